// One fetch-based client factory for every outside service (SPEC 7, DESIGN "Data").
import { ApiError, fieldErrorsFromBody, messageFromBody } from './api-error';
import { readCookie, removeCookie } from './session-cookie';
import { scoped } from '../lib/request-scope';
import { frictionHeaders } from './form-friction';
import { dropProof, takeProof } from './form-proof';
import { proofSlotOf, publicWriteRouteOf } from './public-writes';
import { PROOF_HEADER, proofRefusalOf } from './proof-of-work';

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
    const onServer = typeof window === 'undefined' && serverTransport !== undefined;
    const url = buildUrl(baseUrl, path, options.query);
    // A public write carries the bot check (form-friction.ts): the honeypot of the form that started it,
    // and a solved proof of work, one slot of it (public-writes.ts).
    const write = typeof window !== 'undefined' && url.startsWith('/') ? publicWriteRouteOf(method, url.split('?')[0]!) : undefined;
    const slot = write && proofSlotOf(write, method);
    const headers: Record<string, string> = { Accept: accept, ...(write ? frictionHeaders() : {}), ...options.headers };
    if (body !== undefined) headers['Content-Type'] = contentType;
    const withProof = async () => {
      const proof = slot ? await takeProof(slot) : undefined;
      if (proof) headers[PROOF_HEADER] = proof;
      else delete headers[PROOF_HEADER];
    };
    await withProof();
    if (onServer) Object.assign(headers, serverRequestHeaders().headers);
    const session = await readCookie(sessionCookie);
    const send = async (withSession: boolean): Promise<Response> => {
      const token = withSession ? session : undefined;
      const transport: Transport = onServer ? serverTransport! : fetch;
      try {
        return await transport(url, {
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
    let response = await send(true);
    // A proof the server would not take (expired while the form sat open, spent, or none could be had):
    // one more try with a new one, under the same Idempotency-Key.
    if (slot && (await proofRefusalOf(response))) {
      if (headers[PROOF_HEADER]) dropProof(headers[PROOF_HEADER]);
      await withProof();
      if (headers[PROOF_HEADER]) response = await send(true);
    }
    // A stale session must not lock a visitor out of public content: a 401 drops the cookie (SPEC 8)
    // and a read is asked once more without it.
    if (response.status === 401 && session !== undefined) {
      removeCookie(sessionCookie);
      if (method === 'GET') response = await send(false);
    }
    const data = await readBody(response);
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ApiError(
        response.status,
        messageFromBody(data),
        data,
        fieldErrorsFromBody(data),
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
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
