// The store is module state kept for the page's life, so each test takes a fresh copy of the module.
const fresh = async () => {
  vi.resetModules();
  const store = await import('./install-prompt');
  const page = new EventTarget();
  store.captureInstallPrompt(page);
  return { ...store, page };
};

/** An offer as the browser makes it, answering its prompt with `outcome`. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

beforeEach(() => sessionStorage.clear());

it('keeps the offer, holding back the browser’s own banner, and tells its subscribers', async () => {
  const { installPrompt, page } = await fresh();
  const changed = vi.fn();
  installPrompt.subscribe(changed);
  const event = offer('accepted');
  page.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(installPrompt.available()).toBe(true);
  expect(changed).toHaveBeenCalledTimes(1);
});

it('opens the browser’s prompt once, and is gone from then on', async () => {
  const { installPrompt, page } = await fresh();
  const event = offer('accepted');
  page.dispatchEvent(event);
  await installPrompt.prompt();
  await installPrompt.prompt();
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(installPrompt.available()).toBe(false);
  expect(sessionStorage.length).toBe(0);
});

it('is gone once the site is installed, and a later offer is not shown', async () => {
  const { installPrompt, page } = await fresh();
  page.dispatchEvent(offer('accepted'));
  page.dispatchEvent(new Event('appinstalled'));
  expect(installPrompt.available()).toBe(false);
  page.dispatchEvent(offer('accepted'));
  expect(installPrompt.available()).toBe(false);
});

it('after a "no" to the prompt, offers are not shown again for the rest of the visit', async () => {
  const { installPrompt, page } = await fresh();
  page.dispatchEvent(offer('dismissed'));
  await installPrompt.prompt();
  expect(sessionStorage.length).toBe(1);
  // The next page of the same visit:
  const next = await fresh();
  const event = offer('accepted');
  next.page.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(next.installPrompt.available()).toBe(false);
});

it('unsubscribes', async () => {
  const { installPrompt, page } = await fresh();
  const changed = vi.fn();
  installPrompt.subscribe(changed)();
  page.dispatchEvent(offer('accepted'));
  expect(changed).not.toHaveBeenCalled();
});

describe('when the control wakes', () => {
  /** The page's install controls: in a closed menu (a popover) and, with `onPage`, one in the page itself. */
  async function withControls(onPage: boolean) {
    document.body.innerHTML = `<ul id="menu" popover="auto"><li><div data-island="install-control"></div></li></ul>${
      onPage ? '<main><div data-island="install-control"></div></main>' : ''
    }`;
    const { installPrompt, page } = await fresh();
    const { onIslandWakeRequest } = await import('../lib/island-wake');
    const woken = vi.fn();
    onIslandWakeRequest('install-offered', woken);
    return { installPrompt, page, woken };
  }
  const openMenu = () => {
    const toggle = Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' });
    document.getElementById('menu')!.dispatchEvent(toggle);
  };
  afterEach(() => document.body.replaceChildren());

  it('with the control only in a closed menu, the offer wakes nothing until the menu opens', async () => {
    const { page, woken } = await withControls(false);
    page.dispatchEvent(offer('accepted'));
    expect(woken).not.toHaveBeenCalled();
    openMenu();
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('a menu opened with no offer kept wakes nothing', async () => {
    const { woken } = await withControls(false);
    openMenu();
    expect(woken).not.toHaveBeenCalled();
  });

  it('a control in the page itself wakes at the offer', async () => {
    const { page, woken } = await withControls(true);
    page.dispatchEvent(offer('accepted'));
    expect(woken).toHaveBeenCalledTimes(1);
  });
});
