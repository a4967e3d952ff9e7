// When the app starts on a page the server rendered (main.tsx): the page reads and navigates without
// it, so it starts when the visitor first operates a control, or once the loaded page has been left
// alone for a while and the browser is idle, whichever comes first. Waiting keeps start-up (the app's
// code, the router, the translations, hydrating the islands) away from the page's own loading; what
// shows only after it (the consent banner, the floating widgets) is not needed in the first seconds.
import { afterPageLoad } from '../lib/after-page-load';

/** How long after the load event an untouched page starts the app anyway. */
const IDLE_START_MS = 3000;

/** What a visitor operates; links and `<summary>` work natively and need no code. */
const CONTROLS =
  'input, select, textarea, button, label, [role="button"], [role="combobox"], [role="switch"], [role="tab"], [contenteditable]';
const OPERATING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Runs `start` once: at the first operated control or when the loaded page is idle, whichever is first. */
export function startWhenNeeded(start: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of OPERATING_EVENTS) document.removeEventListener(type, onOperate, true);
    cancelIdleStart();
    start();
  };
  const onOperate = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(CONTROLS)) startOnce();
  };
  for (const type of OPERATING_EVENTS) document.addEventListener(type, onOperate, { capture: true, passive: true });
  const cancelIdleStart = afterPageLoad(startOnce, IDLE_START_MS);
}
