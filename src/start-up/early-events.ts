// What a visitor does before the page's code has arrived. A server-rendered page is visible, and its
// fields and buttons look ready, a moment before hydration attaches their handlers; the code loader
// (src/server/render/page-assets.ts) records typing, clicks and submits from the start, keeps forms from
// submitting natively, and the client plays them back once it has taken the page over, so nothing the
// visitor did is lost.

import { typeInto } from '../ui/islands';
import { yieldToMain } from '../lib/yield-to-main';

/** The global the inline loader records into; read once by the client at start-up. */
const EARLY_EVENTS_GLOBAL = '__earlyEvents';

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

/** The text a field should end with: what it shows now if the visitor changed it since (typing the
 * recorder no longer saw), else what was recorded. */
function valueToPlay(event: Extract<EarlyEvent, { type: 'value' }>): string {
  const field = event.target;
  if (field instanceof HTMLSelectElement) return event.value;
  return field.value !== field.defaultValue ? field.value : event.value;
}

/**
 * Plays the recorded events back, in order, on the same elements (hydration keeps the server's nodes):
 * each field's last value, each click (a checkbox only if it is not already as the visitor left it), each
 * submit. An event that lands in an island still asleep wakes it, and React hydrates it at once and
 * then delivers the event (islands.tsx). One event per task, as the visitor's were, so each sees the
 * state the one before it left.
 */
export async function replayEarlyEvents(recorded: EarlyEvent[]) {
  // An element the client rendered anew (a layout for the visitor's screen) is found again by its id.
  const events = recorded.flatMap((event) => {
    if (event.target.isConnected) return [event];
    const replacement = event.target.id ? document.getElementById(event.target.id) : null;
    return replacement && replacement.tagName === event.target.tagName ? [{ ...event, target: replacement } as EarlyEvent] : [];
  });
  for (const [index, event] of events.entries()) {
    if (event.type === 'value') {
      const later = events.slice(index + 1).some((next) => next.type === 'value' && next.target === event.target);
      if (later) continue;
      typeInto(event.target, valueToPlay(event));
    } else if (event.type === 'click') {
      if (event.checked !== undefined && (event.target as HTMLInputElement).checked === event.checked) continue;
      event.target.click();
    } else {
      event.target.requestSubmit();
    }
    await yieldToMain();
  }
}
