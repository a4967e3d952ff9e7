import { BACKGROUND_REFRESHES } from '../contracts/background-refresh';
import { registerPeriodicRefresh } from './periodic-refresh';

const HOUR = 60 * 60 * 1000;

/** The browser as the page meets it: a service worker registration, with or without periodicSync, and a permission state. */
function browser({ periodicSync = true, permission = 'granted' as PermissionState | 'throws', refuse = [] as string[] } = {}) {
  const registered: Array<{ tag: string; minInterval?: number }> = [];
  const registration = periodicSync
    ? {
        periodicSync: {
          register: async (tag: string, options?: { minInterval?: number }) => {
            if (refuse.includes(tag)) throw new DOMException('refused', 'NotAllowedError');
            registered.push({ tag, minInterval: options?.minInterval });
          },
        },
      }
    : {};
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve(registration) }, configurable: true });
  const query = vi.fn(async ({ name }: { name: string }) => {
    if (permission === 'throws') throw new TypeError(`The provided value '${name}' is not a valid enum value`);
    return { state: permission };
  });
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
  return { registered, query };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
});

it('with the permission, registers the prices every 12 hours and the lists every day', async () => {
  const { registered, query } = browser();
  await expect(registerPeriodicRefresh()).resolves.toEqual(['renew-prices', 'renew-lists']);
  expect(query).toHaveBeenCalledWith({ name: 'periodic-background-sync' });
  expect(registered).toEqual([
    { tag: 'renew-prices', minInterval: 12 * HOUR },
    { tag: 'renew-lists', minInterval: 24 * HOUR },
  ]);
  expect(registered.map(({ tag }) => tag)).toEqual(BACKGROUND_REFRESHES.map(({ tag }) => tag));
});

it.each(['prompt', 'denied', 'throws'] as const)(
  'registers nothing when the permission is %s (a site not installed)',
  async (permission) => {
    const { registered } = browser({ permission });
    await expect(registerPeriodicRefresh()).resolves.toEqual([]);
    expect(registered).toEqual([]);
  },
);

it('registers nothing, and asks nothing, where the browser has no Periodic Background Sync', async () => {
  const { query } = browser({ periodicSync: false });
  await expect(registerPeriodicRefresh()).resolves.toEqual([]);
  expect(query).not.toHaveBeenCalled();
});

it('does nothing without service workers', async () => {
  await expect(registerPeriodicRefresh()).resolves.toEqual([]);
});

it('a refused tag does not keep the others from registering', async () => {
  const { registered } = browser({ refuse: ['renew-prices'] });
  await expect(registerPeriodicRefresh()).resolves.toEqual(['renew-lists']);
  expect(registered.map(({ tag }) => tag)).toEqual(['renew-lists']);
});
