import { describe, expect, it } from 'vitest';
import robotsParser from 'robots-parser';
import { robotsTxt, sitemapFiles, sitemapUrls } from './sitemap';

const ORIGIN = 'http://py.localhost:4173';
const BUILT = '2026-01-02T03:04:05.000Z';

describe('sitemap', () => {
  it('lists each language’s primary path with es, en and x-default alternates and a lastmod', () => {
    const urls = sitemapUrls(
      ORIGIN,
      [{ name: 'atmDetail', params: { id: '1100' }, lastmod: '2025-05-01T00:00:00.000Z' }, { name: 'token' }],
      'es',
      BUILT,
    );
    expect(urls.map((url) => url.loc)).toEqual([`${ORIGIN}/cajero-bitcoin/1100`, `${ORIGIN}/atm/1100`, `${ORIGIN}/token`]);
    expect(urls[1].alternates).toEqual([
      { hreflang: 'es', href: `${ORIGIN}/cajero-bitcoin/1100` },
      { hreflang: 'en', href: `${ORIGIN}/atm/1100` },
      { hreflang: 'x-default', href: `${ORIGIN}/cajero-bitcoin/1100` },
    ]);
    expect(urls[0].lastmod).toBe('2025-05-01T00:00:00.000Z');
    expect(urls[2]).toEqual({ loc: `${ORIGIN}/token`, lastmod: BUILT, alternates: [] });
  });

  it('is one urlset up to the limit and an index of parts past it', () => {
    const urls = sitemapUrls(ORIGIN, [{ name: 'home' }, { name: 'buy' }, { name: 'contact' }], 'es', BUILT);
    const single = sitemapFiles(ORIGIN, urls, 6);
    expect([...single.keys()]).toEqual(['/sitemap.xml']);
    expect(single.get('/sitemap.xml')).toContain('<loc>http://py.localhost:4173/contacto</loc>');

    const split = sitemapFiles(ORIGIN, urls, 4);
    expect([...split.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap.xml']);
    expect(split.get('/sitemap.xml')).toContain('<sitemapindex');
    expect(split.get('/sitemap.xml')).toContain(`<loc>${ORIGIN}/sitemap-2.xml</loc>`);
    expect(split.get('/sitemap-1.xml')!.match(/<url>/g)).toHaveLength(4);
    expect(split.get('/sitemap-2.xml')!.match(/<url>/g)).toHaveLength(2);
  });

  it('robots.txt names the host’s sitemap and lets preview fetchers load the share images', () => {
    const text = robotsTxt(ORIGIN);
    const robots = robotsParser(`${ORIGIN}/robots.txt`, text);
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
    for (const agent of ['facebookexternalhit', 'TelegramBot', 'Twitterbot', 'Googlebot']) {
      expect(robots.isAllowed(`${ORIGIN}/cms/uploads/og-home.jpg`, agent)).toBe(true);
      expect(robots.isAllowed(`${ORIGIN}/assets/index-abc.css`, agent)).toBe(true);
      expect(robots.isAllowed(`${ORIGIN}/cms/api/pages`, agent)).toBe(false);
    }
  });
});
