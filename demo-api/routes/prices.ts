import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { assets } from '../data/assets';
import { badRequest, notFound } from '../errors';
import { currentQuote, findAsset, FIAT_ISOS, history, nowMinute, RANGES, roundPrice, type FiatIso, type RangeKey } from '../history';

/**
 * The pair price is the reference (the index the charts draw); the business buys and sells at that
 * reference plus or minus its spread, answered beside it so the site can show the spread on its own line.
 */
const SPREAD_PERCENT = 0.5;
/** The index behind the reference price, as an id the site translates. */
const REFERENCE_SOURCE = 'exchange-median';

const COIN_RE = /^[a-z0-9]{2,10}$/i;
const FIAT_RE = /^[a-z]{3}$/i;

function coinParam(raw: string) {
  if (!COIN_RE.test(raw)) throw badRequest(`Malformed coin symbol "${raw}"`);
  const asset = findAsset(raw);
  if (!asset) throw notFound(`Unknown coin "${raw}"`);
  return asset;
}

function fiatParam(raw: string): FiatIso {
  if (!FIAT_RE.test(raw)) throw badRequest(`Malformed fiat currency "${raw}"`);
  const iso = raw.toUpperCase();
  if (!(FIAT_ISOS as readonly string[]).includes(iso)) throw notFound(`Unsupported fiat currency "${raw}"`);
  return iso as FiatIso;
}

/**
 * Tests only: a request header or cookie `x-demo-price-level` (a positive number) scales every price, so a
 * test can make the market move and see which copy a page shows. A cookie reaches the service worker's own
 * reads too, and stays with one browser context.
 */
const PRICE_LEVEL = 'x-demo-price-level';

function priceLevel(c: Context): number {
  const raw = c.req.header(PRICE_LEVEL) ?? getCookie(c, PRICE_LEVEL);
  if (raw === undefined) return 1;
  const level = Number(raw);
  if (!(level > 0 && level <= 1000)) throw badRequest(`Malformed price level "${raw}": a number above 0, at most 1000`);
  return level;
}

function rangeParam(raw: string | undefined): RangeKey {
  const range = raw ?? '1d';
  if (!(range in RANGES)) throw badRequest(`Invalid range "${range}": use ${Object.keys(RANGES).join(', ')}`);
  return range as RangeKey;
}

/** Prices and histories, mounted at /gateway/api/v1/crypto/public. */
export function priceRoutes(now: () => number): Hono {
  const app = new Hono();

  for (const kind of ['price', 'market-cap'] as const) {
    app.get(`/${kind}/history/:from/:to`, (c) => {
      const asset = coinParam(c.req.param('from'));
      const fiat = fiatParam(c.req.param('to'));
      const range = rangeParam(c.req.query('range'));
      return c.json({ from: asset.symbol, to: fiat, range, points: history(kind, asset, fiat, range, now(), priceLevel(c)) });
    });
  }

  app.get('/price/:from/:to', (c) => {
    const asset = coinParam(c.req.param('from'));
    const fiat = fiatParam(c.req.param('to'));
    const quote = currentQuote(asset, fiat, now(), priceLevel(c));
    const spread = SPREAD_PERCENT / 100;
    return c.json({
      from: asset.symbol,
      to: fiat,
      ...quote,
      buyRate: roundPrice(quote.price * (1 + spread), fiat),
      sellRate: roundPrice(quote.price * (1 - spread), fiat),
      source: REFERENCE_SOURCE,
    });
  });

  app.get('/price/:fiat', (c) => {
    const fiat = fiatParam(c.req.param('fiat'));
    const locale = c.req.query('locale');
    if (locale !== undefined && !/^(es|en)([-_][A-Za-z]{2})?$/.test(locale)) throw badRequest(`Invalid locale "${locale}"`);
    const nowMs = now();
    const level = priceLevel(c);
    const prices = assets.map((a) => {
      const { price, change24h } = currentQuote(a, fiat, nowMs, level);
      return { symbol: a.symbol, name: a.name, price, change24h };
    });
    return c.json({ fiat, timestamp: nowMinute(nowMs), prices });
  });

  return app;
}
