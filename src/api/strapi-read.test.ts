import { http, HttpResponse } from 'msw';
import { server } from '../../tests/setup/msw-server';
import { createClient } from './create-client';
import { readAll } from './strapi-read';

const client = createClient({ baseUrl: 'http://cms.test/api', sessionCookie: 'cms_test_session' });

describe('readAll', () => {
  it('reads a list of 250 in 3 pages: the first, then the other two together', async () => {
    const items = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, attributes: { Name: `item ${i + 1}` } }));
    const asked: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.get('http://cms.test/api/things', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('pagination[page]'));
        const pageSize = Math.min(Number(query.get('pagination[pageSize]')), 100); // Strapi's maxLimit
        asked.push(page);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight -= 1;
        return HttpResponse.json({
          data: items.slice((page - 1) * pageSize, page * pageSize),
          meta: { pagination: { page, pageSize, pageCount: Math.ceil(items.length / pageSize), total: items.length } },
        });
      }),
    );
    const all = await readAll<{ Name: string }>('things', { locale: 'es' }, undefined, client);
    expect(all).toHaveLength(250);
    expect(all.map((e) => e.id)).toEqual(items.map((e) => e.id));
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect(maxInFlight).toBe(2);
  });

  it('reads every ATM content record of the stand-in, past its page cap', async () => {
    const atms = await readAll<{ ATMID: number; Banner?: { Title?: string } }>('atms', { locale: 'es', 'populate[0]': 'Banner' });
    expect(atms.length).toBeGreaterThan(100);
    expect(new Set(atms.map((e) => e.attributes.ATMID)).size).toBe(atms.length);
    expect(atms.every((e) => e.attributes.Banner?.Title)).toBe(true);
  });
});
