// @vitest-environment node
/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk loosely typed JSON response bodies */
import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApp } from './app';

let app = createDemoApp();
beforeEach(() => {
  app = createDemoApp();
});

const post = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const deliveries = async () => (await (await app.request('/__demo/deliveries')).json()) as any;

const CALLBACK = '/telephony/ivrs/ivr-main/callback';

describe('telephony call-back', () => {
  it('queues a valid call-back', async () => {
    const res = await post(CALLBACK, { to_number: 34612345678, timeout: 60, clir: false });
    expect(res).toEqual({ status: 201, body: { status: 'queued', id: expect.any(String) } });
  });

  it.each([[612345678], ['34612345678'], [3461234567], [35612345678], [34612345678.5], [undefined]])(
    'rejects to_number %s with 422',
    async (to_number) => {
      const res = await post(CALLBACK, { to_number, timeout: 60, clir: false });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: { to_number: [expect.any(String)] }, message: expect.any(String) });
    },
  );

  it('answers 400 to a body that is not JSON', async () => {
    const res = await app.request(CALLBACK, { method: 'POST', body: '{"to_number":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('idempotency and the delivery log', () => {
  it('acts once on a repeated Idempotency-Key and replays the first answer', async () => {
    const headers = { 'idempotency-key': 'k-1' };
    const first = await post(CALLBACK, { to_number: 34612345678, timeout: 60, clir: false }, headers);
    const second = await post(CALLBACK, { to_number: 34612345678, timeout: 60, clir: false }, headers);
    expect(second).toEqual(first);
    const log = await deliveries();
    expect(log.total).toBe(1);
    expect(log.byKind.callback).toBe(1);
    expect(log.items[0]).toMatchObject({ kind: 'callback', key: 'k-1', at: expect.any(String) });
  });

  it('does not store failed answers, so a corrected retry goes through', async () => {
    const headers = { 'idempotency-key': 'k-2' };
    expect((await post(CALLBACK, { to_number: 1 }, headers)).status).toBe(422);
    expect((await post(CALLBACK, { to_number: 34699999999 }, headers)).status).toBe(201);
    expect((await deliveries()).total).toBe(1);
  });

  it('acts once when the same key arrives twice concurrently', async () => {
    const headers = { 'idempotency-key': 'k-3', 'x-demo-fault': 'delay=20' };
    await Promise.all([post('/rates/leads', LEAD, headers), post('/rates/leads', LEAD, headers)]);
    expect((await deliveries()).byKind.lead).toBe(1);
  });

  it('acts on every request, key or not, when told to ignore the key (a provider that does)', async () => {
    const headers = { 'idempotency-key': 'k-4', 'x-demo-fault': 'ignore-key' };
    await post(CALLBACK, { to_number: 34612345678, timeout: 60, clir: false }, headers);
    await post(CALLBACK, { to_number: 34612345678, timeout: 60, clir: false }, headers);
    expect((await deliveries()).items.filter((item: { key: string }) => item.key === 'k-4')).toHaveLength(2);
  });

  it('counts every kind of write and resets', async () => {
    await post(CALLBACK, { to_number: 34612345678 });
    await post('/rates/leads', LEAD);
    await post('/rates/contact', { name: 'Ana', email: 'ana@example.com', message: 'Hola' });
    await post('/rates/franchise', FRANCHISE);
    await post('/gateway/api/v1/webapp/public/webapp/store/review/create', { locationId: 1, rating: 5, text: 'Muy bien', name: 'Ana' });
    await app.request('/newsletter/subscribe?email=ana@example.com');
    await app.request('/rates/phone-lead?phone=612345678');
    const log = await deliveries();
    expect(log.byKind).toEqual({ callback: 1, lead: 1, contact: 1, franchise: 1, review: 1, newsletter: 1, phoneLead: 1 });
    await app.request('/__demo/reset', { method: 'POST' });
    expect((await deliveries()).total).toBe(0);
  });
});

const LEAD = {
  action: 'buy',
  fromVal: 100,
  fromCoin: 'EUR',
  toVal: 0.0016,
  toCoin: 'BTC',
  rate: 62500,
  rateRelation: '1 BTC = 62500 EUR',
  transType: 'credit-card',
};
const FRANCHISE = {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '612345678',
  city: 'Madrid',
  postalCode: '28013',
  investment: '10k-25k',
  interests: ['atm-host'],
};

describe('forms', () => {
  it('returns a refCode for an exchange request', async () => {
    expect(await post('/rates/leads', LEAD)).toEqual({ status: 201, body: { ok: true, refCode: expect.stringMatching(/^EXR-\d{6}$/) } });
    expect((await post('/rates/leads', { ...LEAD, refCode: 'ABC123' })).body.refCode).toBe('ABC123');
  });

  it('reports every missing contact and franchise field', async () => {
    const contact = await post('/rates/contact', { email: 'not-an-email' });
    expect(contact.status).toBe(422);
    expect(Object.keys(contact.body.errors).sort()).toEqual(['email', 'message', 'name']);
    const franchise = await post('/rates/franchise', { ...FRANCHISE, interests: [], city: '' });
    expect(Object.keys(franchise.body.errors).sort()).toEqual(['city', 'interests']);
  });

  it('validates the newsletter email and the phone lead', async () => {
    expect(await (await app.request('/newsletter/subscribe?email=ana@example.com', { method: 'POST' })).json()).toEqual({
      result: 'success',
    });
    const bad = await app.request('/newsletter/subscribe?email=ana@');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ result: 'error', message: expect.any(String) });
    expect((await app.request('/rates/phone-lead?phone=512345678')).status).toBe(422);
    expect((await app.request('/rates/phone-lead')).status).toBe(400);
  });
});

