import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinimalPage } from '../bench/host-floor';
import type { LocalServer } from '../bench/local-server';

describe('startMinimalPage', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startMinimalPage();
  });
  afterAll(() => server.close());

  // Through node:http, as Lighthouse's browser would ask: the unit tests' fetch answers from the mocked API.
  const get = (path: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      request(`${server.origin}${path}`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });

  it('serves a page at / as uncached HTML', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  // What the browser makes of the served page, not the text of the constant: the floor is only a floor
  // if the page really is one heading and one paragraph with nothing to fetch, style or run.
  it('serves a complete page with one heading, one paragraph and nothing else for the browser to do', async () => {
    const { body } = await get('/');
    expect(body).toMatch(/^<!doctype html>/i);
    const page = new DOMParser().parseFromString(body, 'text/html');
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toBe('Host floor');
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect([...page.body.children].map((element) => element.tagName)).toEqual(['H1', 'P']);
    expect(page.body.querySelector('h1')?.textContent).not.toBe('');
    expect(page.body.querySelector('p')?.textContent).not.toBe('');
    // Nothing to load, style or run: no script, stylesheet, style, image, frame, media or inline handler.
    expect(page.querySelectorAll('script, link, style, img, picture, svg, iframe, object, embed, video, audio, source, base')).toHaveLength(
      0,
    );
    expect(page.querySelectorAll('[style], [src], [srcset]')).toHaveLength(0);
    const handlers = [...page.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
  });

  it('answers 404 for anything else, so the page has no favicon or other file to load', async () => {
    expect((await get('/favicon.ico')).status).toBe(404);
  });
});
