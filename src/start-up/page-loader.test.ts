// The page's code loader, run on a fake document: what it asks for after the first paint, when it fetches
// the app's code ahead, what light mode (src/contracts/light-mode.ts) leaves out, and the worker that
// warms ICU up. (How the server writes it into a page: src/server/render/page-assets.test.ts.)
import { APP_CODE_ATTRIBUTE } from '../contracts/app-code';
import type { PageLoaderLists } from '../contracts/page-state';
import { ISLAND_ATTRIBUTES, SLEEPING_SEND } from '../contracts/islands';
import { loadPageCode, type LoaderGlobals } from './page-loader';

/** A page's lists: the translations and one island's file soon, the page's module for later. */
const lists = ({ light = false, intl = 'es UTC' } = {}): PageLoaderLists => ({
  entry: '/assets/entry.js',
  soon: [
    { rel: 'preload', href: '/locales/es', as: 'fetch' },
    { rel: 'modulepreload', href: '/assets/island.js' },
  ],
  later: [{ rel: 'modulepreload', href: '/assets/home.js' }],
  intl,
  light,
});

interface FakeEvent {
  type: 'pointerover' | 'focusin' | 'click' | 'pointerdown';
  target: { closest: (selector: string) => object | null; matches?: (selector: string) => boolean };
  pointerType?: string;
}

/** An element the loader's events land on: a site link or not, and focused by the keyboard or not. */
const element = ({ siteLink = false, focusVisible = false }) => ({
  closest: (selector: string) => (siteLink && selector === 'a[href^="/"]' ? {} : null),
  matches: (selector: string) => selector === ':focus-visible' && focusVisible,
});

