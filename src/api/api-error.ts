/** The one error every call client throws. `status` 0 means no answer arrived (offline, dropped). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, unknown>;
  readonly body: unknown;
  /** Seconds to wait before asking again (a 429's Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    message: string,
    body: unknown = null,
    fieldErrors: Record<string, unknown> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') return value.message;
  return undefined;
}

/** SPEC 8: the message is read from the body's error, data, errors or message field, else 'Error'. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const field of ['error', 'data', 'errors', 'message']) {
      const text = textOf(record[field]);
      if (text) return text;
    }
  }
  return 'Error';
}

/** Validation errors (422) as field -> messages, from `errors` or `error.details.errors`. */
export function fieldErrorsFromBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const errors = record.errors ?? (record.error as Record<string, unknown> | undefined)?.details;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, unknown>) : {};
}
