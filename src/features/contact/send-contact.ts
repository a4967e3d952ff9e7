import { ratesClient } from '../../api/clients';
import type { contactBody } from './contact-rules';

/** POSTs a contact message; the key makes a retry of the same message count once. */
export const sendContact = (body: ReturnType<typeof contactBody>, idempotencyKey: string) =>
  ratesClient.post('contact', body, { headers: { 'Idempotency-Key': idempotencyKey } });
