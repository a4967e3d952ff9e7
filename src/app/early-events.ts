// What a visitor does before the page's code has arrived. A server-rendered page is visible, and its
// fields and buttons look ready, a moment before hydration attaches their handlers; the code loader
// (src/server/page-assets.ts) records typing, clicks and submits from the start, keeps forms from
// submitting natively, and the client plays them back once it has taken the page over, so nothing the
// visitor did is lost.

import { yieldToMain } from './yield-to-main';

/** The global the inline loader records into; read once by the client at start-up. */
export const EARLY_EVENTS_GLOBAL = '__earlyEvents';

export type EarlyEvent =
  | { type: 'value'; target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; value: string }
  | { type: 'click'; target: HTMLElement; checked?: boolean }
  | { type: 'submit'; target: HTMLFormElement };

interface EarlyEventRecorder {
  events: EarlyEvent[];
  stop: () => void;
}

/**
 * The recorder's source, run inline at the end of a server-rendered body (so it is covered by the
 * answer's CSP hash). Clicks count on controls whose effect needs the code (buttons, checkboxes,
 * radios, the searchable selects' fields); links and `<summary>` work natively and are left alone.
 */
export const EARLY_EVENTS_RECORDER = `
  var recorder = { events: [] };
  var record = function (event) {
    var target = event.target;
    if (event.type === 'submit') {
      event.preventDefault();
      var byClick = recorder.events.some(function (e) { return e.type === 'click' && e.target === event.submitter; });
      if (!byClick) recorder.events.push({ type: 'submit', target: target });
    } else if (event.type === 'click') {
      var control = target.closest && target.closest('button, [role="button"], [role="combobox"], input[type="checkbox"], input[type="radio"]');
      if (control && !control.closest('a[href]')) recorder.events.push({ type: 'click', target: control, checked: control.type === 'checkbox' || control.type === 'radio' ? control.checked : undefined });
    } else if (target && 'value' in target && target.type !== 'checkbox' && target.type !== 'radio') {
      recorder.events.push({ type: 'value', target: target, value: target.value });
    }
  };
  var types = ['click', 'input', 'change', 'submit'];
  types.forEach(function (type) { document.addEventListener(type, record, true); });
  recorder.stop = function () { types.forEach(function (type) { document.removeEventListener(type, record, true); }); };
  window.${EARLY_EVENTS_GLOBAL} = recorder;
`;

/** Stops the recording (the client's own handlers take over from here) and returns what it holds. */
export function takeEarlyEvents(): EarlyEvent[] {
  const holder = window as unknown as Record<string, EarlyEventRecorder | undefined>;
  const recorder = holder[EARLY_EVENTS_GLOBAL];
  if (!recorder) return [];
  recorder.stop();
  delete holder[EARLY_EVENTS_GLOBAL];
  return recorder.events;
}

/** Sets a field's value the way typing does, so React's change tracking sees it. */
function typeInto(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  // React fires onChange when the value differs from the last one it saw, and hydration may have seen
  // the typed text already: show it another value first (through the element, which React watches),
  // then the typed one (past it, through the prototype), as a keystroke would.
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** React marks the DOM nodes it has taken over; a node inside a part still hydrating has no mark yet. */
const takenOverByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const browserIdle = (timeoutMs: number) =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });

/** Resolves once every element has been taken over, or after `timeoutMs` (the events then play anyway). */
async function untilTakenOver(elements: Element[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !elements.every((element) => !element.isConnected || takenOverByReact(element))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Plays the recorded events back, in order, on the same elements (hydration keeps the server's nodes),
 * once the parts of the page that hold them have been hydrated: each field's last value, each click (a
 * checkbox only if it is not already as the visitor left it), each submit. One event per task, as the
 * visitor's were, so each sees the state the one before it left.
 */
export async function replayEarlyEvents(recorded: EarlyEvent[], timeoutMs = 5000) {
  await untilTakenOver(recorded.map((event) => event.target), timeoutMs);
  // React marks nodes while it renders them, before it commits them; its slices are queued back to
  // back, so the browser is idle only once the work in progress is done.
  await browserIdle(timeoutMs);
  // An element the client rendered anew (a layout for the visitor's screen) is found again by its id.
  const events = recorded.flatMap((event) => {
    if (event.target.isConnected) return [event];
    const replacement = event.target.id ? document.getElementById(event.target.id) : null;
    return replacement && replacement.tagName === event.target.tagName ? [{ ...event, target: replacement } as EarlyEvent] : [];
  });
  for (const [index, event] of events.entries()) {
    if (event.type === 'value') {
      const later = events.slice(index + 1).some((next) => next.type === 'value' && next.target === event.target);
      // Hydration put the server's value back; the visitor's goes in again as typing.
      if (later) continue;
      typeInto(event.target, event.value);
    } else if (event.type === 'click') {
      if (event.checked !== undefined && (event.target as HTMLInputElement).checked === event.checked) continue;
      event.target.click();
    } else {
      event.target.requestSubmit();
    }
    await yieldToMain();
  }
}

/** A click the browser would follow as a navigation of this page to another address of this site. */
function internalLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? anchor : null;
}

/**
 * Holds a visitor's click on an internal link while React is still hydrating, and follows it once
 * `until` resolves. The router's links work from the moment their handler is attached, but a navigation
 * while a part of the page is still hydrating makes React drop that part's server HTML and render it
 * afresh (React's recoverable error #421): the click is followed, a moment later, as a client navigation.
 * Before the code runs at all, links are plain links and the browser follows them itself.
 */
export function holdLinkClicks(until: Promise<void>) {
  let held: HTMLAnchorElement | null = null;
  const hold = (event: MouseEvent) => {
    const anchor = internalLinkOf(event);
    if (!anchor) return;
    event.preventDefault();
    event.stopPropagation();
    held = anchor;
  };
  document.addEventListener('click', hold, true);
  void until.then(() => {
    document.removeEventListener('click', hold, true);
    const anchor = held;
    if (!anchor) return;
    // Hydration keeps the server's nodes; a link the client rendered anew is found again by its address.
    const href = anchor.getAttribute('href');
    const target = anchor.isConnected ? anchor : [...document.querySelectorAll('a[href]')].find((link) => link.getAttribute('href') === href);
    (target as HTMLAnchorElement | undefined)?.click();
  });
}

/** Resolves once the first commit is over and the browser is idle: every part of the page is hydrated. */
export const hydratedAndIdle = (hydration: Promise<void>, timeoutMs = 5000) => hydration.then(() => browserIdle(timeoutMs));
