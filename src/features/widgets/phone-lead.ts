import { ratesClient } from '../../api/clients';

/** Records the phone as a sales lead with the rates/contact service (SPEC 7: GET with query phone). */
export function sendPhoneLead(phone: string): Promise<unknown> {
  // A read in form, a write in effect: the client adds the bot check to it (public-writes.ts).
  return ratesClient.get('phone-lead', { query: { phone } });
}
