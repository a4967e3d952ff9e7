// Islands in one React tree. On the first document the browser hydrates only the parts a visitor
// operates; everything else stays the server's HTML. Each part is a Suspense boundary whose child waits
// on a promise while React hydrates it: React keeps a waiting boundary's server DOM as it is and
// hydrates it once the promise resolves (TanStack Start's <Hydrate> works the same way).
//
// - <Static> never wakes on the first document: text, cards, links and <details> work without React.
// - <Island> wakes on the first interaction with it (React hydrates a boundary at once when an event
//   lands in it, and the island then lets it), when its place comes near the viewport, or when the
//   browser is idle, as the island asks.
//
// A boundary that receives new props or context while it still waits would be thrown away and rendered
// afresh (React's recoverable error 421). So a waiting boundary ignores new props (its content is the
// server's), and before the first client navigation, which changes what is above them, every waiting
// boundary is released and hydrated (releaseFirstDocument, which start-up puts in front of the
// history's moves).
import { memo, Suspense, useEffect, useId, useReducer, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/client-only';
import { afterPageLoad } from '../lib/after-page-load';

/** Events that mean a visitor is operating the part under them. */
const INTERACTIONS = new Set(['pointerdown', 'mousedown', 'touchstart', 'keydown', 'click', 'input', 'change', 'submit', 'focusin']);

/** How near the viewport a visible-waking island wakes, so it is ready when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '300px';

/** Boundaries still holding server HTML, by their React id (stable across hydration attempts). */
const waiting = new Set<string>();
/** Set when the browser starts taking a server page over; only then is there anything to release. */
let holding = false;
let released = false;
let release: () => void = () => undefined;
const firstDocumentReleased = new Promise<void>((resolve) => (release = resolve));
let allHydrated: (() => void) | null = null;

function settle(id: string) {
  waiting.delete(id);
  if (waiting.size === 0) allHydrated?.();
}

/**
 * Set from the moment an interaction reaches the window until the end of its task: React hydrates the
 * boundary an event lands in synchronously, inside that task, so a boundary rendered then is the one
 * the visitor is operating.
 */
let interactionInProgress = false;

function followInteractions() {
  const note = () => {
    if (interactionInProgress) return;
    interactionInProgress = true;
    setTimeout(() => (interactionInProgress = false), 0);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, note, { capture: true, passive: true });
}

interface Waker {
  /** A static part: only the end of the first document wakes it, never an interaction. */
  staticPart: boolean;
  awake: boolean;
  /** Its boundary has been hydrated: from now on it takes new props like any component. */
  hydrated: boolean;
  /** Renders the island again once hydrated, with the props it ignored while waiting. */
  onHydrated?: () => void;
  wake: () => void;
  promise: Promise<void>;
}

function createWaker(staticPart: boolean): Waker {
  let wake: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (wake = resolve));
  const waker: Waker = { staticPart, awake: false, hydrated: false, promise, wake: () => undefined };
  waker.wake = () => {
    waker.awake = true;
    wake();
  };
  void firstDocumentReleased.then(waker.wake);
  return waker;
}

/**
 * The child that decides: while React hydrates it and it may not wake yet, it suspends (React keeps
 * the server's DOM); on the server and in a render without server HTML it is its children at once.
 */
function Gate({ waker, children }: { waker: Waker; children: ReactNode }) {
  const id = useId();
  const hydrating = !useHydrated();
  if (holding && hydrating && !waker.awake && !released) {
    if (interactionInProgress && !waker.staticPart) waker.wake();
    if (!waker.awake) {
      waiting.add(id);
      throw waker.promise;
    }
  }
  return (
    <>
      <Settled id={id} waker={waker} />
      {children}
    </>
  );
}

function Settled({ id, waker }: { id: string; waker: Waker }) {
  useEffect(() => {
    if (!waker.hydrated) {
      waker.hydrated = true;
      waker.onHydrated?.();
    }
    settle(id);
    replayTypedValues();
  }, [id, waker]);
  return null;
}

/**
 * The boundary: it ignores new props while it still holds server HTML (see the header), and takes them
 * like any component once hydrated.
 */
const Boundary = memo(
  function Boundary({ waker, children }: { waker: Waker; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Gate waker={waker}>{children}</Gate>
      </Suspense>
    );
  },
  (previous, next) => (next.waker.hydrated ? previous.children === next.children : true),
);

/** Renders the part again once it is hydrated, with the props it ignored while waiting. */
function usePart(staticPart: boolean): Waker {
  const [waker] = useState(() => createWaker(staticPart));
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  waker.onHydrated = renderAgain;
  return waker;
}

/** A part that needs no React on the first document: it stays the server's HTML until a client navigation. */
export function Static({ children }: { children: ReactNode }) {
  return <Boundary waker={usePart(true)}>{children}</Boundary>;
}

export type Wake = 'interaction' | 'idle' | { visible: string };

/**
 * A part a visitor operates. `wake`: 'interaction' (the first tap, click or keystroke in it), 'idle'
 * (after the page has loaded, when the browser is idle) or `{ visible: selector }` (when the element the
 * selector finds comes near the viewport; an interaction wakes it too).
 */
export function Island({ wake, children }: { wake: Wake; children: ReactNode }) {
  const waker = usePart(false);
  const idle = wake === 'idle';
  const visibleSelector = typeof wake === 'object' ? wake.visible : null;
  useEffect(() => {
    if (waker.awake) return;
    if (idle) return afterPageLoad(waker.wake, 0);
    if (visibleSelector) return whenNearViewport(visibleSelector, waker.wake);
  }, [waker, idle, visibleSelector]);
  return <Boundary waker={waker}>{children}</Boundary>;
}

