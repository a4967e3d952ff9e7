/** Collection types of the content service as Strapi entries, per language. */
import { assets } from '../data/assets';
import { faqs } from '../data/faqs';
import { helpPages } from '../data/help-pages';
import { atmContent, storeContent, type LocationContentSeed } from '../data/location-content';
import { markets } from '../data/markets';
import { pages } from '../data/pages';
import { teams } from '../data/teams';
import type { Entry } from '../strapi';
import type { Lang } from '../types';

const locationEntries = (list: LocationContentSeed[], idField: 'StoreID' | 'ATMID', lang: Lang): Entry[] =>
  list.map((r) => ({ id: r.id, attributes: { [idField]: r.locationId, Banner: r.banner[lang], Description: r.description[lang] } }));

export const collections: Record<string, (lang: Lang) => Entry[]> = {
  assets: (lang) =>
    assets.map((a) => ({
      id: a.id,
      attributes: { Token: a.symbol.toLowerCase(), Symbol: a.symbol, Name: a.name, Decimals: a.decimals, Description: a.description[lang], Icon: `/images/coins/${a.symbol.toLowerCase()}.svg` },
    })),
  teams: (lang) => teams.map((t) => ({ id: t.id, attributes: { Name: t.name, Role: t.role[lang], Bio: t.bio[lang], Photo: t.photo, Order: t.id } })),
  'help-pages': (lang) => helpPages.map((p) => ({ id: p.id, attributes: { Slug: p.slug, Title: p.title[lang], Topic: p.topic, Body: p.body[lang] } })),
  faqs: (lang) => faqs.map((f) => ({ id: f.id, attributes: { Question: f.q[lang], Answer: f.a[lang], Category: f.category } })),
  markets: (lang) =>
    markets.map((m) => ({
      id: m.id,
      attributes: {
        Name: m.Name[lang], CountryCode: m.CountryCode, AvailableLocales: m.AvailableLocales, DefaultLocale: m.DefaultLocale,
        FIATS: m.FIATS, Whatsapp: m.Whatsapp, Telegram: m.Telegram, Phone: m.Phone, Host: m.Host,
      },
    })),
  pages: (lang) => pages.map((p) => ({ id: p.id, attributes: { Slug: p.slug, Title: p.title[lang], Body: p.body[lang] } })),
  stores: (lang) => locationEntries(storeContent, 'StoreID', lang),
  atms: (lang) => locationEntries(atmContent, 'ATMID', lang),
};

/** How `/<collection>/:param` finds one entry: by id, slug or token. */
export const lookups: Record<string, { pattern: RegExp; find: (entries: Entry[], param: string) => Entry | undefined }> = {
  assets: { pattern: /^[a-z0-9]{2,10}$/i, find: (e, p) => e.find((x) => x.attributes.Token === p.toLowerCase()) },
  'help-pages': { pattern: /^[a-z0-9-]{1,100}$/, find: (e, p) => e.find((x) => x.attributes.Slug === p) },
  pages: { pattern: /^[a-z0-9-]{1,100}$/, find: (e, p) => e.find((x) => x.attributes.Slug === p) },
  markets: { pattern: /^[1-9]\d{0,8}$/, find: (e, p) => e.find((x) => x.id === Number(p)) },
  stores: { pattern: /^[1-9]\d{0,8}$/, find: (e, p) => e.find((x) => x.id === Number(p)) },
  atms: { pattern: /^[1-9]\d{0,8}$/, find: (e, p) => e.find((x) => x.id === Number(p)) },
  teams: { pattern: /^[1-9]\d{0,8}$/, find: (e, p) => e.find((x) => x.id === Number(p)) },
  faqs: { pattern: /^[1-9]\d{0,8}$/, find: (e, p) => e.find((x) => x.id === Number(p)) },
};
