// The newsletter provider's two calls (SPEC 7): the subscribe GET with the email, then the POST with
// no body. This function is the one seam the offline outbox replaces; the calls stay as built here.
import { isApiError } from '../../api/api-error';
import { newsletterClient } from '../../api/clients';
import { newIdempotencyKey } from '../../ui/use-form-submission';

export interface SubscribeAnswer {
  result?: string;
  message?: string;
}

/** Resolves with the provider's answer, or the outbox's `{ queued: true }` when there is no connection. */
export async function sendNewsletterSignup(email: string): Promise<SubscribeAnswer & { queued?: boolean }> {
  const query = { email };
  // Without a connection the check is skipped: the POST below is what the outbox keeps and delivers.
  // Both calls carry the bot check; the client adds it to every public write (create-client.ts).
  await newsletterClient.get<SubscribeAnswer>('subscribe', { query }).catch((error: unknown) => {
    if (!isApiError(error) || error.status !== 0) throw error;
  });
  return newsletterClient.post<SubscribeAnswer>('subscribe', undefined, { query, headers: { 'Idempotency-Key': newIdempotencyKey() } });
}
