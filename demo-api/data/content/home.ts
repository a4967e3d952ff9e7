import type { Localized, SeoBlock } from '../../types';
import { BRAND } from '../brand';
import { HERO_IMAGE, OG_IMAGES } from './images';
import { seo, type Cta } from './seo';

export interface HomeContent {
  Title: string;
  Intro: string;
  Hero: { Title: string; Subtitle: string; Cta: Cta; SecondaryCta: Cta; Image: string };
  Offers: { Key: 'online' | 'atms' | 'stores'; Title: string; Text: string; Cta: Cta; Icon: string }[];
  Stats: { Value: string; Label: string }[];
  FaqsTeaser: { Title: string; Intro: string; Cta: Cta };
  Newsletter: { Title: string; Text: string; Placeholder: string; ButtonLabel: string };
  SEO: SeoBlock;
}

export const home: Localized<HomeContent> = {
  es: {
    Title: `${BRAND}: compra y vende criptomonedas online, en cajeros y en tiendas`,
    Intro:
      'Bitcoin, Ethereum y las principales criptomonedas con efectivo, tarjeta o transferencia, con atención cercana y precios claros desde el primer momento.',
    Hero: {
      Title: 'Compra bitcoin en minutos, como prefieras',
      Subtitle:
        'Online desde casa, en uno de nuestros cajeros o en una tienda asociada cerca de ti. Sin comisiones ocultas y con ayuda real cuando la necesitas.',
      Cta: { Label: 'Comprar ahora', Url: '/comprar' },
      SecondaryCta: { Label: 'Encontrar un cajero', Url: '/cajeros-bitcoin' },
      Image: HERO_IMAGE,
    },
    Offers: [
      {
        Key: 'online',
        Title: 'Exchange online',
        Text: 'Calcula el precio al instante, elige cómo pagar y recibe tus criptomonedas en tu propio monedero. Tú tienes siempre el control de tus claves.',
        Cta: { Label: 'Ir al exchange', Url: '/comprar' },
        Icon: 'exchange',
      },
      {
        Key: 'atms',
        Title: 'Cajeros de bitcoin',
        Text: 'Más de 150 cajeros en España y Latinoamérica para comprar con efectivo y, en muchos de ellos, también vender. Abiertos muchos de ellos las 24 horas.',
        Cta: { Label: 'Ver cajeros', Url: '/cajeros-bitcoin' },
        Icon: 'atm',
      },
      {
        Key: 'stores',
        Title: 'Tiendas asociadas',
        Text: 'Estancos, locutorios y agencias de cambio donde nuestro personal formado te acompaña en tu primera compra y resuelve tus dudas en persona.',
        Cta: { Label: 'Ver tiendas', Url: '/tiendas-bitcoin' },
        Icon: 'store',
      },
    ],
    Stats: [
      { Value: '150+', Label: 'cajeros activos' },
      { Value: '60+', Label: 'tiendas asociadas' },
      { Value: '6', Label: 'países' },
      { Value: '4,7/5', Label: 'valoración media de clientes' },
    ],
    FaqsTeaser: {
      Title: '¿Tienes dudas?',
      Intro: 'Te explicamos qué necesitas para tu primera compra, cómo funcionan los límites y cuánto tarda en llegar tu criptomoneda.',
      Cta: { Label: 'Ver preguntas frecuentes', Url: '/centro-ayuda' },
    },
    Newsletter: {
      Title: 'Recibe nuestro boletín',
      Text: 'Un correo al mes con novedades del mercado, nuevos cajeros y guías prácticas. Puedes darte de baja cuando quieras.',
      Placeholder: 'tu@correo.com',
      ButtonLabel: 'Suscribirme',
    },
    SEO: seo(
      'Compra y vende bitcoin',
      'Compra y vende bitcoin y otras criptomonedas online, en más de 150 cajeros y en tiendas asociadas en España y Latinoamérica.',
      'comprar bitcoin, cajero bitcoin, vender bitcoin, criptomonedas, exchange',
      OG_IMAGES.home,
    ),
  },
  en: {
    Title: `${BRAND}: buy and sell crypto online, at ATMs and in stores`,
    Intro:
      'Bitcoin, Ethereum and the leading cryptocurrencies with cash, card or bank transfer, with friendly support and clear prices from the very start.',
    Hero: {
      Title: 'Buy bitcoin in minutes, your way',
      Subtitle:
        'Online from home, at one of our ATMs or in a partner store near you. No hidden fees and real people to help when you need them.',
      Cta: { Label: 'Buy now', Url: '/buy' },
      SecondaryCta: { Label: 'Find an ATM', Url: '/bitcoin-atms' },
      Image: HERO_IMAGE,
    },
    Offers: [
      {
        Key: 'online',
        Title: 'Online exchange',
        Text: 'See the price instantly, choose how to pay and receive your coins in your own wallet. You always keep control of your keys.',
        Cta: { Label: 'Go to the exchange', Url: '/buy' },
        Icon: 'exchange',
      },
      {
        Key: 'atms',
        Title: 'Bitcoin ATMs',
        Text: 'More than 150 ATMs across Spain and Latin America to buy with cash and, at many of them, to sell as well. Many are open 24 hours a day.',
        Cta: { Label: 'See ATMs', Url: '/bitcoin-atms' },
        Icon: 'atm',
      },
      {
        Key: 'stores',
        Title: 'Partner stores',
        Text: 'Tobacconists, call shops and exchange offices where trained staff walk you through your first purchase and answer your questions face to face.',
        Cta: { Label: 'See stores', Url: '/stores' },
        Icon: 'store',
      },
    ],
    Stats: [
      { Value: '150+', Label: 'active ATMs' },
      { Value: '60+', Label: 'partner stores' },
      { Value: '6', Label: 'countries' },
      { Value: '4.7/5', Label: 'average customer rating' },
    ],
    FaqsTeaser: {
      Title: 'Questions?',
      Intro: 'We explain what you need for your first purchase, how limits work and how long your crypto takes to arrive.',
      Cta: { Label: 'Read the FAQs', Url: '/help-center' },
    },
    Newsletter: {
      Title: 'Get our newsletter',
      Text: 'One email a month with market news, new ATMs and practical guides. Unsubscribe at any time.',
      Placeholder: 'you@email.com',
      ButtonLabel: 'Subscribe',
    },
    SEO: seo(
      'Buy and sell bitcoin',
      'Buy and sell bitcoin and other cryptocurrencies online, at more than 150 ATMs and in partner stores across Spain and Latin America.',
      'buy bitcoin, bitcoin ATM, sell bitcoin, cryptocurrency, exchange',
      OG_IMAGES.home,
    ),
  },
};
