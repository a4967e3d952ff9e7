// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoApp } from './app';

const app = createDemoApp({ locales: { es: { common: { hello: 'Hola' } }, en: { common: { hello: 'Hello' } } } });

describe('faults on demand', () => {
  it('answers a status with the error body of the service', async () => {
    const cms = await app.request('/cms/api/home', { headers: { 'x-demo-fault': '500' } });
    expect(cms.status).toBe(500);
    expect(await cms.json()).toEqual({ data: null, error: { status: 500, name: 'InternalServerError', message: expect.any(String) } });
    const gw = await app.request('/gateway/api/v1/crypto/public/price/btc/eur?__fault=401');
    expect(await gw.json()).toEqual({ error: 'Unauthorized', message: expect.any(String), status: 401 });
    const form = await app.request('/rates/contact', { method: 'POST', headers: { cookie: 'x-demo-fault=422' } });
    expect(form.status).toBe(422);
    expect(await form.json()).toEqual({ errors: { fault: [expect.any(String)] }, message: expect.any(String) });
  });

  it('delays and then answers normally', async () => {
    const started = Date.now();
    const res = await app.request('/cms/api/footer?__fault=delay=60');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('answers invalid JSON for malformed', async () => {
    const res = await app.request('/cms/api/home', { headers: { 'x-demo-fault': 'malformed' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    await expect(res.json()).rejects.toThrow();
  });

  it('drops with a network error response (fetch rejects)', async () => {
    const res = await app.request('/cms/api/home?__fault=drop');
    expect(res.type).toBe('error');
    expect(res.status).toBe(0);
  });

  it('answers the stand-in tile route with no imagery and no error', async () => {
    const res = await app.request('/__demo/tiles/12/2005/1544.png');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('leaves /__demo alone', async () => {
    expect((await app.request('/__demo/deliveries?__fault=500')).status).toBe(200);
  });
});

describe('locales and unknown paths', () => {
  it('answers every namespace of a language', async () => {
    expect(await (await app.request('/locales/en')).json()).toEqual({ common: { hello: 'Hello' } });
    expect(await (await app.request('/locales/es/common.json')).json()).toEqual({ hello: 'Hola' });
    expect((await app.request('/locales/fr')).status).toBe(400);
    expect((await app.request('/locales/es/nope')).status).toBe(404);
  });

  it('answers 404 with the plain error body elsewhere', async () => {
    const res = await app.request('/rates/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not Found', message: expect.any(String), status: 404 });
  });
});

describe('a fault scoped to a path', () => {
  it('applies to that path only', async () => {
    const app = createDemoApp();
    const headers = { 'x-demo-fault': '404@/cms/api/contact' };
    expect((await app.request('/cms/api/contact?locale=es', { headers })).status).toBe(404);
    expect((await app.request('/cms/api/home?locale=es', { headers })).status).toBe(200);
  });
});
