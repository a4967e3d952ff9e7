import { http, HttpResponse } from 'msw';
import { server } from '../../tests/setup/msw-server';
import { ApiError } from './api-error';
import { createClient } from './create-client';

const client = createClient({ baseUrl: 'http://api.test/base', sessionCookie: 'test_session' });

describe('createClient', () => {
  afterEach(() => {
    document.cookie = 'test_session=; Max-Age=0; path=/';
  });

  it('sends and accepts JSON, builds the query, and parses the answer', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('http://api.test/base/things', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const answer = await client.post<{ ok: boolean }>('/things', { a: 1 }, { query: { page: 2, skip: undefined } });
    expect(answer).toEqual({ ok: true });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(new URL(seen!.url).search).toBe('?page=2');
    expect(await seen!.json()).toEqual({ a: 1 });
    expect(seen?.headers.get('authorization')).toBeNull();
  });

  it('adds a bearer header from its own session cookie only', async () => {
    document.cookie = 'test_session=abc123; path=/';
    document.cookie = 'other_session=zzz; path=/';
    let auth: string | null = null;
    server.use(
      http.get('http://api.test/base/me', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await client.get('me');
    expect(auth).toBe('Bearer abc123');
  });

  it("reads the session from the browser's Cookie Store where it has one, without touching document.cookie", async () => {
    const asked: string[] = [];
    vi.stubGlobal('cookieStore', { get: async (name: string) => (asked.push(name), { name, value: 'a%20b' }) });
    const cookie = vi.spyOn(document, 'cookie', 'get');
    let auth: string | null = null;
    server.use(
      http.get('http://api.test/base/me', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    try {
      await client.get('me');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(auth).toBe('Bearer a b');
    expect(asked).toEqual(['test_session']);
    expect(cookie).not.toHaveBeenCalled();
    cookie.mockRestore();
  });

  it('after a 401 drops the stale session cookie and asks a read once more without it', async () => {
    document.cookie = 'test_session=expired; path=/';
    const seen: Array<string | null> = [];
    server.use(
      http.get('http://api.test/base/public', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization')
          ? HttpResponse.json(
              { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Invalid token', details: {} } },
              { status: 401 },
            )
          : HttpResponse.json({ data: 'public' });
      }),
    );
    expect(await client.get('public')).toEqual({ data: 'public' });
    expect(seen).toEqual(['Bearer expired', null]);
    expect(document.cookie).not.toContain('test_session=');
  });

  it('does not repeat a write after a 401, and a 401 without a session is final', async () => {
    let calls = 0;
    server.use(
      http.post('http://api.test/base/write', () => {
        calls += 1;
        return HttpResponse.json({ message: 'No' }, { status: 401 });
      }),
      http.get('http://api.test/base/private', () => {
        calls += 1;
        return HttpResponse.json({ message: 'No' }, { status: 401 });
      }),
    );
    document.cookie = 'test_session=expired; path=/';
    await expect(client.post('write', {})).rejects.toMatchObject({ status: 401 });
    expect(document.cookie).not.toContain('test_session=');
    await expect(client.get('private')).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(2);
  });

  it('turns failures into ApiError with status, message and field errors', async () => {
    server.use(
      http.get('http://api.test/base/bad', () => HttpResponse.json({ message: 'Invalid', errors: { email: ['taken'] } }, { status: 422 })),
    );
    const error = await client.get('bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid', fieldErrors: { email: ['taken'] } });
  });

  it('reports a dropped connection as status 0 and malformed JSON as an error', async () => {
    server.use(http.get('http://api.test/base/drop', () => HttpResponse.error()));
    await expect(client.get('drop')).rejects.toMatchObject({ status: 0 });
    server.use(
      http.get('http://api.test/base/bad-json', () => new HttpResponse('{"data": ', { headers: { 'content-type': 'application/json' } })),
    );
    await expect(client.get('bad-json')).rejects.toMatchObject({ message: 'Error' });
  });

  it('reaches the demo backend through msw', async () => {
    const market = await createClient({ baseUrl: '/cms/api', sessionCookie: 'web_session' }).get<{ data: { id: number } }>('markets/2');
    expect(market.data.id).toBe(2);
  });
});
