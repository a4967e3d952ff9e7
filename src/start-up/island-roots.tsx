// The islands of a first document (src/ui/islands.tsx), each hydrated as a React root of its own when it
// wakes: at the first touch, click, key or focus in it, or at the moments its declaration names
// (src/contracts/islands.ts). Their code (React DOM, the shared runtime, the islands' chunks) is fetched
// ahead by the page's loader but run only when a first island wakes, so a page nobody touches, and that
// has nothing to show beyond the server's HTML, runs none of it. The moment's event finds the root already
// created, so React hydrates the part under it in that event's task and delivers the event (React's own
// selective hydration). Before the code is there, what the visitor does is the browser's: typing stays in
// the fields, which read it when they wake, and a press on a button that needs code is pressed again once
// its island is awake.
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTES, ISLANDS, SLEEPING_SEND, type IslandName, type Wake } from '../contracts/islands';
import { PRICE_REFRESH_MS } from '../contracts/prices';
import type { IslandDefinition, IslandProps } from '../ui/islands';
import { afterPageLoad } from '../lib/after-page-load';
import { onIslandWakeRequest, type WakeSignal } from '../lib/island-wake';
import { BUILD_ID } from '../offline/build-id';
import { readSettings, savedFiatIn } from '../markets/persisted-settings';
import { readConsent } from '../features/consent/consent-record';
import { documentServerState } from './ssr-state';
import type { Hydrate } from './page-runtime';

/** Every island's module, by its path from here (the declarations name them from `src/`). */
const ISLAND_MODULES = import.meta.glob<{ island: IslandDefinition<IslandProps> }>('../**/*-island.tsx');

async function loadIsland(name: IslandName): Promise<IslandDefinition<IslandProps>> {
  const load = ISLAND_MODULES[`../${ISLANDS[name].module}`];
  if (!load) throw new Error(`No module for the island "${name}"`);
  return (await load()).island;
}

/** How near the viewport a 'near-view' island wakes, so it is ready when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '300px';

/** Calls `run` once the island comes within `margin` of the viewport. Its wrapper has no box of its own
 * (`display: contents`), so its children are watched. */
function whenInView(element: HTMLElement, margin: string, run: () => void) {
  const boxes = [...element.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: margin },
  );
  boxes.forEach((box) => observer.observe(box));
}

/**
 * Each moment an island can wake at (besides the visitor's touch and a signal, which wakes it when sent),
 * as the one small function that waits for it. A function may call `wake` more than once.
 */
const MOMENTS: Partial<Record<Wake, (wake: () => void, element: HTMLElement) => void>> = {
  'near-view': (wake, element) => whenInView(element, NEAR_VIEWPORT_MARGIN, wake),
  'in-view': (wake, element) => whenInView(element, '0px', wake),
  'prices-due': (wake) => {
    const state = documentServerState(BUILD_ID);
    const savedFiat = state && savedFiatIn(state.app.fiats, readSettings());
    if (!state || (savedFiat && savedFiat !== state.app.defaultFiat)) return wake();
    setTimeout(wake, Math.max(0, state.renderedAt + PRICE_REFRESH_MS - Date.now()));
  },
  // The server's HTML shows the banner, as to a first visit: a visitor who has chosen gets it closed.
  'consent-chosen': (wake) => {
    if (readConsent()) wake();
  },
  // Also when the browser knows before the worker does.
  'network-gone': (wake) => {
    if (!navigator.onLine) wake();
    window.addEventListener('offline', wake, { once: true });
    onIslandWakeRequest('network-gone', wake);
  },
};

/** Waits for `moment`: its function, or the signal of that name. */
function waitFor(moment: Exclude<Wake, 'interaction' | 'idle'>, wake: () => void, element: HTMLElement) {
  const waiter = MOMENTS[moment];
  if (waiter) waiter(wake, element);
  else onIslandWakeRequest(moment as WakeSignal, wake);
}

/** What counts as the visitor reaching for an island: before its click, tap or keystroke lands. */
const APPROACH_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

interface FoundIsland {
  element: HTMLElement;
  name: IslandName;
  root?: Root;
  /** A press that came before the island's code: pressed again once it is awake. */
  pendingPress?: HTMLElement;
}

/**
 * What a press does nothing to without code. Native controls are left alone: a checkbox, a radio, a
 * select, a link, a popover's button or a form's send button act (or are off) without code, and the
 * islands read their state when they wake.
 */
const CODE_ONLY_PRESS = 'button:not([type="submit"]):not([popovertarget]), [role="button"], [role="combobox"]';

/** How long a kept press waits for its button to be turned on. */
const ENABLE_WAIT_MS = 5000;

const click = (element: HTMLElement) => element.click();

/** Clicks `element` once it is no longer disabled (the island's first render turns it on). */
function clickOnceEnabled(element: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (element.matches(':disabled')) return;
    observer.disconnect();
    element.click();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), ENABLE_WAIT_MS);
}

interface LoadedCode {
  hydrate: Hydrate;
  islands: Map<string, IslandDefinition<IslandProps>>;
}

export interface FirstDocumentIslands {
  /** Resolves once the page has loaded, every island waits for its moment and the 'idle' ones have hydrated. */
  ready: Promise<void>;
  /** Unmounts every island root (the app has rendered the page in one tree of its own). */
  unmountAll: () => void;
}

