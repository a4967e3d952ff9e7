import { appStore } from '../state/app-store';
import { i18n } from '../i18n/i18n';
import { startOutboxClient } from './outbox-client';
import { OUTBOX_CHANNEL, type OutboxEvent } from './outbox-kinds';
import { viteLocales } from '../../tests/setup/locales-vite';

const translation = viteLocales.en as Record<string, Record<string, unknown>>;

// The page listens as it does in the browser: startOutboxClient, with a service worker that is not ready
// yet (nothing asked of it), and the worker's side of the broadcast channel.
const worker = new BroadcastChannel(OUTBOX_CHANNEL);
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: new Promise(() => {}), controller: null, addEventListener: () => {} },
  });
  startOutboxClient();
});
afterAll(() => {
  worker.close();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
beforeEach(() => appStore.set({ snackbars: [] }));

/** The worker broadcasts events, in order; resolves once the page has shown a snackbar. */
async function broadcast(...events: OutboxEvent[]) {
  for (const event of events) worker.postMessage(event);
  await vi.waitFor(() => expect(appStore.get().snackbars.length).toBeGreaterThan(0));
}

const item = { kind: 'newsletter' as const, key: 'k-1', queuedAt: 0 };

describe('the outbox announces each event once', () => {
  it('leaves "queued" to the form that sent the write', async () => {
    // Messages arrive in order: by the time the rejection shows, the queued event has been handled.
    await broadcast({ type: 'queued', item }, { type: 'rejected', item, status: 422, message: 'Unprocessable' });
    expect(appStore.get().snackbars.map(({ severity }) => severity)).toEqual(['error']);
  });

  it('says a delivery once, with the normal success message', async () => {
    await broadcast({ type: 'delivered', item });
    expect(appStore.get().snackbars.map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'success', message: 'Thank you for subscribing!' },
    ]);
  });
});
