// The exchange request as a lead. Only the transport lives here, so the offline outbox can take it
// over without touching the calculator; the refCode is the idempotency key, so a replay never
// delivers twice. The quote's time travels as a header, so the body stays as SPEC 3 has it.
import { ratesClient } from '../../api/clients';
import type { ExchangeRequestMessage } from './exchange-message';

export interface LeadReceipt {
  ok: boolean;
  refCode: string;
}

/** When the rate of the request was read (ISO 8601): the quote the visitor saw and asks to hold. */
const QUOTE_TIME_HEADER = 'x-quote-time';

export interface LeadRequest {
  message: ExchangeRequestMessage;
  /** When the quote's rate was read (ms), or null when unknown. */
  quotedAt: number | null;
}

export function sendExchangeLead({ message, quotedAt }: LeadRequest): Promise<LeadReceipt> {
  const headers: Record<string, string> = { 'Idempotency-Key': message.refCode };
  if (quotedAt !== null) headers[QUOTE_TIME_HEADER] = new Date(quotedAt).toISOString();
  return ratesClient.post<LeadReceipt>('leads', message, { headers });
}
