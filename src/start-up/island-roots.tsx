// The islands of a first document (src/ui/islands.tsx), each hydrated as a React root of its own when it
// wakes: at the first touch, click, key or focus in it, or at the moment its wake names ('visible',
// 'needed', 'idle': src/contracts/islands.ts). Their code (React DOM, the shared runtime, the islands'
// chunks) is fetched ahead by the page's loader but run only when a first island wakes, so a page nobody
// touches, and that has nothing to show beyond the server's HTML, runs none of it. The moment's event
// finds the root already created, so React hydrates the part under it in that event's task and delivers
// the event (React's own selective hydration). Before the code is there, what the visitor does is the
// browser's: typing stays in the fields, which read it when they wake, and a press on a button that needs
// code is pressed again once its island is awake.
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTES, type Wake } from '../contracts/islands';
import type { IslandDefinition, IslandProps } from '../ui/islands';
import { afterPageLoad } from '../lib/after-page-load';
import { ISLAND_WAKERS, whenNearViewport } from './island-wakers';
import { loadIsland } from './island-modules';
import type { Hydrate } from './island-hydration';

/** What counts as the visitor reaching for an island: before its click, tap or keystroke lands. */
const APPROACH_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

interface FoundIsland {
  element: HTMLElement;
  name: string;
  wake: Wake;
  props: IslandProps;
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

/** The outermost islands of the document: one inside another is part of that one's root. */
function findIslands(): FoundIsland[] {
  const selector = `[${ISLAND_ATTRIBUTES.name}]`;
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => !element.parentElement?.closest(selector))
    .map((element) => ({
      element,
      name: element.getAttribute(ISLAND_ATTRIBUTES.name)!,
      wake: (element.getAttribute(ISLAND_ATTRIBUTES.wake) as Wake | null) ?? 'interaction',
      props: JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as IslandProps,
    }));
}

export function wakeIslands(): FirstDocumentIslands {
  const found = findIslands();
  let loaded: LoadedCode | undefined;
  let loading: Promise<LoadedCode> | undefined;
  const loadCode = () =>
    (loading ??= Promise.all([
      import('./island-hydration').then(({ islandHydration }) => islandHydration()),
      Promise.all([...new Set(found.map((island) => island.name))].map(loadIsland)),
    ]).then(([hydrate, islands]) => {
      loaded = { hydrate, islands: new Map(islands.map((island) => [island.name, island])) };
      return loaded;
    }));

  // Once the app has taken over, it renders every island itself: a late waker wakes nothing.
  let takenOver = false;
  const hydrateWith = (code: LoadedCode, island: FoundIsland) => {
    if (island.root || takenOver) return;
    const { component } = code.islands.get(island.name)!;
    island.root = code.hydrate(island.element, island.name, component as ComponentType<object>, island.props);
    // The press reaches the root React has just created over it: React hydrates the part it lands in, at once.
    const press = island.pendingPress;
    island.pendingPress = undefined;
    if (press?.isConnected) press.click();
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
  const ready = idle.then(() => Promise.all(found.filter((island) => island.wake === 'idle').map(hydrate))).then(() => undefined);

  // On the document, in the capture phase: the root an approach creates is in place (its listeners
  // added) before the event reaches the island, so React sees this very event.
  const onApproach = (event: Event) => {
    const island = found.find((candidate) => candidate.element.contains(event.target as Node));
    if (island) void hydrate(island);
  };
  // A press in an island whose code has not arrived reaches no handler: it is kept, and pressed again once
  // the island is awake (as Qwik's loader hands an event to the handler it has just fetched). Only presses,
  // only the latest per island: typing stays in the fields, which read it when they wake.
  const onPress = (event: MouseEvent) => {
    const island = found.find((candidate) => candidate.element.contains(event.target as Node));
    const press = (event.target as Element | null)?.closest?.<HTMLElement>(CODE_ONLY_PRESS);
    if (island && !island.root && press) island.pendingPress = press;
  };
  for (const type of APPROACH_EVENTS) document.addEventListener(type, onApproach, { capture: true, passive: true });
  document.addEventListener('click', onPress, true);
  for (const island of found) {
    const wake = () => void hydrate(island);
    // The visitor is already in it (typing before this code ran, so no approach was seen): it wakes now,
    // and its fields take what was typed. What the server could not read, an island shows as still coming
    // (aria-busy): it reads it at once.
    if (island.element.contains(document.activeElement)) wake();
    else if (island.wake !== 'interaction' && island.element.querySelector('[aria-busy="true"]')) wake();
    else if (island.wake === 'visible') whenNearViewport(island.element, wake);
    else if (island.wake === 'needed') ISLAND_WAKERS[island.name]?.(wake, island.element);
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
