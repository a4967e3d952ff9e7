import { ratesClient } from '../../api/clients';

/** Records the phone as a sales lead with the rates/contact service (SPEC 7: GET with query phone). */
export function sendPhoneLead(phone: string): Promise<unknown> {
  return ratesClient.get('phone-lead', { query: { phone } });
}
