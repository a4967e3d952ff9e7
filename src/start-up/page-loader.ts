// The code loader of a server-rendered page, built into an inline classic script (scripts/page-loader.ts)
// that runs as the body ends, before any module: once the browser has painted the HTML (a hidden tab
// paints no frames, so a timer starts it there) it asks for the page's small entry, the translations and
// the islands' code, and it fetches the app's code ahead, without running it, when the visitor reaches
// for a site link (a hovering pointer, keyboard focus): the app starts only to follow one
// (src/start-up/take-over.ts), and a visitor who only reads, or only uses the page's own controls, never
// needs it. Each request is made in a task of its own (asking for a resource takes the main thread a
// millisecond or two). In light mode it fetches nothing ahead: the app's code waits for a first click.
// Its lists come from the page (a JSON element the server writes just before it), so its text, and its
// CSP hash, is the same for every page of a build.
//
// Until the entry has run, it marks what the visitor presses in an island (src/start-up/island-roots.tsx
// presses it again once the island is awake): a tap in the first moments on a slow phone is not lost.
//
// It also starts a worker that loads ICU's data for the page's language and time zone
// (public/intl-warm-up.js): the first number or date format would otherwise load it on the main thread,
// while an island hydrates.
import { APP_CODE_ATTRIBUTE } from '../contracts/app-code';
import { browserIsLight } from '../contracts/light-mode';
import { ISLAND_ATTRIBUTES, SLEEPING_SEND } from '../contracts/islands';
import { PAGE_LOADER_ELEMENT_ID, type LoaderTag, type PageLoaderLists } from '../contracts/page-state';

/** What the loader uses of the browser (a test gives its own). */
export interface LoaderGlobals {
  document: Pick<Document, 'createElement' | 'head' | 'documentElement' | 'addEventListener' | 'removeEventListener'>;
  Worker?: typeof Worker;
  requestAnimationFrame: (run: () => void) => unknown;
  setTimeout: (run: () => void, ms?: number) => unknown;
}

/** The fallback for a tab that paints no frames. */
const NO_FRAME_MS = 2000;

export function loadPageCode(lists: PageLoaderLists, browser: LoaderGlobals = globalThis as unknown as LoaderGlobals) {
  const { document, requestAnimationFrame, setTimeout } = browser;
  try {
    if (browser.Worker) new browser.Worker('/intl-warm-up.js', { name: lists.intl });
  } catch {
    // No worker allowed: the page formats on its own thread.
  }
  let pressed: Element | undefined;
  const markPress = (event: Event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.(`[${ISLAND_ATTRIBUTES.name}]`)) return;
    // A form's send button is off until its island wakes, so it gets no click: only its pointer's press.
    if (event.type === 'pointerdown' && !target.closest(SLEEPING_SEND)) return;
    pressed?.removeAttribute(ISLAND_ATTRIBUTES.earlyPress);
    pressed = target;
    target.setAttribute(ISLAND_ATTRIBUTES.earlyPress, '');
  };
  const pressEvents = ['click', 'pointerdown'] as const;
  pressEvents.forEach((type) => document.addEventListener(type, markPress, true));
  const later = browserIsLight(lists.light) ? [] : lists.later;
  const addEach = (tags: LoaderTag[], whenLoaded?: () => void) => {
    let waiting = tags.length;
    const next = () => {
      const tag = tags.shift();
      if (!tag) return;
      const link = document.createElement('link');
      link.rel = tag.rel;
      link.href = tag.href;
      if (tag.as) {
        link.as = tag.as;
        link.crossOrigin = 'anonymous';
      }
      if (whenLoaded) link.onload = () => --waiting === 0 && whenLoaded();
      document.head.appendChild(link);
      setTimeout(next, 0);
    };
    next();
  };
  const intents = ['pointerover', 'focusin'] as const;
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.('a[href^="/"]')) return;
    // A finger's tap follows its touch at once, before any code could arrive, so the browser follows the
    // link itself: code asked for then only shares the connection with the next document. So only a
    // pointer that hovers, or focus moved by the keyboard (a tap focuses its link too), reaches ahead.
    if ((event as PointerEvent).pointerType === 'touch') return;
    if (event.type === 'focusin' && !target.matches(':focus-visible')) return;
    intents.forEach((type) => document.removeEventListener(type, onIntent, true));
    addEach(later, () => document.documentElement.setAttribute(APP_CODE_ATTRIBUTE, ''));
  };
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = lists.entry;
    // A module's load event comes once it has run: the islands' own listener has taken over.
    script.onload = () => pressEvents.forEach((type) => document.removeEventListener(type, markPress, true));
    document.head.appendChild(script);
    addEach(lists.soon);
    intents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  };
  requestAnimationFrame(() => setTimeout(load, 0));
  setTimeout(load, NO_FRAME_MS);
}

// The built script's one step: the page's lists, read from the element the server wrote before it.
const pageLists = typeof document === 'undefined' ? undefined : document.getElementById(PAGE_LOADER_ELEMENT_ID)?.textContent;
if (pageLists) loadPageCode(JSON.parse(pageLists) as PageLoaderLists);
