// The page's half of the bot check, without tracking: every public form holds a honeypot field people
// never see, and the moment a visitor steps into a form the page starts solving a proof-of-work challenge
// in a web worker (form-proof.ts), so it is ready by the time they send. The honeypot travels as a header
// (the bodies stay exactly as SPEC 7 has them); the proof is added by the clients (create-client.ts).
// Nothing is stored and nothing identifies the visitor.
import { HONEYPOT_HEADER, HONEYPOT_NAME } from '../contracts/form-friction';
import { prepareProof } from './form-proof';

/**
 * A form that writes, or a part of a page that works as one (the exchange calculator):
 * `data-friction-scope`. A GET form (the finder's search, the help search) only reads: no challenge.
 */
const SCOPE = 'form:not([method="get" i]), [data-friction-scope]';
/** How long after a submission its honeypot goes with the requests it starts. */
const SUBMISSION_WINDOW_MS = 10_000;

let lastSubmission: { at: number; honeypot: string } | undefined;
let installed = false;

function submitted(scope: Element) {
  const honeypot = scope.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)?.value ?? '';
  lastSubmission = { at: performance.now(), honeypot };
}

/**
 * Installed once at start-up: listens on the document, before React's own handlers run. Without it the
 * clients still solve a proof, only at sending time instead of while the visitor fills the form.
 */
export function installFormFriction() {
  if (installed) return;
  installed = true;
  const onStart = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(SCOPE)) prepareProof();
  };
  document.addEventListener('focusin', onStart, true);
  document.addEventListener('pointerdown', onStart, true);
  document.addEventListener('submit', (event) => submitted(event.target as Element), true);
  // A page part that is not a form says which button sends it.
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('[data-friction-submit]');
      const scope = button?.closest(SCOPE);
      if (scope) submitted(scope);
    },
    true,
  );
}

/** The honeypot header for a request a submission started (empty when none did lately, or it is empty). */
export function frictionHeaders(): Record<string, string> {
  if (typeof performance === 'undefined' || !lastSubmission || performance.now() - lastSubmission.at > SUBMISSION_WINDOW_MS) return {};
  return lastSubmission.honeypot ? { [HONEYPOT_HEADER]: lastSubmission.honeypot } : {};
}
