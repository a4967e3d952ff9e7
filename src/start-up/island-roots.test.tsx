import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Island, type IslandDefinition, type IslandProps } from '../ui/islands';
import { ISLAND_ATTRIBUTES, type IslandName, type Wake } from '../contracts/islands';
import { PRICE_REFRESH_MS } from '../contracts/prices';
import { TextField } from '../ui/text-field';
import { useHydrated } from '../lib/client-only';

// The islands' code and the page's runtime are what the tests give here; the rule under test is when
// each island is hydrated, as a root of its own, and what happens to what the visitor did before.
const idle = vi.hoisted(() => ({ run: [] as Array<() => void> }));
vi.mock('../lib/after-page-load', () => ({ afterPageLoad: (run: () => void) => idle.run.push(run) }));
vi.mock('../offline/build-id', () => ({ BUILD_ID: 'test-build' }));
// The islands under test, declared as the site declares its own.
const declared = vi.hoisted(
  () =>
    ({
      counter: ['interaction'],
      'idle-counter': ['idle'],
      echo: ['interaction'],
      'echo-asked': ['notice-posted'],
      choice: ['interaction'],
      'send-form': ['interaction'],
      asked: ['notice-posted'],
      priced: ['prices-due'],
      waiting: ['near-view'],
      outer: ['idle'],
    }) as Record<string, Wake[]>,
);
vi.mock('../contracts/islands', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ISLANDS: Object.fromEntries(Object.entries(declared).map(([name, wake]) => [name, { module: `test/${name}-island.tsx`, wake }])),
}));
vi.mock('./page-runtime', () => ({
  islandHydration: async () => (element: HTMLElement, _name: string, Component: React.ComponentType<object>, props: object) =>
    hydrateRoot(element, <Component {...props} />),
}));
const definitions = new Map<string, IslandDefinition<object>>();
const loadTestIsland = async (name: IslandName) => definitions.get(name) as IslandDefinition<IslandProps>;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={`${label}-counter`} onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Echo() {
  const [text, setText] = useState('');
  return (
    <>
      <TextField id="echo" label="Echo" value={text} onChange={setText} />
      <output id="echoed">{text}</output>
    </>
  );
}

/** A form only code can send: its send button is off until the island is awake (as src/ui/send-button.tsx). */
function SendForm() {
  const awake = useHydrated();
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(sent + 1);
      }}
    >
      <button type="submit" id="send" disabled={!awake}>
        Send
      </button>
      <output id="sent">{sent}</output>
    </form>
  );
}

/** A checkbox whose island reads, once awake, what the visitor left it at. */
function Choice() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(document.querySelector<HTMLInputElement>('#choice')!.checked), []);
  return (
    <label>
      <input id="choice" type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
      <output id="chosen">{on ? 'yes' : 'no'}</output>
    </label>
  );
}

function Outer() {
  return (
    <section id="outer">
      <Island of={counter} props={{ label: 'inner' }} />
    </section>
  );
}

/** What the server could not read: shown as still coming. */
function Waiting() {
  return (
    <p id="waiting" aria-busy="true">
      …
    </p>
  );
}

const testIsland = <P extends object>(name: string, component: React.ComponentType<P>): IslandDefinition<P> => ({
  name: name as IslandName,
  component,
});
const counter = testIsland('counter', Counter);
const idleCounter = testIsland('idle-counter', Counter);
const asked = testIsland('asked', Counter);
const priced = testIsland('priced', Counter);
const waiting = testIsland('waiting', Waiting);
const echo = testIsland('echo', Echo);
const echoAsked = testIsland('echo-asked', Echo);
const outer = testIsland('outer', Outer);
const choice = testIsland('choice', Choice);
const sendForm = testIsland('send-form', SendForm);
[counter, idleCounter, asked, priced, waiting, echo, echoAsked, outer, choice, sendForm].forEach((island) =>
  definitions.set(island.name, island as IslandDefinition<object>),
);

/** React marks the nodes it has taken over. */
const hydrated = (selector: string) => Object.keys(document.querySelector(selector)!).some((key) => key.startsWith('__reactFiber$'));

