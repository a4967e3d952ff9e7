// The exchange request as a lead. Only the transport lives here, so the offline outbox can take it
// over without touching the calculator; the refCode is the idempotency key, so a replay never
// delivers twice.
import { ratesClient } from '../../api/clients';
import type { ExchangeRequestMessage } from './exchange-message';

export interface LeadReceipt {
  ok: boolean;
  refCode: string;
}

export function sendExchangeLead(message: ExchangeRequestMessage): Promise<LeadReceipt> {
  return ratesClient.post<LeadReceipt>('leads', message, { headers: { 'Idempotency-Key': message.refCode } });
}
