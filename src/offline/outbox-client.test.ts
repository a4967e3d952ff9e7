import { appStore, showSnackbar } from '../state/app-store';
import { i18n } from '../i18n/i18n';
import { outboxStore, startOutboxClient } from './outbox-client';
import { OUTBOX_CHANNEL, type OutboxEvent, type OutboxItem } from './outbox-kinds';
import { viteLocales } from '../../tests/setup/locales-vite';

const translation = viteLocales.en as Record<string, Record<string, unknown>>;

// The page listens as it does in the browser: startOutboxClient, with a service worker that is not ready
// yet (nothing asked of it), and the worker's side of the broadcast channel.
const worker = new BroadcastChannel(OUTBOX_CHANNEL);
/** What the page posts to the worker. */
const toWorker: unknown[] = [];
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: new Promise(() => {}),
      controller: { postMessage: (message: unknown) => toWorker.push(message) },
      addEventListener: () => {},
    },
  });
  startOutboxClient((tone, text) =>
    showSnackbar(
      tone,
      text((key, values) => i18n.t(key, values)),
    ),
  );
});
afterAll(() => {
  worker.close();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
beforeEach(() => {
  appStore.set({ snackbars: [] });
  toWorker.length = 0;
});

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

  it('shows a refusal once however often the worker says it, and tells the worker it was shown', async () => {
    const refused = { type: 'rejected' as const, item: { ...item, key: 'k-2' }, status: 422, message: 'Unprocessable' };
    // The worker says it live, then again when another tab of this visit asks for the state.
    await broadcast(refused, refused);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get().snackbars.map(({ message }) => message)).toEqual([
      'A request saved while offline was refused by the server (422)',
    ]);
    expect(toWorker).toContainEqual({ type: 'OUTBOX_SEEN', key: 'k-2' });
  });

  it('says, translated, that a write too old to send was not sent', async () => {
    await broadcast({ type: 'expired', item: { ...item, key: 'k-3' } });
    expect(appStore.get().snackbars.map(({ severity, message }) => ({ severity, message }))).toEqual([
      {
        severity: 'error',
        message:
          'A request saved while offline could not be sent within 7 days and will no longer be sent: make it again if you still need it',
      },
    ]);
    expect(toWorker).toContainEqual({ type: 'OUTBOX_SEEN', key: 'k-3' });
  });
});

describe('while a write waits, the page brings the replay on', () => {
  const callBack = { kind: 'callback' as const, key: 'waits-1', queuedAt: 0 };
  const asked = () => toWorker.filter((message) => (message as { type?: string }).type === 'OUTBOX_REPLAY');
  const askedAfter = (ms: number) => {
    vi.advanceTimersByTime(ms);
    return asked().length;
  };
  /** The worker's word arrives through the channel, outside the faked timers. */
  async function workerSays(items: OutboxItem[], timers: number) {
    worker.postMessage({ type: 'state', items } satisfies OutboxEvent);
    for (let turn = 0; turn < 200 && vi.getTimerCount() !== timers; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(timers);
  }

  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
  afterEach(async () => {
    await workerSays([], 0);
    vi.useRealTimers();
  });

  it('asks after 2, 4, 8 and 16 s, then every 30 s, leaving a running replay its pause', async () => {
    await workerSays([callBack], 1);
    expect(askedAfter(1999)).toBe(0);
    expect(askedAfter(1)).toBe(1);
    expect([4000, 8000, 16_000, 30_000, 30_000].map(askedAfter)).toEqual([2, 3, 4, 5, 6]);
    expect(new Set(asked().map((message) => JSON.stringify(message)))).toEqual(
      new Set([JSON.stringify({ type: 'OUTBOX_REPLAY', keepPause: true })]),
    );
  });

  it('asks at once on online, focus, pageshow and the page shown again', async () => {
    await workerSays([callBack], 1);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('pageshow'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(asked()).toHaveLength(4);
  });

  it('asks the worker what waits when the page is shown again, as it may have missed its word meanwhile', () => {
    const shownAgain = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
      return toWorker.filter((message) => (message as { type?: string }).type === 'OUTBOX_STATE').length;
    };
    expect(shownAgain('hidden')).toBe(0);
    expect(shownAgain('visible')).toBe(1);
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('goes by everything that waits in the worker, a companion write the visitor is not shown too', async () => {
    await workerSays([{ kind: 'phoneLead', key: 'lead-1', queuedAt: 0 }], 1);
    expect(outboxStore.get().items).toEqual([]);
    expect(askedAfter(2000)).toBe(1);
  });

  it('leaves no timer and asks nothing once nothing waits, and starts again when a write is queued', async () => {
    await workerSays([callBack], 1);
    expect(askedAfter(2000)).toBe(1);
    // The replay's last state: the queue is empty.
    await workerSays([], 0);
    window.dispatchEvent(new Event('focus'));
    expect(askedAfter(10 * 30_000)).toBe(1);

    await workerSays([{ ...callBack, key: 'waits-2' }], 1);
    expect(askedAfter(2000)).toBe(2);
    // A state that still lists a write does not start the schedule over, nor run a second one.
    await workerSays([{ ...callBack, key: 'waits-2' }], 1);
    expect(askedAfter(3999)).toBe(2);
    expect(askedAfter(1)).toBe(3);
  });
});