/** The server's page: a paragraph that is never hydrated, and the given islands. */
function serverPage(islands: React.ReactElement, pageState: { unread?: boolean; renderedAt?: number; app?: object } = {}) {
  const state = { buildId: 'test-build', renderedAt: Date.now(), unread: false, app: {}, queries: {}, ...pageState };
  document.body.innerHTML = `<div id="root">${renderToString(
    <main>
      <p id="text">Static</p>
      {islands}
    </main>,
  )}</div><script type="application/json" id="ssr-state">${JSON.stringify(state)}</script>`;
}

async function wake() {
  vi.resetModules();
  const { wakeIslands } = await import('./island-roots');
  return wakeIslands(loadTestIsland);
}

/** The loaded page goes idle: the islands' code loads and the idle ones hydrate. */
async function goIdle(islands: Awaited<ReturnType<typeof wake>>) {
  await act(async () => {
    idle.run.splice(0).forEach((run) => run());
    await islands.ready;
  });
}

afterEach(() => {
  idle.run.length = 0;
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('wakeIslands', () => {
  it("hydrates 'idle' islands once the page is idle, and never what is not an island", async () => {
    serverPage(
      <>
        <Island of={idleCounter} props={{ label: 'idle' }} />
        <Island of={counter} props={{ label: 'touch' }} />
      </>,
    );
    const islands = await wake();
    expect(hydrated('#idle-counter')).toBe(false);
    await goIdle(islands);
    expect(hydrated('#idle-counter')).toBe(true);
    expect(hydrated('#touch-counter')).toBe(false);
    expect(hydrated('#text')).toBe(false);
    islands.unmountAll();
  });

  it("hydrates an 'interaction' island as the visitor reaches for it, in time for the click that follows", async () => {
    serverPage(<Island of={counter} props={{ label: 'touch' }} />);
    const islands = await wake();
    await goIdle(islands);
    const button = document.querySelector<HTMLButtonElement>('#touch-counter')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(hydrated('#touch-counter')).toBe(true);
    expect(button.textContent).toBe('touch 1');
    islands.unmountAll();
  });

  it('loads the code at the first touch, not before, and the island takes what was typed before', async () => {
    serverPage(<Island of={echo} props={{}} />);
    const islands = await wake();
    await goIdle(islands);
    expect(hydrated('#echo')).toBe(false);
    const field = document.querySelector<HTMLInputElement>('#echo')!;
    field.value = 'Valencia';
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // The code's import settles in a later task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => undefined);
    expect(hydrated('#echo')).toBe(true);
    expect(document.querySelector('#echoed')!.textContent).toBe('Valencia');
    expect(field.value).toBe('Valencia');
    islands.unmountAll();
  });

  it('wakes at once an island the visitor was already typing in before the code ran, whatever its wake, and takes the text', async () => {
    serverPage(<Island of={echoAsked} props={{}} />);
    const field = document.querySelector<HTMLInputElement>('#echo')!;
    // Focus and text came before the entry: no approach event will follow.
    field.focus();
    field.value = '200';
    const islands = await wake();
    // The code's import settles in a later task.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => undefined);
    expect(hydrated('#echo')).toBe(true);
    expect(document.querySelector('#echoed')!.textContent).toBe('200');
    islands.unmountAll();
  });

  it('presses again, once the island is awake, a button pressed before its code arrived; a checkbox keeps its own state', async () => {
    serverPage(
      <>
        <Island of={counter} props={{ label: 'early' }} />
        <Island of={choice} props={{}} />
      </>,
    );
    const islands = await wake();
    const button = document.querySelector<HTMLButtonElement>('#early-counter')!;
    const box = document.querySelector<HTMLInputElement>('#choice')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button.click();
      box.click();
      await vi.waitFor(() => expect(hydrated('#early-counter')).toBe(true));
    });
    // Pressed once, by the visitor, before the code: once, when the island woke.
    expect(button.textContent).toBe('early 1');
    await act(async () => {
      box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await Promise.resolve();
    });
    expect(box.checked).toBe(true);
    expect(document.querySelector('#chosen')!.textContent).toBe('yes');
    islands.unmountAll();
  });

  it("presses again, once the island is awake, a button pressed before this code ran (the page loader's mark)", async () => {
    serverPage(<Island of={counter} props={{ label: 'first' }} />);
    const button = document.querySelector<HTMLButtonElement>('#first-counter')!;
    button.setAttribute(ISLAND_ATTRIBUTES.earlyPress, '');
    const islands = await wake();
    await act(async () => {
      await vi.waitFor(() => expect(hydrated('#first-counter')).toBe(true));
    });
    expect(button.textContent).toBe('first 1');
    expect(button.hasAttribute(ISLAND_ATTRIBUTES.earlyPress)).toBe(false);
    islands.unmountAll();
  });

  it('sends, once the island is awake and its button on, a form whose off send button was pressed before this code ran', async () => {
    serverPage(<Island of={sendForm} props={{}} />);
    const send = document.querySelector<HTMLButtonElement>('#send')!;
    expect(send.disabled).toBe(true);
    send.setAttribute(ISLAND_ATTRIBUTES.earlyPress, '');
    const islands = await wake();
    // React turns the button on in a render of its own after hydrating: each try lets it run.
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(document.querySelector('#sent')!.textContent).toBe('1');
    });
    expect(send.disabled).toBe(false);
    islands.unmountAll();
  });

  it('wakes an island when the signal it waits for is sent, and no other', async () => {
    serverPage(
      <>
        <Island of={asked} props={{ label: 'asked' }} />
        <Island of={counter} props={{ label: 'touch' }} />
      </>,
    );
    const islands = await wake();
    await goIdle(islands);
    expect(hydrated('#asked-counter')).toBe(false);
    const { requestIslandWake } = await import('../lib/island-wake');
    await act(async () => {
      requestIslandWake('install-offered');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hydrated('#asked-counter')).toBe(false);
    await act(async () => {
      requestIslandWake('notice-posted');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hydrated('#asked-counter')).toBe(true);
    expect(hydrated('#touch-counter')).toBe(false);
    islands.unmountAll();
  });

  it("wakes prices once the server's are due to be read again, not before; at once for a visitor who saved another currency", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const euros = { defaultFiat: 'EUR', fiats: [{ ISO: 'EUR' }, { ISO: 'USD' }] };
    serverPage(<Island of={priced} props={{ label: 'priced' }} />, { app: euros, renderedAt: Date.now() - 10_000 });
    const islands = await wake();
    await goIdle(islands);
    await act(async () => void vi.advanceTimersByTime(PRICE_REFRESH_MS - 10_001));
    expect(hydrated('#priced-counter')).toBe(false);
    await act(async () => void vi.advanceTimersByTime(2));
    await vi.waitFor(() => expect(hydrated('#priced-counter')).toBe(true));
    islands.unmountAll();

    localStorage.setItem(
      'crypto-web:settings',
      JSON.stringify({ market: { id: 1 }, locale: 'es-ES', realLocale: 'es', defaultFiat: 'USD' }),
    );
    serverPage(<Island of={priced} props={{ label: 'priced' }} />, { app: euros });
    const saved = await wake();
    await goIdle(saved);
    await vi.waitFor(() => expect(hydrated('#priced-counter')).toBe(true));
    saved.unmountAll();
  });

  it('wakes at once, where the server could not read something, each island that wakes by itself; one that waits for a touch still waits', async () => {
    const page = (
      <>
        <Island of={waiting} props={{}} />
        <Island of={counter} props={{ label: 'touch' }} />
      </>
    );
    serverPage(page, { unread: true });
    const islands = await wake();
    await goIdle(islands);
    expect(hydrated('#waiting')).toBe(true);
    expect(hydrated('#touch-counter')).toBe(false);
    islands.unmountAll();
    // Without IntersectionObserver (jsdom) a 'near-view' island wakes at once: with it, what the server read needs nothing.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    serverPage(page);
    const calm = await wake();
    await goIdle(calm);
    expect(hydrated('#waiting')).toBe(false);
    calm.unmountAll();
    vi.unstubAllGlobals();
  });

  it('hydrates an island inside another as part of the outer one, and unmounts every root when the app takes over', async () => {
    serverPage(<Island of={outer} props={{}} />);
    const islands = await wake();
    await goIdle(islands);
    expect(hydrated('#outer')).toBe(true);
    expect(hydrated('#inner-counter')).toBe(true);
    act(() => islands.unmountAll());
    expect(document.querySelector('#outer')).toBeNull();
  });
});