describe('reviews', () => {
  const BASE = '/gateway/api/v1/webapp/public/webapp/atms';

  it('creates a review that then shows on the location', async () => {
    const created = await post(`${BASE}/review/create`, { locationId: 1001, rating: 4, text: 'Rápido y fácil', name: 'Luis' });
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({ locationId: 1001, rating: 4, text: 'Rápido y fácil', author: 'Luis' });
    const atm = (await (await app.request(`${BASE}/1001`)).json()) as any;
    expect(atm.reviews.reviews[0].id).toBe(created.body.review.id);
  });

  it.each([
    [{ locationId: 1001, rating: 6, text: 'x', name: 'a' }, 'rating'],
    [{ locationId: 1001, rating: 3.5, text: 'x', name: 'a' }, 'rating'],
    [{ locationId: 1001, rating: 3, text: '', name: 'a' }, 'text'],
    [{ locationId: 1001, rating: 3, text: 'x'.repeat(1001), name: 'a' }, 'text'],
    [{ locationId: 1001, rating: 3, text: 'x', name: 'n'.repeat(81) }, 'name'],
    [{ locationId: 1, rating: 3, text: 'x', name: 'a' }, 'locationId'],
  ])('rejects %o on %s', async (body, field) => {
    const res = await post(`${BASE}/review/create`, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('pages and filters the review list', async () => {
    const page1 = await post(`${BASE}/review`, { page: 1, pageSize: 5 });
    expect(page1.body).toMatchObject({ page: 1, pageSize: 5, totalElements: expect.any(Number) });
    expect(page1.body.content).toHaveLength(5);
    expect(page1.body.totalPages).toBe(Math.ceil(page1.body.totalElements / 5));
    const fives = await post(`${BASE}/review`, { page: 1, pageSize: 50, filters: { rating: 5, from: '2025-01-01', to: '2026-12-31' } });
    expect(fives.body.content.every((r: any) => r.rating === 5)).toBe(true);
    expect((await post(`${BASE}/review`, { page: 1, pageSize: 5, filters: { from: '2026-02-01', to: '2026-01-01' } })).status).toBe(400);
    expect((await post(`${BASE}/review`, { page: 0, pageSize: 5 })).status).toBe(400);
  });
});
