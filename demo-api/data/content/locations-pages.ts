/** stores-page and atms-page: list pages of the location finder. */
import type { Localized, SeoBlock } from '../../types';
import { OG_IMAGES } from './images';
import { seo, type Step } from './seo';

export interface LocationsPageContent {
  Title: string;
  Intro: string;
  SearchPlaceholder: string;
  NoResults: string;
  HowToTitle: string;
  HowTo: Step[];
  SEO: SeoBlock;
}

export const storesPage: Localized<LocationsPageContent> = {
  es: {
    Title: 'Tiendas donde comprar bitcoin',
    Intro:
      'Compra y vende criptomonedas en efectivo con la ayuda de personal formado en más de 60 tiendas asociadas. Busca por ciudad o código postal.',
    SearchPlaceholder: 'Ciudad o código postal',
    NoResults: 'No hay tiendas en esta zona. Prueba con otro código postal o consulta los cajeros cercanos.',
    HowToTitle: 'Cómo comprar en una tienda',
    HowTo: [
      { Title: 'Elige tu tienda', Text: 'Consulta el horario y las monedas disponibles en la ficha de cada tienda.' },
      { Title: 'Lleva tu documento', Text: 'Para tu primera operación necesitarás tu DNI, NIE o pasaporte en vigor.' },
      { Title: 'Paga y recibe', Text: 'Indica la dirección de tu monedero, paga en efectivo y recibirás el comprobante por correo.' },
    ],
    SEO: seo(
      'Tiendas bitcoin cerca de ti',
      'Encuentra tiendas asociadas donde comprar y vender bitcoin en efectivo, con horario y opiniones.',
      'tienda bitcoin, comprar bitcoin en efectivo, tiendas cripto',
      OG_IMAGES.stores,
    ),
  },
  en: {
    Title: 'Stores where you can buy bitcoin',
    Intro: 'Buy and sell crypto for cash with help from trained staff at more than 60 partner stores. Search by city or postal code.',
    SearchPlaceholder: 'City or postal code',
    NoResults: 'There are no stores in this area. Try another postal code or check nearby ATMs.',
    HowToTitle: 'How to buy in a store',
    HowTo: [
      { Title: 'Choose your store', Text: 'Check the opening hours and available coins on each store page.' },
      { Title: 'Bring your ID', Text: 'For your first transaction you need a valid ID card, residence permit or passport.' },
      { Title: 'Pay and receive', Text: 'Give your wallet address, pay in cash and receive the receipt by email.' },
    ],
    SEO: seo(
      'Bitcoin stores near you',
      'Find partner stores where you can buy and sell bitcoin for cash, with opening hours and reviews.',
      'bitcoin store, buy bitcoin with cash, crypto shops',
      OG_IMAGES.stores,
    ),
  },
};

export const atmsPage: Localized<LocationsPageContent> = {
  es: {
    Title: 'Cajeros bitcoin',
    Intro:
      'Más de 150 cajeros en España y Latinoamérica para comprar criptomonedas con efectivo y, en muchos, también vender. Muchos abren las 24 horas.',
    SearchPlaceholder: 'Ciudad o código postal',
    NoResults: 'No hay cajeros en esta zona. Prueba con otro código postal o amplía la distancia.',
    HowToTitle: 'Cómo usar un cajero',
    HowTo: [
      { Title: 'Escanea tu monedero', Text: 'Selecciona la moneda y muestra el código QR de tu monedero al lector del cajero.' },
      {
        Title: 'Verifica tu teléfono',
        Text: 'Recibirás un SMS con un código. Para importes altos el cajero te pedirá también tu documento.',
      },
      {
        Title: 'Introduce los billetes',
        Text: 'El cajero muestra el tipo en todo momento. Al confirmar, las monedas salen hacia tu monedero.',
      },
    ],
    SEO: seo(
      'Cajeros bitcoin cerca de ti',
      'Mapa de cajeros de bitcoin: compra y vende criptomonedas con efectivo, muchos abiertos 24 horas.',
      'cajero bitcoin, atm bitcoin, cajero cripto cerca',
      OG_IMAGES.atms,
    ),
  },
  en: {
    Title: 'Bitcoin ATMs',
    Intro:
      'More than 150 ATMs across Spain and Latin America to buy crypto with cash and, at many of them, to sell as well. Many are open 24 hours.',
    SearchPlaceholder: 'City or postal code',
    NoResults: 'There are no ATMs in this area. Try another postal code or widen the distance.',
    HowToTitle: 'How to use an ATM',
    HowTo: [
      { Title: 'Scan your wallet', Text: 'Select the coin and show your wallet QR code to the ATM scanner.' },
      {
        Title: 'Verify your phone',
        Text: 'You will receive a text message with a code. For larger amounts the ATM also asks for your ID.',
      },
      { Title: 'Insert your notes', Text: 'The ATM shows the rate at all times. When you confirm, the coins are sent to your wallet.' },
    ],
    SEO: seo(
      'Bitcoin ATMs near you',
      'Map of bitcoin ATMs: buy and sell crypto with cash, many open 24 hours.',
      'bitcoin atm, crypto atm near me, bitcoin cash machine',
      OG_IMAGES.atms,
    ),
  },
};
