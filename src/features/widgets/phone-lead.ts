import { ratesClient } from '../../api/clients';
import { frictionHeaders } from '../../ui/form-friction';

/** Records the phone as a sales lead with the rates/contact service (SPEC 7: GET with query phone). */
export function sendPhoneLead(phone: string): Promise<unknown> {
  // A read in form, a write in effect: it carries the call-me form's friction figures (form-friction.ts).
  return ratesClient.get('phone-lead', { query: { phone }, headers: frictionHeaders() });
}
