import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { defineIsland, Island, type IslandDefinition } from '../ui/islands';
import { TextField } from '../ui/text-field';

// The islands' code and the page's runtime are what the tests give here; the rule under test is when
// each island is hydrated, as a root of its own, and what happens to what the visitor did before.
const idle = vi.hoisted(() => ({ run: [] as Array<() => void> }));
vi.mock('../lib/after-page-load', () => ({ afterPageLoad: (run: () => void) => idle.run.push(run) }));
vi.mock('./island-hydration', () => ({
  islandHydration: async () => (element: HTMLElement, _name: string, Component: React.ComponentType<object>, props: object) =>
    hydrateRoot(element, <Component {...props} />),
}));
const definitions = vi.hoisted(() => new Map<string, IslandDefinition<object>>());
vi.mock('./island-modules', () => ({ loadIsland: async (name: string) => definitions.get(name) }));

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
      <Island of={counter} props={{ label: 'inner' }} wake="interaction" />
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

const counter = defineIsland('counter', Counter);
// Named as a real island so its waker (a request from outside) applies.
const notices = defineIsland('notices', Counter);
const waiting = defineIsland('waiting', Waiting);
const echo = defineIsland('echo', Echo);
const outer = defineIsland('outer', Outer);
const choice = defineIsland('choice', Choice);
[counter, echo, outer, choice, notices, waiting].forEach((island) => definitions.set(island.name, island as IslandDefinition<object>));

/** React marks the nodes it has taken over. */
const hydrated = (selector: string) => Object.keys(document.querySelector(selector)!).some((key) => key.startsWith('__reactFiber$'));

/** The server's page: a paragraph that is never hydrated, and the given islands. */
function serverPage(islands: React.ReactElement) {
  document.body.innerHTML = renderToString(
    <main>
      <p id="text">Static</p>
      {islands}
    </main>,
  );
}

async function wake() {
  vi.resetModules();
  const { wakeIslands } = await import('./island-roots');
  return wakeIslands();
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
  document.body.innerHTML = '';
});

describe('wakeIslands', () => {
  it("hydrates 'idle' islands once the page is idle, and never what is not an island", async () => {
    serverPage(
      <>
        <Island of={counter} props={{ label: 'idle' }} wake="idle" />
        <Island of={counter} props={{ label: 'touch' }} wake="interaction" />
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
    serverPage(<Island of={counter} props={{ label: 'touch' }} wake="interaction" />);
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
    serverPage(<Island of={echo} props={{}} wake="interaction" />);
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
    serverPage(<Island of={echo} props={{}} wake="needed" />);
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
        <Island of={counter} props={{ label: 'early' }} wake="interaction" />
        <Island of={choice} props={{}} wake="interaction" />
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

  it("wakes a 'needed' island when code outside it asks, and one showing what the server could not read at once", async () => {
    serverPage(
      <>
        <Island of={notices} props={{ label: 'asked' }} wake="needed" />
        <Island of={waiting} props={{}} wake="needed" />
      </>,
    );
    const islands = await wake();
    await goIdle(islands);
    expect(hydrated('#waiting')).toBe(true);
    expect(hydrated('#asked-counter')).toBe(false);
    const { requestIslandWake } = await import('../lib/island-wake');
    await act(async () => {
      requestIslandWake('notices');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hydrated('#asked-counter')).toBe(true);
    islands.unmountAll();
  });

  it('hydrates an island inside another as part of the outer one, and unmounts every root when the app takes over', async () => {
    serverPage(<Island of={outer} props={{}} wake="idle" />);
    const islands = await wake();
    await goIdle(islands);
    expect(hydrated('#outer')).toBe(true);
    expect(hydrated('#inner-counter')).toBe(true);
    act(() => islands.unmountAll());
    expect(document.querySelector('#outer')).toBeNull();
  });
});
