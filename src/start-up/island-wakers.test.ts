import { PRICE_REFRESH_MS } from '../contracts/prices';
import { ISLAND_WAKERS } from './island-wakers';

vi.mock('../offline/build-id', () => ({ BUILD_ID: 'test-build' }));

/** A server page of this build, rendered at `renderedAt`, priced in euros (dollars also offered). */
function serverPage(renderedAt: number) {
  const state = { buildId: 'test-build', renderedAt, app: { defaultFiat: 'EUR', fiats: [{ ISO: 'EUR' }, { ISO: 'USD' }] }, queries: {} };
  document.body.innerHTML = `<div id="root"><p>page</p></div><script type="application/json" id="ssr-state">${JSON.stringify(state)}</script>`;
}

async function freshWakers() {
  vi.resetModules();
  return (await import('./island-wakers')).ISLAND_WAKERS;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('island wakers', () => {
  it('wake the prices when they are due to be read again, not before', async () => {
    vi.useFakeTimers();
    serverPage(Date.now() - 10_000);
    const wake = vi.fn();
    (await freshWakers())['price-strip']!(wake, document.body);
    vi.advanceTimersByTime(PRICE_REFRESH_MS - 10_001);
    expect(wake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wake the prices at once for a visitor who saved another of the market’s currencies', async () => {
    serverPage(Date.now());
    localStorage.setItem(
      'crypto-web:settings',
      JSON.stringify({ market: { id: 1 }, locale: 'es-ES', realLocale: 'es', defaultFiat: 'USD' }),
    );
    const wake = vi.fn();
    (await freshWakers()).calculator!(wake, document.body);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wake the cookie banner only for a visitor who has chosen', () => {
    const wake = vi.fn();
    ISLAND_WAKERS['consent-banner']!(wake, document.body);
    expect(wake).not.toHaveBeenCalled();
    localStorage.setItem('cookie-consent', JSON.stringify({ analytics: false, at: '2026-01-01T00:00:00Z' }));
    ISLAND_WAKERS['consent-banner']!(wake, document.body);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wake an ATM’s map only once it is in the viewport itself, with no margin', () => {
    const observers: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void; margin?: string }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<div data-island="location-map" style="display: contents"><div class="location-map"></div></div>';
    const wake = vi.fn();
    ISLAND_WAKERS['location-map']!(wake, document.body.firstElementChild as HTMLElement);
    expect(observers.map((observer) => observer.margin)).toEqual(['0px']);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(wake).not.toHaveBeenCalled();
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(wake).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
