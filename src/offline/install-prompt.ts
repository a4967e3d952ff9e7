// The browser's offer to install the site (`beforeinstallprompt`). It can come before any island's code
// has loaded, so the entry starts listening (captureInstallPrompt) and keeps the event here; the install
// control (install-control.tsx) shows while an offer is kept. Holding the event back (preventDefault)
// keeps the browser's own banner off the page: the offer is the visitor's to take from the menu.
// Chromium makes its offer during the first load: the control wakes only once it can be seen (on /app at
// once; in the header's menus when one opens), so an offer nobody looks at runs no code.

import { ISLAND_ATTRIBUTES } from '../contracts/islands';
import { requestIslandWake } from '../lib/island-wake';

interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set for the rest of the visit (this tab) once the visitor has said no to the browser's prompt. */
const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Storage can be off (private modes, blocked cookies): then a "no" lasts until the page is left.
function dismissedThisVisit() {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}
function rememberDismissed() {
  try {
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Nothing to keep it in: the control is already gone for this page.
  }
}

const CONTROL = `[${ISLAND_ATTRIBUTES.name}="install-control"]`;

/** A control outside the menus shows at once; one in a menu (a popover) only while it is open. */
const seen = (control: Element) => !control.closest('[popover]') || !!control.closest('[popover]:popover-open');

let waitingForMenu = false;
function wakeControlWhenSeen() {
  if (typeof document === 'undefined') return;
  if ([...document.querySelectorAll(CONTROL)].some(seen)) return requestIslandWake('install-offered');
  if (waitingForMenu) return;
  waitingForMenu = true;
  // `toggle` does not bubble; in the capture phase the document hears every popover's.
  const onToggle = (event: Event) => {
    const opened = event.target instanceof Element && (event as ToggleEvent).newState === 'open' ? event.target : null;
    if (!offer || !opened?.querySelector(CONTROL)) return;
    document.removeEventListener('toggle', onToggle, true);
    waitingForMenu = false;
    requestIslandWake('install-offered');
  };
  document.addEventListener('toggle', onToggle, true);
}

/** Called by the entry, before any island wakes. */
export function captureInstallPrompt(target: EventTarget = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (installed || dismissedThisVisit()) return;
    offer = event as InstallPromptEvent;
    notify();
    wakeControlWhenSeen();
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    notify();
  });
}

export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  available: () => offer !== null,
  /** Opens the browser's prompt. An offer serves once, so the control goes at once, whatever the answer. */
  async prompt() {
    const taken = offer;
    if (!taken) return;
    offer = null;
    notify();
    await taken.prompt();
    if ((await taken.userChoice).outcome === 'dismissed') rememberDismissed();
  },
};
