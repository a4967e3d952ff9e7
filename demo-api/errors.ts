/** Error bodies: Strapi v4 shape under /cms, a plain shape elsewhere, field errors for 422. */

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/** Thrown by the fault middleware; answered with Response.error() so fetch rejects like a dropped socket. */
export class DropConnection extends Error {
  constructor() {
    super('connection dropped on demand');
  }
}

const STRAPI_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  413: 'PayloadTooLargeError',
  422: 'ValidationError',
  429: 'RateLimitError',
  500: 'InternalServerError',
  501: 'NotImplementedError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
  504: 'GatewayTimeoutError',
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const reasonPhrase = (status: number) => REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

function isCmsPath(pathname: string): boolean {
  return pathname === '/cms' || pathname.startsWith('/cms/');
}

function errorBody(pathname: string, status: number, message: string, fields?: FieldErrors): unknown {
  if (isCmsPath(pathname)) {
    const error: Record<string, unknown> = { status, name: STRAPI_NAMES[status] ?? 'ApplicationError', message };
    // Strapi's application errors (4xx) carry details, {} when there are none; its 500 answer has none.
    if (status < 500)
      error.details = fields ? { errors: Object.entries(fields).map(([path, msgs]) => ({ path: [path], message: msgs[0] })) } : {};
    return { data: null, error };
  }
  if (status === 422) return { errors: fields ?? { request: [message] }, message };
  return { error: reasonPhrase(status), message, status };
}

export function errorResponse(pathname: string, status: number, message: string, fields?: FieldErrors): Response {
  return Response.json(errorBody(pathname, status, message, fields), { status });
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unprocessable = (fields: FieldErrors, message = 'Validation failed') => new HttpError(422, message, fields);
