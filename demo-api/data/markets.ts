import type { Fiat, Localized } from '../types';

const FIATS: Record<Fiat['ISO'], Fiat> = {
  EUR: { id: 1, ISO: 'EUR', name: 'Euro', symbol: '€' },
  USD: { id: 2, ISO: 'USD', name: 'US Dollar', symbol: '$' },
  PYG: { id: 3, ISO: 'PYG', name: 'Guaraní', symbol: '₲' },
};

export interface MarketSeed {
  id: number;
  Name: Localized<string>;
  CountryCode: string;
  AvailableLocales: string[];
  DefaultLocale: string;
  FIATS: Fiat[];
  /** International number, digits only, as wa.me expects. */
  Whatsapp: string;
  Telegram: string;
  Phone: string;
  Host: string;
}

const both = ['es', 'en'];

export const markets: MarketSeed[] = [
  {
    id: 1,
    Name: { es: 'España', en: 'Spain' },
    CountryCode: 'ES',
    AvailableLocales: both,
    DefaultLocale: 'es-ES',
    FIATS: [FIATS.EUR],
    Whatsapp: '34644318270',
    Telegram: 'cryptoplaza_es',
    Phone: '+34910602330',
    Host: 'es.localhost',
  },
  {
    id: 2,
    Name: { es: 'Paraguay', en: 'Paraguay' },
    CountryCode: 'PY',
    AvailableLocales: both,
    DefaultLocale: 'es-PY',
    FIATS: [FIATS.PYG, FIATS.USD],
    Whatsapp: '595981604417',
    Telegram: 'cryptoplaza_py',
    Phone: '+595217289000',
    Host: 'py.localhost',
  },
  {
    id: 4,
    Name: { es: 'Panamá', en: 'Panama' },
    CountryCode: 'PA',
    AvailableLocales: both,
    DefaultLocale: 'es-PA',
    FIATS: [FIATS.USD],
    Whatsapp: '50762184409',
    Telegram: 'cryptoplaza_pa',
    Phone: '+5078337000',
    Host: 'pa.localhost',
  },
  {
    id: 5,
    Name: { es: 'Argentina', en: 'Argentina' },
    CountryCode: 'AR',
    AvailableLocales: both,
    DefaultLocale: 'es-AR',
    FIATS: [FIATS.USD],
    Whatsapp: '5491152634810',
    Telegram: 'cryptoplaza_ar',
    Phone: '+541152634810',
    Host: 'ar.localhost',
  },
  {
    id: 6,
    Name: { es: 'Costa Rica', en: 'Costa Rica' },
    CountryCode: 'CR',
    AvailableLocales: both,
    DefaultLocale: 'es-CR',
    FIATS: [FIATS.USD],
    Whatsapp: '50670152871',
    Telegram: 'cryptoplaza_cr',
    Phone: '+50640002871',
    Host: 'cr.localhost',
  },
  {
    id: 7,
    Name: { es: 'Bolivia', en: 'Bolivia' },
    CountryCode: 'BO',
    AvailableLocales: both,
    DefaultLocale: 'es-BO',
    FIATS: [FIATS.USD],
    Whatsapp: '59171234590',
    Telegram: 'cryptoplaza_bo',
    Phone: '+59122791456',
    Host: 'bo.localhost',
  },
];

export const marketById = new Map(markets.map((m) => [m.id, m]));
