// The error catalogue (SPEC 8): what the visitor is told, and where they are sent, for a failed call.
import { ApiError, isApiError } from '../api/api-error';
import type { Severity } from './app-store';
import { formatWait } from '../i18n/format-wait';
import { PROOF_REFUSALS } from '../api/proof-of-work';

export interface ErrorOutcome {
  snackbars: Array<{ severity: Severity; message: string }>;
  goTo404: boolean;
  removeWebSession: boolean;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A write refused by the site's rate limits (429): what to say, with the wait from Retry-After. The
 * call-back has its own wording; every other form the general one.
 */
function rateLimitMessage(error: unknown, t: Translate): string | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const kind = (error.body as { kind?: unknown } | null)?.kind;
  const wait = formatWait(error.retryAfterSeconds ?? 60);
  return t(kind === 'callback' ? 'errors.tooManyCallbacks' : 'errors.tooManyRequests', { wait });
}

/** A write the bot check refused even after a second proof (proof-of-work.ts): what to say. */
function botCheckMessage(error: unknown, t: Translate): string | undefined {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 403)) return undefined;
  const code = (error.body as { code?: unknown } | null)?.code;
  return PROOF_REFUSALS.some((refusal) => refusal === code) ? t('errors.botCheckFailed') : undefined;
}

/** A form's refusal by the site's server (a limit or the bot check), said where the form is. */
export const refusalMessage = (error: unknown, t: Translate) => rateLimitMessage(error, t) ?? botCheckMessage(error, t);

function validationMessages(fieldErrors: Record<string, unknown>): string[] {
  return Object.values(fieldErrors).flatMap((value) =>
    Array.isArray(value)
      ? value.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)))
      : [typeof value === 'string' ? value : JSON.stringify(value)],
  );
}

export function outcomeForError(error: unknown, t: Translate): ErrorOutcome {
  const apiError = isApiError(error) ? error : new ApiError(0, error instanceof Error ? error.message : 'Error');
  const outcome: ErrorOutcome = { snackbars: [], goTo404: false, removeWebSession: false };
  const fail = (message: string) => outcome.snackbars.push({ severity: 'error', message });
  switch (apiError.status) {
    case 401:
      outcome.removeWebSession = true;
      fail(t('errors.unauthorized'));
      break;
    case 422: {
      const messages = validationMessages(apiError.fieldErrors);
      (messages.length ? messages : [apiError.message]).forEach((message) => fail(`Error: ${message}`));
      break;
    }
    case 429:
      fail(rateLimitMessage(apiError, t)!);
      break;
    case 404:
      outcome.goTo404 = true;
      fail(`Error: ${t('errors.notFound')}`);
      break;
    default:
      fail(botCheckMessage(apiError, t) ?? `Error: ${apiError.message}`);
  }
  return outcome;
}
