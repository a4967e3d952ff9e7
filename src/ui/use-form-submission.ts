// Sending a validated form: one idempotency key per message (kept across retries of the same message,
// so a retry never delivers twice), the server's 422 field errors by field, other failures through
// the error catalogue. Success clears the key so the next message gets a new one.
import { useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { reportError } from '../state/report-error';

export type SubmissionStatus = 'idle' | 'sending' | 'sent';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The first message of each field of a 422 answer. */
function serverFieldErrors(fieldErrors: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(fieldErrors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== null) result[field] = typeof first === 'string' ? first : JSON.stringify(first);
  }
  return result;
}

export function useFormSubmission<B>(send: (body: B, idempotencyKey: string) => Promise<unknown>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const key = useRef<string | null>(null);

  async function submit(body: B): Promise<boolean> {
    key.current ??= newIdempotencyKey();
    setStatus('sending');
    setServerErrors({});
    try {
      await send(body, key.current);
      key.current = null;
      setStatus('sent');
      return true;
    } catch (error) {
      setStatus('idle');
      const fields = isApiError(error) && error.status === 422 ? serverFieldErrors(error.fieldErrors) : {};
      if (Object.keys(fields).length) setServerErrors(fields);
      else reportError(error);
      return false;
    }
  }

  return { status, serverErrors, submit, reset: () => setStatus('idle') };
}
