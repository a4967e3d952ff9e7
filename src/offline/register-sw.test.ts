import { registerServiceWorker } from './register-sw';

// workbox-window as the browser would hand it over: the first time the connection has gone (the
// module never arrives), then it does.
const worker = vi.hoisted(() => ({ unreachable: true, registered: [] as string[] }));
vi.mock('workbox-window', () => ({
  get Workbox() {
    if (worker.unreachable) throw new TypeError('Failed to fetch dynamically imported module');
    return class {
      constructor(readonly url: string) {}
      addEventListener() {}
      register() {
        worker.registered.push(this.url);
        return Promise.resolve(undefined);
      }
    };
  },
}));

beforeEach(() => {
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => vi.unstubAllEnvs());

it('registers once the connection is back when workbox-window could not be fetched, with no error', async () => {
  await expect(registerServiceWorker()).resolves.toBeUndefined();
  expect(worker.registered).toEqual([]);
  worker.unreachable = false;
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(worker.registered).toEqual(['/sw.js']));
  // One listener, gone once used: a second 'online' registers nothing more.
  window.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(worker.registered).toEqual(['/sw.js']);
});
