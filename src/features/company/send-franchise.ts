import { ratesClient } from '../../api/clients';
import type { franchiseBody } from './franchise-rules';

/** POSTs a franchise inquiry; the key makes a retry of the same inquiry count once. */
export const sendFranchise = (body: ReturnType<typeof franchiseBody>, idempotencyKey: string) =>
  ratesClient.post('franchise', body, { headers: { 'Idempotency-Key': idempotencyKey } });
