// Bot friction without tracking (issue 18): every public form holds a honeypot field people never see,
// and the time from the visitor's first step into the form to sending it is measured. Both travel as
// request headers (the bodies stay exactly as SPEC 7 has them); the site's server drops a submission
// with the honeypot filled or filled faster than a person can, and answers it with the usual success.
// Nothing is stored and nothing identifies the visitor.

export const HONEYPOT_NAME = 'website';
export const HONEYPOT_HEADER = 'x-form-honeypot';
export const FILL_TIME_HEADER = 'x-form-fill-ms';

/** A form, or a part of a page that works as one (the exchange calculator): `data-friction-scope`. */
const SCOPE = 'form, [data-friction-scope]';
/** How long after a submission its figures go with the requests it starts. */
const SUBMISSION_WINDOW_MS = 10_000;

const startedAt = new WeakMap<Element, number>();
let lastSubmission: { at: number; fillMs: number; honeypot: string } | undefined;

function submitted(scope: Element) {
  const now = performance.now();
  const honeypot = scope.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)?.value ?? '';
  lastSubmission = { at: now, fillMs: Math.round(now - (startedAt.get(scope) ?? now)), honeypot };
}

/** Installed once at start-up: listens on the document, before React's own handlers run. */
export function installFormFriction() {
  const onStart = (event: Event) => {
    const scope = (event.target as Element | null)?.closest?.(SCOPE);
    if (scope && !startedAt.has(scope)) startedAt.set(scope, performance.now());
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

/** The headers for a request a submission started (empty when none did lately). */
export function frictionHeaders(): Record<string, string> {
  if (typeof performance === 'undefined' || !lastSubmission || performance.now() - lastSubmission.at > SUBMISSION_WINDOW_MS) return {};
  return {
    [FILL_TIME_HEADER]: String(lastSubmission.fillMs),
    ...(lastSubmission.honeypot ? { [HONEYPOT_HEADER]: lastSubmission.honeypot } : {}),
  };
}
