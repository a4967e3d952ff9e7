// The worker's background refresh, with the worker's API-read cache replaced at the module boundary:
// which cached reads each periodic sync renews, and that the event waits for them all.
const cache = vi.hoisted(() => ({ requests: [] as Request[], renewed: [] as string[] }));

vi.mock('./runtime-caching', () => ({
  cachedApiReads: async () => cache.requests,
  renewApiRead: async (request: Request) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    cache.renewed.push(new URL(request.url).pathname + new URL(request.url).search);
  },
}));

import { listenForPeriodicRefresh } from './periodic-refresh';

listenForPeriodicRefresh();

const here = (path: string) => new Request(new URL(path, self.location.origin).href);

/** Fires a periodic sync as the browser would, and resolves once the worker says it is done. */
async function periodicSync(tag: string) {
  const waits: Promise<unknown>[] = [];
  const event = Object.assign(new Event('periodicsync'), { tag, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  self.dispatchEvent(event);
  await Promise.all(waits);
  return waits.length;
}

beforeEach(() => {
  cache.renewed = [];
  cache.requests = [
    here('/gateway/api/v1/crypto/public/price/EUR?locale=es'),
    here('/gateway/api/v1/crypto/public/price/BTC/EUR'),
    here('/gateway/api/v1/crypto/public/price/history/BTC/EUR?range=1d'),
    here('/gateway/api/v1/crypto/public/market-cap/history/BTC/EUR?range=1d'),
    here('/cms/api/markets/2'),
    here('/cms/api/home?locale=es'),
    here('/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=2'),
    here('/gateway/api/v1/webapp/public/webapp/store/list-all-active?pageSizeReviews=0&market=2'),
    here('/gateway/api/v1/webapp/public/webapp/atms/1004'),
    here('/cms/api/atms?locale=es&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100'),
    here('/cms/api/stores?locale=es&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=100'),
    here('/locales/en'),
    new Request('https://cms.example.com/cms/api/markets/2'),
  ];
});

it('the prices sync renews the cached prices and the market record, and nothing else', async () => {
  expect(await periodicSync('renew-prices')).toBe(1);
  expect(cache.renewed).toEqual([
    '/gateway/api/v1/crypto/public/price/EUR?locale=es',
    '/gateway/api/v1/crypto/public/price/BTC/EUR',
    '/cms/api/markets/2',
  ]);
});

it('the lists sync renews the ATM and store lists and every page of their content records', async () => {
  await periodicSync('renew-lists');
  expect(cache.renewed).toEqual([
    '/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=2',
    '/gateway/api/v1/webapp/public/webapp/store/list-all-active?pageSizeReviews=0&market=2',
    '/cms/api/atms?locale=es&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100',
    '/cms/api/stores?locale=es&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=100',
  ]);
});

it('a periodic sync that is not ours is left alone', async () => {
  expect(await periodicSync('someone-else')).toBe(0);
  expect(cache.renewed).toEqual([]);
});

it('with nothing cached, a sync renews nothing', async () => {
  cache.requests = [];
  await periodicSync('renew-prices');
  expect(cache.renewed).toEqual([]);
});
