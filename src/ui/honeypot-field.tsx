import { HONEYPOT_NAME } from '../contracts/form-friction';

/**
 * A field no person sees or reaches (display: none, out of the tab order, unnamed for assistive
 * technology), which form-filling robots fill in. See form-friction.ts.
 */
export function HoneypotField() {
  return (
    <input type="text" name={HONEYPOT_NAME} className="form-trap" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
  );
}
