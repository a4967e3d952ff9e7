import type { Localized } from '../types';

export interface FaqSeed {
  id: number;
  category: 'general' | 'buying' | 'selling' | 'atms' | 'security';
  q: Localized<string>;
  a: Localized<string>;
  /** The markets (ISO country codes) the answer is true for, when not all: amounts, notes and regulators differ. */
  markets?: string[];
}

/** Every market the site serves (demo-api/data/markets.ts). */
export const FAQ_MARKETS = ['ES', 'PY', 'PA', 'AR', 'CR', 'BO'];
/** Every market but Paraguay, which has its own answers in guaraníes and its own regulator. */
const OUTSIDE_PARAGUAY = FAQ_MARKETS.filter((code) => code !== 'PY');

export const faqs: FaqSeed[] = [
  {
    id: 1,
    category: 'general',
    q: { es: '¿Necesito cuenta bancaria para comprar?', en: 'Do I need a bank account to buy?' },
    a: {
      es: 'No. En cajeros y tiendas puedes pagar en efectivo. Online necesitas una tarjeta o una cuenta para transferir.',
      en: 'No. At ATMs and stores you can pay cash. Online you need a card or an account to transfer from.',
    },
  },
  {
    id: 2,
    category: 'general',
    q: { es: '¿Guardáis mis criptomonedas?', en: 'Do you hold my crypto?' },
    a: {
      es: 'No. Enviamos las monedas directamente a tu monedero, así que solo tú controlas tus fondos.',
      en: 'No. We send the coins straight to your wallet, so only you control your funds.',
    },
  },
  {
    id: 3,
    category: 'general',
    q: { es: '¿En qué países operáis?', en: 'Which countries do you operate in?' },
    a: {
      es: 'En España, Paraguay, Panamá, Argentina, Costa Rica y Bolivia.',
      en: 'Spain, Paraguay, Panama, Argentina, Costa Rica and Bolivia.',
    },
  },
  {
    id: 4,
    category: 'buying',
    q: { es: '¿Cuánto tarda en llegar mi compra?', en: 'How long does my purchase take to arrive?' },
    a: {
      es: 'Con tarjeta o en cajero, normalmente menos de 15 minutos. Con transferencia, en cuanto recibimos el dinero.',
      en: 'By card or at an ATM, usually under 15 minutes. By bank transfer, as soon as we receive the money.',
    },
  },
  {
    id: 5,
    category: 'buying',
    q: { es: '¿Cuál es la compra mínima?', en: 'What is the minimum purchase?' },
    a: {
      es: '20 € online y 10 € en cajeros. En tiendas, el mínimo lo indica cada local.',
      en: '€20 online and €10 at ATMs. In stores, each shop sets its own minimum.',
    },
    markets: OUTSIDE_PARAGUAY,
  },
  {
    id: 6,
    category: 'buying',
    q: { es: '¿Qué comisiones cobráis?', en: 'What fees do you charge?' },
    a: {
      es: 'Entre un 4,5 % y un 9,5 % según el método de pago, más 5 € fijos. El precio mostrado ya las incluye.',
      en: 'Between 4.5% and 9.5% depending on the payment method, plus a fixed €5. The price shown already includes them.',
    },
    markets: OUTSIDE_PARAGUAY,
  },
  {
    id: 7,
    category: 'selling',
    q: { es: '¿Durante cuánto tiempo está garantizado el tipo de venta?', en: 'How long is the selling rate guaranteed?' },
    a: {
      es: 'Quince minutos desde que generas la dirección de depósito.',
      en: 'Fifteen minutes from the moment you generate the deposit address.',
    },
  },
  {
    id: 8,
    category: 'selling',
    q: { es: '¿Puedo cobrar en efectivo?', en: 'Can I get paid in cash?' },
    a: {
      es: 'Sí, en cajeros y tiendas que admiten ventas. Lo verás indicado en la ficha de cada punto.',
      en: 'Yes, at ATMs and stores that support selling. It is shown on each location page.',
    },
  },
  {
    id: 9,
    category: 'atms',
    q: { es: '¿Qué billetes aceptan los cajeros?', en: 'Which notes do the ATMs accept?' },
    a: {
      es: 'Billetes de 5, 10, 20, 50 y 100 € en España, y dólares o guaraníes según el país.',
      en: 'Notes of €5, €10, €20, €50 and €100 in Spain, and dollars or guaraníes depending on the country.',
    },
    markets: OUTSIDE_PARAGUAY,
  },
  {
    id: 10,
    category: 'atms',
    q: { es: 'El cajero no me ha enviado las monedas, ¿qué hago?', en: 'The ATM did not send my coins. What should I do?' },
    a: {
      es: 'Guarda el recibo y escríbenos con el identificador de la transacción. Lo revisamos en menos de 24 horas.',
      en: 'Keep the receipt and write to us with the transaction ID. We look into it within 24 hours.',
    },
  },
  {
    id: 11,
    category: 'security',
    q: { es: '¿Me pediréis alguna vez mi frase de recuperación?', en: 'Will you ever ask for my recovery phrase?' },
    a: {
      es: 'Nunca. Si alguien te la pide en nuestro nombre, es un intento de estafa.',
      en: 'Never. If anyone asks for it on our behalf, it is a scam attempt.',
    },
  },
  {
    id: 12,
    category: 'security',
    q: { es: '¿Estáis registrados ante algún organismo?', en: 'Are you registered with any authority?' },
    a: {
      es: 'Sí, figuramos en el registro de proveedores de servicios de cambio de moneda virtual del Banco de España.',
      en: 'Yes, we are listed in the Bank of Spain register of virtual currency exchange service providers.',
    },
    markets: OUTSIDE_PARAGUAY,
  },
  {
    id: 13,
    category: 'buying',
    q: { es: '¿Puedo comprar para otra persona?', en: 'Can I buy for someone else?' },
    a: {
      es: 'No. La dirección de destino debe ser de un monedero tuyo; es un requisito de la normativa.',
      en: 'No. The destination address must be a wallet you own; regulations require it.',
    },
  },
  // Paraguay: amounts in guaraníes (about 8,500 to the euro, rounded), its notes, its central bank.
  {
    id: 14,
    category: 'buying',
    markets: ['PY'],
    q: { es: '¿Cuál es la compra mínima?', en: 'What is the minimum purchase?' },
    a: {
      es: '150.000 ₲ online y 50.000 ₲ en cajeros. En tiendas, el mínimo lo indica cada local.',
      en: '₲150,000 online and ₲50,000 at ATMs. In stores, each shop sets its own minimum.',
    },
  },
  {
    id: 15,
    category: 'buying',
    markets: ['PY'],
    q: { es: '¿Qué comisiones cobráis?', en: 'What fees do you charge?' },
    a: {
      es: 'Entre un 4,5 % y un 9,5 % según el método de pago, más 40.000 ₲ fijos. El precio mostrado ya las incluye.',
      en: 'Between 4.5% and 9.5% depending on the payment method, plus a fixed ₲40,000. The price shown already includes them.',
    },
  },
  {
    id: 16,
    category: 'atms',
    markets: ['PY'],
    q: { es: '¿Qué billetes aceptan los cajeros?', en: 'Which notes do the ATMs accept?' },
    a: {
      es: 'Billetes de 2.000, 5.000, 10.000, 20.000, 50.000 y 100.000 guaraníes, y dólares en los cajeros que lo indican.',
      en: 'Notes of 2,000, 5,000, 10,000, 20,000, 50,000 and 100,000 guaraníes, and US dollars at the ATMs that say so.',
    },
  },
  {
    id: 17,
    category: 'security',
    markets: ['PY'],
    q: { es: '¿Estáis registrados ante algún organismo?', en: 'Are you registered with any authority?' },
    a: {
      es: 'Sí, estamos registrados ante el Banco Central del Paraguay como proveedor de servicios de activos virtuales.',
      en: 'Yes, we are registered with the Central Bank of Paraguay (Banco Central del Paraguay) as a virtual asset service provider.',
    },
  },
];