/** An element a press can land on, which the loader may mark: in an island or not, a sleeping send button or not. */
const pressable = ({ inIsland = true, sleepingSend = false } = {}) => {
  const attributes = new Set<string>();
  return {
    attributes,
    closest: (selector: string) =>
      (inIsland && selector === `[${ISLAND_ATTRIBUTES.name}]`) || (sleepingSend && selector === SLEEPING_SEND) ? {} : null,
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
};

/** Runs the loader of a page (light or not) on a fake document, its frames and timers held until asked for. */
function runLoader(light = false) {
  const nodes: Array<Record<string, unknown>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const listeners = new Map<string, (event: FakeEvent) => void>();
  const marks: string[] = [];
  const fakeDocument = {
    documentElement: { setAttribute: (name: string) => marks.push(name) },
    createElement: () => ({}),
    head: { appendChild: (node: Record<string, unknown>) => nodes.push(node) },
    addEventListener: (type: string, listener: (event: FakeEvent) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  loadPageCode(lists({ light }), {
    document: fakeDocument as unknown as LoaderGlobals['document'],
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const runTimers = () => {
    while (timers.length > 0) timers.shift()!();
  };
  return {
    nodes,
    frames,
    timers,
    listeners,
    marks,
    runTimers,
    /** The URLs asked for so far. */
    added: () => nodes.map((node) => String(node.href ?? node.src)),
    /** The first paint, and every request after it. */
    paint: () => {
      frames.splice(0).forEach((frame) => frame());
      runTimers();
    },
    /** An event the loader listens for, and every request it makes for it. */
    dispatch: (event: FakeEvent) => {
      listeners.get(event.type)?.(event);
      runTimers();
    },
  };
}

const AFTER_PAINT = ['/assets/entry.js', '/locales/es', '/assets/island.js'];

describe('the code loader', () => {
  it("asks for the entry, the translations and the islands' code after the first paint, one request per task", () => {
    const page = runLoader();
    // Nothing before the first paint: the HTML and its images have the connection.
    expect(page.added()).toEqual([]);
    page.frames.splice(0).forEach((frame) => frame());
    // The frame's timer and the fallback timer: the second finds it started; then one request per task.
    page.timers.splice(0, 2).forEach((timer) => timer());
    expect(page.added()).toEqual(['/assets/entry.js', '/locales/es']);
    page.runTimers();
    expect(page.nodes.map(({ type, rel, as, crossOrigin }) => ({ type, rel, as, crossOrigin }))).toEqual([
      { type: 'module', rel: undefined, as: undefined, crossOrigin: '' },
      { type: undefined, rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' },
      { type: undefined, rel: 'modulepreload', as: undefined, crossOrigin: undefined },
    ]);
  });

  it('asks for them from its fallback timer when no frame comes (a hidden tab)', () => {
    const page = runLoader();
    page.runTimers();
    expect(page.added()).toEqual(AFTER_PAINT);
  });

  it("fetches the app's code ahead, once, when a mouse goes over a site link, and marks the document when it has arrived", () => {
    const page = runLoader();
    page.paint();
    page.dispatch({ type: 'pointerover', target: element({}), pointerType: 'mouse' });
    expect(page.added()).toEqual(AFTER_PAINT);
    page.dispatch({ type: 'pointerover', target: element({ siteLink: true }), pointerType: 'mouse' });
    expect(page.added()).toEqual([...AFTER_PAINT, '/assets/home.js']);
    expect([...page.listeners.keys()]).toEqual(['click', 'pointerdown']);
    // Once that code has arrived, the document says so: a click on a link then starts the app.
    expect(page.marks).toEqual([]);
    (page.nodes.at(-1)!.onload as () => void)();
    expect(page.marks).toEqual([APP_CODE_ATTRIBUTE]);
  });

  it('fetches it ahead for a site link focused from the keyboard', () => {
    const page = runLoader();
    page.paint();
    page.dispatch({ type: 'focusin', target: element({ siteLink: true, focusVisible: true }) });
    expect(page.added()).toEqual([...AFTER_PAINT, '/assets/home.js']);
  });

  it("fetches nothing ahead for a finger on a site link, nor for the focus its tap gives: the tap comes first, and it is the browser's navigation", () => {
    const page = runLoader();
    page.paint();
    page.dispatch({ type: 'pointerover', target: element({ siteLink: true }), pointerType: 'touch' });
    page.dispatch({ type: 'focusin', target: element({ siteLink: true }) });
    expect(page.added()).toEqual(AFTER_PAINT);
    expect([...page.listeners.keys()]).toEqual(['click', 'pointerdown', 'pointerover', 'focusin']);
  });

  it('marks the latest press in an island until the entry has run, which presses it again (src/start-up/island-roots.tsx)', () => {
    const page = runLoader();
    const [first, second, outside] = [pressable(), pressable(), pressable({ inIsland: false })];
    page.dispatch({ type: 'click', target: first });
    page.dispatch({ type: 'click', target: outside });
    expect([...first.attributes]).toEqual([ISLAND_ATTRIBUTES.earlyPress]);
    expect([...outside.attributes]).toEqual([]);
    page.dispatch({ type: 'click', target: second });
    expect([...first.attributes]).toEqual([]);
    expect([...second.attributes]).toEqual([ISLAND_ATTRIBUTES.earlyPress]);
    // The entry has run: its own listener keeps presses from then on.
    page.paint();
    (page.nodes.find((node) => node.type === 'module')!.onload as () => void)();
    expect(page.listeners.has('click')).toBe(false);
    expect(page.listeners.has('pointerdown')).toBe(false);
  });

  it("marks the pointer's press on a form's send button, which is off until its island wakes and so gets no click", () => {
    const page = runLoader();
    const [send, other] = [pressable({ sleepingSend: true }), pressable()];
    // Any other button's press is its click (kept above): its pointer alone marks nothing.
    page.dispatch({ type: 'pointerdown', target: other });
    expect([...other.attributes]).toEqual([]);
    page.dispatch({ type: 'pointerdown', target: send });
    expect([...send.attributes]).toEqual([ISLAND_ATTRIBUTES.earlyPress]);
  });

  it('in light mode asks for what a page needs and fetches nothing ahead, even for a visitor reaching for a link', () => {
    const page = runLoader(true);
    page.paint();
    page.dispatch({ type: 'pointerover', target: element({ siteLink: true }), pointerType: 'mouse' });
    expect(page.added()).toEqual(AFTER_PAINT);
  });

  it('starts a worker that loads ICU data for the page language and time zone, off the main thread', () => {
    const started: Array<{ url: string; name: string }> = [];
    const run = (Worker: unknown) =>
      loadPageCode(lists({ intl: 'en America/Asuncion' }), {
        document: { addEventListener: () => undefined } as unknown as LoaderGlobals['document'],
        Worker: Worker as typeof globalThis.Worker,
        requestAnimationFrame: () => undefined,
        setTimeout: () => undefined,
      });
    run(
      class {
        constructor(url: string, options: { name: string }) {
          started.push({ url, name: options.name });
        }
      },
    );
    expect(started).toEqual([{ url: '/intl-warm-up.js', name: 'en America/Asuncion' }]);
    // No worker (or one the browser refuses): the loader goes on; the page formats on the main thread.
    expect(() => run(undefined)).not.toThrow();
    expect(() =>
      run(
        class {
          constructor() {
            throw new Error('SecurityError');
          }
        },
      ),
    ).not.toThrow();
  });
});
