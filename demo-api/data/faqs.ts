import type { Localized } from '../types';
import { amount, fixedFee, marketFacts } from './market-facts';
import { perMarket, type Versioned } from './market-versions';

export interface FaqSeed {
  category: 'general' | 'buying' | 'selling' | 'atms' | 'security';
  q: Localized<string>;
  /** Answers with amounts, notes or a regulator are written per market (market-versions.ts). */
  a: Versioned<Localized<string>>;
}

/** The smallest purchase online and at an ATM, in units of each fiat (a guaraní is far smaller). */
const MINIMUM = { EUR: [20, 10], USD: [20, 10], PYG: [150_000, 50_000] } as const;

/** The notes an ATM takes, by the fiat it works in. */
const NOTES = {
  EUR: { es: 'Billetes de 5, 10, 20, 50 y 100 €.', en: 'Notes of €5, €10, €20, €50 and €100.' },
  PYG: {
    es: 'Billetes de 2.000, 5.000, 10.000, 20.000, 50.000 y 100.000 guaraníes, y dólares en los cajeros que lo indican.',
    en: 'Notes of 2,000, 5,000, 10,000, 20,000, 50,000 and 100,000 guaraníes, and US dollars at the ATMs that say so.',
  },
  USD: {
    es: 'Billetes de dólar estadounidense de US$ 1, 5, 10, 20, 50 y 100. La pantalla te indica cuáles acepta cada cajero.',
    en: 'US dollar notes of US$1, 5, 10, 20, 50 and 100. The screen tells you which ones each ATM takes.',
  },
};

export const faqs: FaqSeed[] = [
  {
    category: 'general',
    q: { es: '¿Necesito cuenta bancaria para comprar?', en: 'Do I need a bank account to buy?' },
    a: {
      es: 'No. En cajeros y tiendas puedes pagar en efectivo. Online necesitas una tarjeta o una cuenta para transferir.',
      en: 'No. At ATMs and stores you can pay cash. Online you need a card or an account to transfer from.',
    },
  },
  {
    category: 'general',
    q: { es: '¿Guardáis mis criptomonedas?', en: 'Do you hold my crypto?' },
    a: {
      es: 'No. Enviamos las monedas directamente a tu monedero, así que solo tú controlas tus fondos.',
      en: 'No. We send the coins straight to your wallet, so only you control your funds.',
    },
  },
  {
    category: 'general',
    q: { es: '¿En qué países operáis?', en: 'Which countries do you operate in?' },
    a: {
      es: 'En España, Paraguay, Panamá, Argentina, Costa Rica y Bolivia.',
      en: 'Spain, Paraguay, Panama, Argentina, Costa Rica and Bolivia.',
    },
  },
  {
    category: 'buying',
    q: { es: '¿Cuánto tarda en llegar mi compra?', en: 'How long does my purchase take to arrive?' },
    a: {
      es: 'Con tarjeta o en cajero, normalmente menos de 15 minutos. Con transferencia, en cuanto recibimos el dinero.',
      en: 'By card or at an ATM, usually under 15 minutes. By bank transfer, as soon as we receive the money.',
    },
  },
  {
    category: 'buying',
    q: { es: '¿Cuál es la compra mínima?', en: 'What is the minimum purchase?' },
    a: perMarket((code) => {
      const iso = marketFacts[code].fiats[0]!;
      const [online, atm] = MINIMUM[iso].map((value) => ({ es: amount(value, iso, 'es'), en: amount(value, iso, 'en') }));
      return {
        es: `${online!.es} online y ${atm!.es} en cajeros. En tiendas, el mínimo lo indica cada local.`,
        en: `${online!.en} online and ${atm!.en} at ATMs. In stores, each shop sets its own minimum.`,
      };
    }),
  },
  {
    category: 'buying',
    q: { es: '¿Qué comisiones cobráis?', en: 'What fees do you charge?' },
    a: perMarket((code) => ({
      es: `Entre un 4,5 % y un 9,5 % según el método de pago, más un importe fijo de ${fixedFee(marketFacts[code], 'es')}. El precio mostrado ya las incluye.`,
      en: `Between 4.5% and 9.5% depending on the payment method, plus a fixed amount of ${fixedFee(marketFacts[code], 'en')}. The price shown already includes them.`,
    })),
  },
  {
    category: 'selling',
    q: { es: '¿Durante cuánto tiempo está garantizado el tipo de venta?', en: 'How long is the selling rate guaranteed?' },
    a: {
      es: 'Quince minutos desde que generas la dirección de depósito.',
      en: 'Fifteen minutes from the moment you generate the deposit address.',
    },
  },
  {
    category: 'selling',
    q: { es: '¿Puedo cobrar en efectivo?', en: 'Can I get paid in cash?' },
    a: {
      es: 'Sí, en cajeros y tiendas que admiten ventas. Lo verás indicado en la ficha de cada punto.',
      en: 'Yes, at ATMs and stores that support selling. It is shown on each location page.',
    },
  },
  {
    category: 'atms',
    q: { es: '¿Qué billetes aceptan los cajeros?', en: 'Which notes do the ATMs accept?' },
    a: perMarket((code) => NOTES[marketFacts[code].fiats[0]!]),
  },
  {
    category: 'atms',
    q: { es: 'El cajero no me ha enviado las monedas, ¿qué hago?', en: 'The ATM did not send my coins. What should I do?' },
    a: {
      es: 'Guarda el recibo y escríbenos con el identificador de la transacción. Lo revisamos en menos de 24 horas.',
      en: 'Keep the receipt and write to us with the transaction ID. We look into it within 24 hours.',
    },
  },
  {
    category: 'security',
    q: { es: '¿Me pediréis alguna vez mi frase de recuperación?', en: 'Will you ever ask for my recovery phrase?' },
    a: {
      es: 'Nunca. Si alguien te la pide en nuestro nombre, es un intento de estafa.',
      en: 'Never. If anyone asks for it on our behalf, it is a scam attempt.',
    },
  },
  // A register is named only where we know it exists; elsewhere the answer says less.
  {
    category: 'security',
    q: { es: '¿Estáis registrados ante algún organismo?', en: 'Are you registered with any authority?' },
    a: [
      {
        markets: ['ES'],
        text: {
          es: 'Sí, figuramos en el registro de proveedores de servicios de cambio de moneda virtual del Banco de España.',
          en: 'Yes, we are listed in the Bank of Spain register of virtual currency exchange service providers.',
        },
      },
      {
        markets: ['AR'],
        text: {
          es: 'Sí, figuramos en el registro de Proveedores de Servicios de Activos Virtuales (PSAV) de la Comisión Nacional de Valores.',
          en: 'Yes, we are listed in the register of Virtual Asset Service Providers (PSAV) of the Comisión Nacional de Valores, the Argentine securities regulator.',
        },
      },
      {
        text: {
          es: 'Cumplimos la normativa de prevención del lavado de dinero del país: verificamos la identidad de cada cliente antes de operar y conservamos los registros que exige la ley.',
          en: "We follow the country's anti-money-laundering rules: we verify every customer's identity before they trade and keep the records the law requires.",
        },
      },
    ],
  },
  {
    category: 'buying',
    q: { es: '¿Puedo comprar para otra persona?', en: 'Can I buy for someone else?' },
    a: {
      es: 'No. La dirección de destino debe ser de un monedero tuyo; es un requisito de la normativa.',
      en: 'No. The destination address must be a wallet you own; regulations require it.',
    },
  },
];