function whenNearViewport(selector: string, run: () => void): (() => void) | undefined {
  const element = document.querySelector(selector);
  // Not on the page (a map the visitor's screen hides): only an interaction wakes the island.
  if (!element) return undefined;
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Ends the first document: every waiting boundary is released, and this resolves once React has
 * hydrated them all (or after `timeoutMs`, so a part whose code cannot load never holds a navigation).
 */
export function releaseFirstDocument(timeoutMs = 3000): Promise<void> {
  if (!holding || released) return Promise.resolve();
  released = true;
  const done = new Promise<void>((resolve) => {
    if (waiting.size === 0) resolve();
    allHydrated = resolve;
    setTimeout(resolve, timeoutMs);
  });
  release();
  return done;
}

/** Called just before the browser hydrates server HTML: its waiting parts are held from now on. */
export function holdFirstDocument() {
  holding = true;
  followInteractions();
}

/** React marks the DOM nodes it has taken over; a node in a part still holding server HTML has none. */
const takenOverByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields the visitor typed in before React had taken them over (the browser kept the text in the DOM). */
const typedBeforeTakeover = new Set<Field>();
/** A field the visitor focused before React had taken it over: its components never saw the focus. */
let focusedBeforeTakeover: Field | null = null;
/**
 * Presses and submits aimed at an island whose code was still on its way: React could not hydrate it in
 * the event's task, so the event reached no handler. They play once the island is hydrated.
 */
const actionsBeforeTakeover: Array<{ target: HTMLElement; kind: 'click' | 'submit' }> = [];
const CONTROL = 'button, [role="button"], input[type="submit"]';

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Notes typing in fields that React has not taken over yet, and fields whose value already differs from
 * the server's (typed before the code arrived). Hydration keeps what the visitor typed in the DOM but not
 * in React's state; replayTypedValues hands it over once the field's island is awake.
 */
export function watchTypingBeforeTakeover() {
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    if (changedFromServer(field)) typedBeforeTakeover.add(field);
  }
  const note = (event: Event) => {
    if (isField(event.target) && !takenOverByReact(event.target)) typedBeforeTakeover.add(event.target);
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  if (isField(document.activeElement)) focusedBeforeTakeover = document.activeElement;
  document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROL);
      if (control && !takenOverByReact(control)) noteAction(control, 'click');
    },
    true,
  );
  // A form still holding server HTML must not submit natively (a reload with its fields in the address).
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (takenOverByReact(form)) return;
      event.preventDefault();
      if (!(event.submitter && event.submitter.matches(CONTROL))) noteAction(form, 'submit');
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (isField(event.target) && !takenOverByReact(event.target)) focusedBeforeTakeover = event.target;
    },
    true,
  );
}

/**
 * Keeps an action for later. React may still hydrate the target's island within this very event and
 * deliver it; then the event goes on to the window, where it is struck off again (an event React could
 * not deliver, it stops at the root).
 */
function noteAction(target: HTMLElement, kind: 'click' | 'submit') {
  const action = { target, kind };
  actionsBeforeTakeover.push(action);
  const delivered = () => {
    const index = actionsBeforeTakeover.indexOf(action);
    if (index >= 0) actionsBeforeTakeover.splice(index, 1);
  };
  window.addEventListener(kind, delivered, { once: true });
  // The listener only concerns this event: gone after its task either way.
  setTimeout(() => window.removeEventListener(kind, delivered), 0);
}

function changedFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field.type === 'checkbox' || field.type === 'radio')
    return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a field's value the way typing does, so React's change tracking sees it. */
export function typeInto(field: Field, value: string) {
  // A field React has not taken over: an event in it makes React hydrate its part first (waking its
  // island), so that the typing below is seen as a change rather than as the value it hydrated with.
  if (!takenOverByReact(field)) field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  // Setting a value puts the caret at its end. Handing over the text the field already shows can happen
  // while the visitor is editing (another island settling): what they had selected stays selected, so the
  // next key replaces it. New text leaves the caret at its end, as typing it would.
  const selection = field instanceof HTMLSelectElement || field.value !== value ? null : selectionOf(field);
  // React fires onChange when the value differs from the last one it saw, and hydration saw the typed
  // text already: show it another value first (through the element, which React watches), then the
  // typed one (past it, through the prototype), as a keystroke would.
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  if (selection && !(field instanceof HTMLSelectElement)) field.setSelectionRange(selection.start, selection.end, selection.direction);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The selection in a text field (null in the kinds of input that have none, such as email or number). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement) {
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
  return start === null || end === null ? null : { start, end, direction: direction ?? undefined };
}

function replayTypedValues() {
  // Focus first: a field that formats its value while not focused (the calculator's amounts) must know
  // the visitor is in it before it hears the typing.
  const focused = focusedBeforeTakeover;
  if (focused && takenOverByReact(focused)) {
    focusedBeforeTakeover = null;
    if (document.activeElement === focused) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  for (const field of typedBeforeTakeover) {
    if (!field.isConnected) {
      typedBeforeTakeover.delete(field);
      continue;
    }
    if (!takenOverByReact(field)) continue;
    typedBeforeTakeover.delete(field);
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const wanted = field.checked;
      field.checked = !wanted;
      field.click();
    } else {
      typeInto(field, field.value);
    }
  }
  for (const action of [...actionsBeforeTakeover]) {
    if (action.target.isConnected && !takenOverByReact(action.target)) continue;
    actionsBeforeTakeover.splice(actionsBeforeTakeover.indexOf(action), 1);
    if (!action.target.isConnected) continue;
    if (action.kind === 'click') action.target.click();
    else (action.target as HTMLFormElement).requestSubmit();
  }
}
