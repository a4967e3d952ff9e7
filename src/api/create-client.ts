// One fetch-based client factory for every outside service (SPEC 7, DESIGN "Data").
import { ApiError, fieldErrorsFromBody, messageFromBody } from './api-error';
import { readCookie, removeCookie } from './session-cookie';
import { scoped } from '../app/request-scope';
import { frictionHeaders } from '../ui/form-friction';

export interface ClientConfig {
  baseUrl: string;
  /** Cookie holding this client's session token; sent as a bearer header when present. */
  sessionCookie: string;
  accept?: string;
  contentType?: string;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type Client = ReturnType<typeof createClient>;

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let serverTransport: Transport | undefined;

/**
 * The server render's way to the services: it resolves the clients' same-origin paths to absolute
 * URLs (configured per deployment) and sends no visitor cookie. The browser uses fetch as is.
 */
export function setServerTransport(transport: Transport) {
  serverTransport = transport;
}

const serverRequestHeaders = scoped(() => ({ headers: {} as Record<string, string> }));

/** Headers every service call of this server render carries (see entry-server.tsx's renderPage). */
export function setServerRequestHeaders(headers: Record<string, string>) {
  serverRequestHeaders().headers = headers;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.ok ? 502 : response.status, 'Error', text);
  }
}

export function createClient({ baseUrl, sessionCookie, accept = 'application/json', contentType = 'application/json' }: ClientConfig) {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    // Writes carry the friction figures of the form that started them (form-friction.ts).
    const friction = method !== 'GET' && typeof window !== 'undefined' ? frictionHeaders() : {};
    const headers: Record<string, string> = { Accept: accept, ...friction, ...options.headers };
    if (body !== undefined) headers['Content-Type'] = contentType;
    const onServer = typeof window === 'undefined' && serverTransport !== undefined;
    if (onServer) Object.assign(headers, serverRequestHeaders().headers);
    const send = async (withSession: boolean): Promise<Response> => {
      const token = withSession ? readCookie(sessionCookie) : undefined;
      const transport: Transport = onServer ? serverTransport! : fetch;
      try {
        return await transport(buildUrl(baseUrl, path, options.query), {
          method,
          headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          signal: options.signal,
          credentials: 'same-origin',
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        // No answer, so no body to read the text from: SPEC 8's fallback, not the browser's own wording.
        throw new ApiError(0, 'Error');
      }
    };
    const hadSession = readCookie(sessionCookie) !== undefined;
    let response = await send(true);
    // A stale session must not lock a visitor out of public content: a 401 drops the cookie (SPEC 8)
    // and a read is asked once more without it.
    if (response.status === 401 && hadSession) {
      removeCookie(sessionCookie);
      if (method === 'GET') response = await send(false);
    }
    const data = await readBody(response);
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ApiError(response.status, messageFromBody(data), data, fieldErrorsFromBody(data), Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
    }
    return data as T;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  };
}
