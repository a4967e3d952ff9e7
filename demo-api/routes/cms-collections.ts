/** Collection types of the content service as Strapi entries, per language. */
import { assets } from '../data/assets';
import { faqs } from '../data/faqs';
import { helpPages } from '../data/help-pages';
import { atmContent, storeContent, type LocationContentSeed } from '../data/location-content';
import { numbered, versionsOf } from '../data/market-versions';
import { markets } from '../data/markets';
import { pages } from '../data/pages';
import { teams } from '../data/teams';
import type { Entry } from '../cms-entry';
import type { Lang } from '../types';

const locationEntries = (list: LocationContentSeed[], idField: 'StoreID' | 'ATMID', lang: Lang): Entry[] =>
  list.map((r) => ({
    id: r.id,
    attributes: { [idField]: r.locationId, Banner: { ...r.banner[lang], Image: r.image }, Description: r.description[lang] },
  }));

export const collections: Record<string, (lang: Lang) => Entry[]> = {
  assets: (lang) =>
    assets.map((a) => ({
      id: a.id,
      attributes: {
        Token: a.symbol.toLowerCase(),
        Symbol: a.symbol,
        Name: a.name,
        Decimals: a.decimals,
        Description: a.description[lang],
        Icon: `/images/coins/${a.symbol.toLowerCase()}.svg`,
      },
    })),
  teams: (lang) =>
    teams.map((t) => ({ id: t.id, attributes: { Name: t.name, Role: t.role[lang], Bio: t.bio[lang], Photo: t.photo, Order: t.id } })),
  // Written per market: one entry per version, its Markets the countries it is for (ISO codes and
  // spaces, which a `$contains` filter picks from); the versions of one text sit side by side.
  'help-pages': (lang) =>
    numbered(
      helpPages.flatMap((p) =>
        versionsOf(p.body).map(({ Markets, text }) => ({ Slug: p.slug, Title: p.title[lang], Topic: p.topic, Body: text[lang], Markets })),
      ),
    ),
  faqs: (lang) =>
    numbered(
      faqs.flatMap((f) =>
        versionsOf(f.a).map(({ Markets, text }) => ({ Question: f.q[lang], Answer: text[lang], Category: f.category, Markets })),
      ),
    ),
  markets: (lang) =>
    markets.map((m) => ({
      id: m.id,
      attributes: {
        Name: m.Name[lang],
        CountryCode: m.CountryCode,
        AvailableLocales: m.AvailableLocales,
        DefaultLocale: m.DefaultLocale,
        FIATS: m.FIATS,
        Whatsapp: m.Whatsapp,
        Telegram: m.Telegram,
        Phone: m.Phone,
        Host: m.Host,
      },
    })),
  pages: (lang) =>
    numbered(
      pages.flatMap((p) =>
        versionsOf(p.body).map(({ Markets, text }) => ({ Slug: p.slug, Title: p.title[lang], Body: text[lang], Markets })),
      ),
    ),
  stores: (lang) => locationEntries(storeContent, 'StoreID', lang),
  atms: (lang) => locationEntries(atmContent, 'ATMID', lang),
};

/**
 * How `/<collection>/:param` finds one entry. cms/ replaces findOne with a lookup by field (and its
 * schema's regex) for assets, help pages and pages; the others keep Strapi's findOne by row id.
 */
export interface Lookup {
  field?: 'Token' | 'Slug';
  singular?: string;
  pattern: RegExp;
  matches: (attributes: Record<string, unknown>, param: string) => boolean;
}

const bySlug = (singular: string): Lookup => ({ field: 'Slug', singular, pattern: /^[a-z0-9-]{1,100}$/, matches: (a, p) => a.Slug === p });
const byId: Lookup = { pattern: /^\d+$/, matches: () => false };

export const lookups: Record<string, Lookup> = {
  assets: { field: 'Token', singular: 'asset', pattern: /^[a-z0-9]{2,10}$/, matches: (a, p) => a.Token === p },
  'help-pages': bySlug('help-page'),
  pages: bySlug('page'),
  markets: byId,
  stores: byId,
  atms: byId,
  teams: byId,
  faqs: byId,
};
