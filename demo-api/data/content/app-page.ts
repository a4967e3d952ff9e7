import type { Localized, SeoBlock } from '../../types';
import { seo, type Feature } from './seo';

export interface AppPageContent {
  Title: string;
  Intro: string;
  Features: Feature[];
  StoreBadges: { Store: 'apple' | 'google'; Label: string; Url: string; Image: string }[];
  SEO: SeoBlock;
}

const BADGES = {
  apple: { Url: 'https://apps.apple.com/app/id6470000000', Image: '/images/badges/app-store.svg' },
  google: { Url: 'https://play.google.com/store/apps/details?id=example.cryptoplaza.app', Image: '/images/badges/google-play.svg' },
};

export const appPage: Localized<AppPageContent> = {
  es: {
    Title: 'Nuestra app',
    Intro: 'Compra, vende y localiza cajeros desde el móvil. Recibe alertas de precio y sigue tus operaciones en tiempo real.',
    Features: [
      {
        Title: 'Compra en segundos',
        Text: 'Tu monedero y tus métodos de pago guardados para repetir una compra con dos toques.',
        Icon: 'bolt',
      },
      { Title: 'Mapa de cajeros', Text: 'Encuentra el cajero o la tienda más cercana y comprueba si está abierta ahora.', Icon: 'map' },
      {
        Title: 'Alertas de precio',
        Text: 'Te avisamos cuando bitcoin o cualquier otra moneda alcanza el precio que elijas.',
        Icon: 'bell',
      },
      {
        Title: 'Seguridad biométrica',
        Text: 'Acceso con huella o reconocimiento facial y confirmación de cada operación.',
        Icon: 'fingerprint',
      },
    ],
    StoreBadges: [
      { Store: 'apple', Label: 'Descargar en App Store', ...BADGES.apple },
      { Store: 'google', Label: 'Disponible en Google Play', ...BADGES.google },
    ],
    SEO: seo(
      'App para comprar bitcoin',
      'Descarga la app para comprar y vender criptomonedas, recibir alertas de precio y localizar cajeros.',
      'app bitcoin, app comprar cripto',
    ),
  },
  en: {
    Title: 'Our app',
    Intro: 'Buy, sell and find ATMs from your phone. Get price alerts and follow your transactions in real time.',
    Features: [
      { Title: 'Buy in seconds', Text: 'Your wallet and payment methods saved so you can repeat a purchase in two taps.', Icon: 'bolt' },
      { Title: 'ATM map', Text: 'Find the nearest ATM or store and check whether it is open right now.', Icon: 'map' },
      { Title: 'Price alerts', Text: 'We let you know when bitcoin or any other coin reaches the price you choose.', Icon: 'bell' },
      {
        Title: 'Biometric security',
        Text: 'Sign in with fingerprint or face recognition and confirm every transaction.',
        Icon: 'fingerprint',
      },
    ],
    StoreBadges: [
      { Store: 'apple', Label: 'Download on the App Store', ...BADGES.apple },
      { Store: 'google', Label: 'Get it on Google Play', ...BADGES.google },
    ],
    SEO: seo('Bitcoin app', 'Download the app to buy and sell crypto, get price alerts and find ATMs.', 'bitcoin app, crypto app'),
  },
};
