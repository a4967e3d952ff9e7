import { gatewayClient } from '../../api/clients';
import type { NewReview, Review, ReviewEndpoint } from './review-types';

/**
 * Posts a review. The idempotency key makes a replay (a retry, or the offline outbox delivering
 * later) count once; only this transport changes when reviews go through the outbox.
 */
export function sendReview(endpoint: ReviewEndpoint, review: NewReview, idempotencyKey: string, lang: string): Promise<{ review: Review }> {
  return gatewayClient.post<{ review: Review }>(`webapp/public/webapp/${endpoint}/review/create`, review, {
    headers: { 'Idempotency-Key': idempotencyKey, 'Accept-Language': lang },
  });
}
