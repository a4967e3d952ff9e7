import type { Lang, Localized, SeoBlock } from '../../types';
import { amount, marketFacts } from '../market-facts';
import { perMarket, versionsOf } from '../market-versions';
import { seo, type Feature } from './seo';

export interface FranchiseContent {
  Title: string;
  Intro: string;
  Benefits: Feature[];
  RequirementsTitle: string;
  Requirements: string[];
  /** In each market's own fiat: each range lists the markets it is for. */
  InvestmentRanges: { Value: string; Label: string; Markets: string }[];
  InterestAreas: { Value: string; Label: string }[];
  Form: { Title: string; Intro: string; SubmitLabel: string; SuccessMessage: string };
  SEO: SeoBlock;
}

/** Values are shared by both languages so a form answer is the same whatever the page locale. */
const INVESTMENT_VALUES = ['lt-10k', '10k-25k', '25k-50k', 'gt-50k'] as const;
const INTEREST_VALUES = ['atm-host', 'store-partner', 'regional-franchise', 'corporate'] as const;

/** Where the ranges meet, in euros or dollars; a guaraní is far smaller (the fee tables count 8,000 to the unit). */
const BOUNDS = { EUR: [10_000, 25_000, 50_000], USD: [10_000, 25_000, 50_000], PYG: [80_000_000, 200_000_000, 400_000_000] };

const RANGE_WORDS = {
  es: { under: 'Menos de', between: (a: string, b: string) => `Entre ${a} y ${b}`, over: 'Más de' },
  en: { under: 'Under', between: (a: string, b: string) => `${a} to ${b}`, over: 'Over' },
};

/** The same four ranges (one value each, whatever the market) labelled in each market's fiat. */
function investmentRanges(lang: Lang) {
  const labels = perMarket((code) => {
    const iso = marketFacts[code].fiats[0]!;
    const [low, mid, high] = BOUNDS[iso].map((bound) => amount(bound, iso, lang)) as [string, string, string];
    const words = RANGE_WORDS[lang];
    return [`${words.under} ${low}`, words.between(low, mid), words.between(mid, high), `${words.over} ${high}`];
  });
  return versionsOf(labels).flatMap(({ Markets, text }) => text.map((Label, i) => ({ Value: INVESTMENT_VALUES[i]!, Label, Markets })));
}

export const franchise: Localized<FranchiseContent> = {
  es: {
    Title: 'Franquicia',
    Intro:
      'Suma un cajero de bitcoin o un punto de venta de criptomonedas a tu negocio. Nosotros ponemos la tecnología, la liquidez, el cumplimiento normativo y la formación; tú, la ubicación y la relación con tus clientes.',
    Benefits: [
      {
        Title: 'Ingresos recurrentes',
        Text: 'Recibes una parte de la comisión de cada operación realizada en tu local, liquidada cada mes.',
        Icon: 'coins',
      },
      {
        Title: 'Más tráfico en tu local',
        Text: 'Tu negocio aparece en nuestro mapa de cajeros y tiendas, que consultan miles de personas cada semana.',
        Icon: 'map',
      },
      {
        Title: 'Sin riesgo de mercado',
        Text: 'La liquidez y la cobertura de precios corren de nuestra cuenta: tú no tienes que mantener criptomonedas.',
        Icon: 'shield',
      },
      {
        Title: 'Formación y soporte',
        Text: 'Formamos a tu equipo y damos soporte técnico y a clientes siete días a la semana.',
        Icon: 'support',
      },
    ],
    RequirementsTitle: 'Qué buscamos',
    Requirements: [
      'Un local a pie de calle o en centro comercial con buena afluencia de público.',
      'Horario de apertura amplio, idealmente también en fin de semana.',
      'Espacio para un cajero de 60 x 50 cm con toma de corriente y conexión a internet.',
      'Titular sin antecedentes y dispuesto a superar nuestra verificación de cumplimiento.',
    ],
    InvestmentRanges: investmentRanges('es'),
    InterestAreas: [
      { Value: INTEREST_VALUES[0], Label: 'Instalar un cajero en mi local' },
      { Value: INTEREST_VALUES[1], Label: 'Ser tienda asociada' },
      { Value: INTEREST_VALUES[2], Label: 'Franquicia regional' },
      { Value: INTEREST_VALUES[3], Label: 'Acuerdo corporativo' },
    ],
    Form: {
      Title: 'Solicita información',
      Intro: 'Déjanos tus datos y un responsable de expansión te llamará en un plazo de 48 horas para estudiar tu ubicación.',
      SubmitLabel: 'Enviar solicitud',
      SuccessMessage: 'Gracias por tu interés. Te llamaremos en las próximas 48 horas.',
    },
    SEO: seo(
      'Franquicia de cajeros bitcoin',
      'Instala un cajero de bitcoin o conviértete en tienda asociada. Ingresos recurrentes sin riesgo de mercado, con formación y soporte.',
      'franquicia bitcoin, instalar cajero bitcoin, negocio criptomonedas',
    ),
  },
  en: {
    Title: 'Franchise',
    Intro:
      'Add a bitcoin ATM or a crypto point of sale to your business. We bring the technology, liquidity, compliance and training; you bring the location and your customer relationships.',
    Benefits: [
      {
        Title: 'Recurring income',
        Text: 'You receive a share of the fee on every transaction made at your premises, paid monthly.',
        Icon: 'coins',
      },
      {
        Title: 'More footfall',
        Text: 'Your business appears on our ATM and store map, which thousands of people check every week.',
        Icon: 'map',
      },
      { Title: 'No market risk', Text: 'Liquidity and price hedging are on us: you never have to hold cryptocurrency.', Icon: 'shield' },
      {
        Title: 'Training and support',
        Text: 'We train your staff and provide technical and customer support seven days a week.',
        Icon: 'support',
      },
    ],
    RequirementsTitle: 'What we look for',
    Requirements: [
      'Street-level or shopping-centre premises with good footfall.',
      'Long opening hours, ideally including weekends.',
      'Room for a 60 x 50 cm ATM with a power socket and internet connection.',
      'An owner with a clean record who is willing to pass our compliance checks.',
    ],
    InvestmentRanges: investmentRanges('en'),
    InterestAreas: [
      { Value: INTEREST_VALUES[0], Label: 'Host an ATM at my premises' },
      { Value: INTEREST_VALUES[1], Label: 'Become a partner store' },
      { Value: INTEREST_VALUES[2], Label: 'Regional franchise' },
      { Value: INTEREST_VALUES[3], Label: 'Corporate agreement' },
    ],
    Form: {
      Title: 'Request information',
      Intro: 'Leave your details and an expansion manager will call you within 48 hours to assess your location.',
      SubmitLabel: 'Send request',
      SuccessMessage: 'Thank you for your interest. We will call you within the next 48 hours.',
    },
    SEO: seo(
      'Bitcoin ATM franchise',
      'Host a bitcoin ATM or become a partner store. Recurring income with no market risk, plus training and support.',
      'bitcoin franchise, host bitcoin atm, crypto business',
    ),
  },
};
