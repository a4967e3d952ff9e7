/**
 * What the content of each market states in its own terms: how amounts are written in its fiats, the
 * identity documents it accepts, its support hours, the words of its anti-money-laundering rules. Where a
 * fact was not known (a register, a law), the texts say less instead.
 */
import type { Fiat, Lang, Localized } from '../types';
import { idRequiredAbove } from './locations-operations';
import type { MarketCode } from './market-versions';
import { markets } from './markets';

type Iso = Fiat['ISO'];

const grouped = (value: number, lang: Lang) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',');

const WRITTEN: Record<Iso, (digits: string, lang: Lang) => string> = {
  EUR: (digits, lang) => (lang === 'es' ? `${digits} €` : `€${digits}`),
  PYG: (digits, lang) => (lang === 'es' ? `${digits} ₲` : `₲${digits}`),
  USD: (digits, lang) => (lang === 'es' ? `US$ ${digits}` : `US$${digits}`),
};

/** An amount as the help texts write it: "1.000 €" and "€1,000", "7.000.000 ₲", "US$ 500". */
export const amount = (value: number, iso: Iso, lang: Lang) => WRITTEN[iso](grouped(value, lang), lang);

export interface MarketFacts {
  marketId: number;
  /** The market's fiats, the first one its own (markets.ts). */
  fiats: Iso[];
  documents: Localized<string>;
  supportHours: Localized<string>;
  /** What Spanish calls money laundering there (its rules "prevención del …"). */
  laundering: string;
  /** Online limits in the market's first fiat: basic verification per day, full verification per month. */
  limits: { perDay: number; perMonth: number };
  /** Above this amount an ATM or store asks for an ID document (the locations' own limit). */
  idRequiredAbove: number;
}

const LAUNDERING_LATAM = 'lavado de dinero';
const DOLLAR_LIMITS = { perDay: 1_000, perMonth: 15_000 };

const facts = (code: MarketCode, rest: Omit<MarketFacts, 'marketId' | 'fiats' | 'idRequiredAbove'>): MarketFacts => {
  const market = markets.find((m) => m.CountryCode === code)!;
  return { marketId: market.id, fiats: market.FIATS.map((f) => f.ISO), idRequiredAbove: idRequiredAbove(market.id), ...rest };
};

export const marketFacts: Record<MarketCode, MarketFacts> = {
  ES: facts('ES', {
    documents: {
      es: '**DNI**, **NIE**, **pasaporte** y tarjetas de identidad de países del Espacio Económico Europeo',
      en: '**Spanish ID cards** (DNI), **residence permits** (NIE), **passports** and identity cards from European Economic Area countries',
    },
    supportHours: {
      es: 'De lunes a viernes de 9:00 a 20:00 y sábados de 10:00 a 14:00 (hora de Madrid).',
      en: 'Monday to Friday 9:00 to 20:00 and Saturdays 10:00 to 14:00 (Madrid time).',
    },
    laundering: 'blanqueo de capitales',
    limits: { perDay: 1_000, perMonth: 15_000 },
  }),
  PY: facts('PY', {
    documents: {
      es: 'la **cédula de identidad** paraguaya y el **pasaporte**',
      en: 'the Paraguayan **identity card** (cédula) and **passports**',
    },
    supportHours: {
      es: 'De lunes a viernes de 8:00 a 18:00 y sábados de 8:00 a 12:00 (hora de Asunción).',
      en: 'Monday to Friday 8:00 to 18:00 and Saturdays 8:00 to 12:00 (Asunción time).',
    },
    laundering: LAUNDERING_LATAM,
    limits: { perDay: 8_000_000, perMonth: 120_000_000 },
  }),
  PA: facts('PA', {
    documents: {
      es: 'la **cédula de identidad personal** panameña, el **pasaporte** y, si resides en Panamá como extranjero, tu **carné de residente**',
      en: 'the Panamanian **personal identity card** (cédula), **passports** and, for foreign residents, the **residence card**',
    },
    supportHours: { es: 'De lunes a viernes de 8:00 a 17:00 (hora de Panamá).', en: 'Monday to Friday 8:00 to 17:00 (Panama time).' },
    laundering: LAUNDERING_LATAM,
    limits: DOLLAR_LIMITS,
  }),
  AR: facts('AR', {
    documents: {
      es: 'el **DNI** argentino (también el de extranjeros residentes) y el **pasaporte**',
      en: 'the Argentine **national identity document** (DNI, also that of foreign residents) and **passports**',
    },
    supportHours: {
      es: 'De lunes a viernes de 9:00 a 18:00 (hora de Buenos Aires).',
      en: 'Monday to Friday 9:00 to 18:00 (Buenos Aires time).',
    },
    laundering: LAUNDERING_LATAM,
    limits: DOLLAR_LIMITS,
  }),
  CR: facts('CR', {
    documents: {
      es: 'la **cédula de identidad** costarricense, el **DIMEX** si eres extranjero residente y el **pasaporte**',
      en: 'the Costa Rican **identity card** (cédula), the **DIMEX** for foreign residents and **passports**',
    },
    supportHours: {
      es: 'De lunes a viernes de 8:00 a 17:00 (hora de Costa Rica).',
      en: 'Monday to Friday 8:00 to 17:00 (Costa Rica time).',
    },
    laundering: LAUNDERING_LATAM,
    limits: DOLLAR_LIMITS,
  }),
  BO: facts('BO', {
    documents: {
      es: 'la **cédula de identidad** boliviana y el **pasaporte**',
      en: 'the Bolivian **identity card** (cédula) and **passports**',
    },
    supportHours: { es: 'De lunes a viernes de 8:30 a 18:30 (hora de La Paz).', en: 'Monday to Friday 8:30 to 18:30 (La Paz time).' },
    laundering: LAUNDERING_LATAM,
    limits: DOLLAR_LIMITS,
  }),
};

/**
 * The fixed part of every fee in each fiat, as the texts state it. The site's fee tables hold it
 * (`feeIn` in src/features/exchange/fees.ts); fees-in-content.test.ts beside it checks that the two agree.
 */
const FIXED_FEE: Record<Iso, number> = { EUR: 5, USD: 5, PYG: 40_000 };

const PAYING_IN: Record<Iso, Localized<string>> = {
  EUR: { es: 'si pagas en euros', en: 'if you pay in euros' },
  USD: { es: 'si pagas en dólares', en: 'if you pay in dollars' },
  PYG: { es: 'si pagas en guaraníes', en: 'if you pay in guaraníes' },
};

/** The fixed fee in the market's own fiat, and in its other fiats: "40.000 ₲ (US$ 5 si pagas en dólares)". */
export function fixedFee({ fiats: [own, ...others] }: MarketFacts, lang: Lang) {
  const first = amount(FIXED_FEE[own!], own!, lang);
  const rest = others.map((iso) => `${amount(FIXED_FEE[iso], iso, lang)} ${PAYING_IN[iso][lang]}`);
  return rest.length ? `${first} (${rest.join(', ')})` : first;
}
