// The market table: the one place that knows which host selects which country market and the
// per-market facts the content service does not hold (phones behind the call link, tag-manager ids).
// Production hosts can be overridden with VITE_MARKET_HOSTS='{"2":["www.example.com.py"]}'.

export type MarketId = 1 | 2 | 4 | 5 | 6 | 7;
export type MarketCode = 'es' | 'py' | 'pa' | 'ar' | 'cr' | 'bo';

export interface MarketFacts {
  id: MarketId;
  code: MarketCode;
  country: string;
  hosts: string[];
  /** Dialled by the floating phone link (SPEC 2: the Paraguay number on Paraguay, Panama elsewhere). */
  callNumber: string;
  tagManagerId: string;
  /** Widgets shown on this host: Spain has the call-me form, the others chat and call links. */
  widgets: 'call-me' | 'chat-links';
  /** The country's clock (IANA zone): server HTML writes times in it, knowing no visitor's own. */
  timeZone: string;
}

const PARAGUAY_PHONE = '+595217289000';
const PANAMA_PHONE = '+5078337000';

export const DEFAULT_MARKET_ID: MarketId = 1;

export const marketTable: Record<MarketId, MarketFacts> = {
  1: {
    id: 1,
    code: 'es',
    country: 'Spain',
    hosts: ['es.localhost'],
    callNumber: PANAMA_PHONE,
    tagManagerId: 'GTM-ES00001',
    widgets: 'call-me',
    timeZone: 'Europe/Madrid',
  },
  2: {
    id: 2,
    code: 'py',
    country: 'Paraguay',
    hosts: ['py.localhost'],
    callNumber: PARAGUAY_PHONE,
    tagManagerId: 'GTM-PY00002',
    widgets: 'chat-links',
    timeZone: 'America/Asuncion',
  },
  4: {
    id: 4,
    code: 'pa',
    country: 'Panama',
    hosts: ['pa.localhost'],
    callNumber: PANAMA_PHONE,
    tagManagerId: 'GTM-PA00004',
    widgets: 'chat-links',
    timeZone: 'America/Panama',
  },
  5: {
    id: 5,
    code: 'ar',
    country: 'Argentina',
    hosts: ['ar.localhost'],
    callNumber: PANAMA_PHONE,
    tagManagerId: 'GTM-AR00005',
    widgets: 'chat-links',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  6: {
    id: 6,
    code: 'cr',
    country: 'Costa Rica',
    hosts: ['cr.localhost'],
    callNumber: PANAMA_PHONE,
    tagManagerId: 'GTM-CR00006',
    widgets: 'chat-links',
    timeZone: 'America/Costa_Rica',
  },
  7: {
    id: 7,
    code: 'bo',
    country: 'Bolivia',
    hosts: ['bo.localhost'],
    callNumber: PANAMA_PHONE,
    tagManagerId: 'GTM-BO00007',
    widgets: 'chat-links',
    timeZone: 'America/La_Paz',
  },
};

export const marketIds = Object.keys(marketTable).map(Number) as MarketId[];

export function isMarketId(value: unknown): value is MarketId {
  return typeof value === 'number' && value in marketTable;
}

/** The key the market's record is kept under in the query cache (market-record.ts reads it). */
export const marketQueryKey = (id: MarketId) => ['market', id] as const;