const momentsOf = (name: IslandName): readonly Wake[] => ISLANDS[name].wake;

/** The outermost islands of the document: one inside another is part of that one's root. */
function findIslands(): FoundIsland[] {
  const selector = `[${ISLAND_ATTRIBUTES.name}]`;
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => !element.parentElement?.closest(selector))
    .map((element) => ({ element, name: element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName }));
}

export function wakeIslands(load = loadIsland): FirstDocumentIslands {
  const found = findIslands();
  let loaded: LoadedCode | undefined;
  let loading: Promise<LoadedCode> | undefined;
  const loadCode = () =>
    (loading ??= Promise.all([
      import('./page-runtime').then(({ islandHydration }) => islandHydration()),
      Promise.all([...new Set(found.map((island) => island.name))].map(load)),
    ]).then(([hydrate, islands]) => {
      loaded = { hydrate, islands: new Map(islands.map((island) => [island.name, island])) };
      return loaded;
    }));

  // Once the app has taken over, it renders every island itself: a late waker wakes nothing.
  let takenOver = false;
  const hydrateWith = (code: LoadedCode, island: FoundIsland) => {
    if (island.root || takenOver) return;
    const { component } = code.islands.get(island.name)!;
    const props = JSON.parse(island.element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as IslandProps;
    island.root = code.hydrate(island.element, island.name, component as ComponentType<object>, props);
    // The press reaches the root React has just created over it: React hydrates the part it lands in, at once.
    const press = island.pendingPress;
    island.pendingPress = undefined;
    if (press?.isConnected) (press.matches(':disabled') ? clickOnceEnabled : click)(press);
  };
  /** Hydrates at once when the code is there (inside the waking event's task), else as soon as it is. */
  const hydrate = (island: FoundIsland): Promise<void> => {
    if (loaded) {
      hydrateWith(loaded, island);
      return Promise.resolve();
    }
    return loadCode().then((code) => hydrateWith(code, island));
  };

  const idle = new Promise<void>((resolve) => afterPageLoad(resolve, 0));
  const ready = idle
    .then(() => Promise.all(found.filter((island) => momentsOf(island.name).includes('idle')).map(hydrate)))
    .then(() => undefined);

  // A press in an island whose code has not arrived reaches no handler: it is kept, and pressed again once
  // the island is awake (as Qwik's loader hands an event to the handler it has just fetched). Only presses,
  // only the latest per island: typing stays in the fields, which read it when they wake.
  const keepPress = (target: Element | null, pressable = CODE_ONLY_PRESS) => {
    const island = found.find((candidate) => candidate.element.contains(target));
    const press = target?.closest?.<HTMLElement>(pressable);
    if (island && !island.root && press) island.pendingPress = press;
  };
  // On the document, in the capture phase: the root an approach creates is in place (its listeners
  // added) before the event reaches the island, so React sees this very event.
  const onApproach = (event: Event) => {
    const island = found.find((candidate) => candidate.element.contains(event.target as Node));
    if (!island) return;
    // A form's send button is off while its island sleeps, so the browser sends it no click: the press
    // is kept here, and made once the awake island turns the button on.
    if (event.type === 'pointerdown') keepPress(event.target as Element, SLEEPING_SEND);
    void hydrate(island);
  };
  const onPress = (event: MouseEvent) => keepPress(event.target as Element | null);
  for (const type of APPROACH_EVENTS) document.addEventListener(type, onApproach, { capture: true, passive: true });
  document.addEventListener('click', onPress, true);
  // A press made before this code ran, which the page's loader marked (src/start-up/page-loader.ts).
  const pressedEarly = document.querySelector(`[${ISLAND_ATTRIBUTES.earlyPress}]`);
  pressedEarly?.removeAttribute(ISLAND_ATTRIBUTES.earlyPress);
  keepPress(pressedEarly, `${CODE_ONLY_PRESS}, ${SLEEPING_SEND}`);
  const unread = documentServerState(BUILD_ID)?.unread ?? false;
  // The innermost element under the pointer (the last of the hovered chain).
  const pointedAt = [...document.querySelectorAll(':hover')].at(-1) ?? null;
  for (const island of found) {
    const wake = () => void hydrate(island);
    const moments = momentsOf(island.name);
    const waitsOnlyForTouch = moments.every((moment) => moment === 'interaction');
    // The visitor is already in it (typing, pressing or pointing at it before this code ran, so no approach
    // was seen): it wakes now, its fields take what was typed and its button is pressed again. What the
    // server could not read, an island that wakes by itself reads at once.
    const reachedFor = [document.activeElement, pointedAt].some((element) => island.element.contains(element));
    if (island.pendingPress || reachedFor || (unread && !waitsOnlyForTouch)) wake();
    else for (const moment of moments) if (moment !== 'interaction' && moment !== 'idle') waitFor(moment, wake, island.element);
  }
  return {
    ready,
    unmountAll: () => {
      takenOver = true;
      for (const type of APPROACH_EVENTS) document.removeEventListener(type, onApproach, true);
      document.removeEventListener('click', onPress, true);
      for (const island of found) island.root?.unmount();
    },
  };
}
