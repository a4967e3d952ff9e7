import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PAGE, startMinimalPage, type MinimalPageServer } from '../bench/host-floor';

describe('the host floor page', () => {
  it('is a complete page with nothing for the browser to do beyond one heading and one paragraph', () => {
    expect(MINIMAL_PAGE).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(MINIMAL_PAGE).toContain('<meta name="viewport"');
    expect(MINIMAL_PAGE).toContain('<title>Host floor</title>');
    expect(MINIMAL_PAGE).not.toMatch(/<(script|style|link|img|svg)\b/);
    expect(MINIMAL_PAGE.match(/<(h1|p)>/g)).toEqual(['<h1>', '<p>']);
  });
});

describe('startMinimalPage', () => {
  let server: MinimalPageServer;
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

  it('serves the page at / as uncached HTML', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe(MINIMAL_PAGE);
  });

  it('answers 404 for anything else, so the page has no favicon or other file to load', async () => {
    expect((await get('/favicon.ico')).status).toBe(404);
  });
});
