// The call-back request (SPEC 7 and 9). The IVR id and caller number come from configuration; the
// authorization comes from the telephony client's session cookie or a proxy at its base URL (docs/public-writes.md).
// The transport is the one seam the offline outbox replaces: the body and idempotency key stay as built here.
import { telephonyClient } from '../../api/clients';
import { COUNTRY_PREFIX } from './phone-rules';

const env = import.meta.env;
const IVR_ID: string = env.VITE_IVR_ID || 'demo-ivr';
const FROM_NUMBER: string | undefined = env.VITE_IVR_FROM_NUMBER || undefined;
const CALL_TIMEOUT_SECONDS = 60;

interface CallBackBody {
  to_number: number;
  timeout: number;
  clir: boolean;
  from_number?: number;
}

interface CallBackRequest {
  path: string;
  body: CallBackBody;
  idempotencyKey: string;
}

export type CallBackTransport = (request: CallBackRequest) => Promise<unknown>;

/** to_number is the 9-digit phone behind the country prefix, as an integer; the caller id is shown (clir false). */
function callBackBody(phone: string, fromNumber: string | undefined = FROM_NUMBER): CallBackBody {
  const body: CallBackBody = { to_number: Number(`${COUNTRY_PREFIX}${phone}`), timeout: CALL_TIMEOUT_SECONDS, clir: false };
  const fromDigits = fromNumber?.replace(/\D/g, '');
  if (fromDigits) body.from_number = Number(fromDigits);
  return body;
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const postCallBack: CallBackTransport = ({ path, body, idempotencyKey }) =>
  telephonyClient.post(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Asks the telephony provider to call the visitor back on a validated 9-digit Spanish phone. */
export function sendCallMe(phone: string, transport: CallBackTransport = postCallBack): Promise<unknown> {
  return transport({ path: `ivrs/${encodeURIComponent(IVR_ID)}/callback`, body: callBackBody(phone), idempotencyKey: newIdempotencyKey() });
}
