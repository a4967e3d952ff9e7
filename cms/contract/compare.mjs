#!/usr/bin/env node
/**
 * Contract check: asks the real Strapi CMS and the demo-api stand-in the same requests (the ones the
 * site makes, plus error cases) and compares the SHAPE of the answers: status, keys, value types,
 * pagination meta, media objects and the error body. Values of content are not compared.
 * Prints every difference and exits 1 when there is any (2 on a usage or network error).
 *
 *   node contract/compare.mjs --cms http://127.0.0.1:1337/api --standin http://127.0.0.1:4390/cms/api
 *   node contract/compare.mjs --cms-samples contract/samples --standin http://127.0.0.1:4390/cms/api
 *   ... --save contract/samples        also write the CMS answers, trimmed, as fixtures
 *   ... --populate deep                ask the CMS for populate=deep where the site sends populate=*
 *   ... --json FILE                    also write { passed, failed, differences } (one test per request)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SINGLES = [
  'home',
  'buy',
  'sell',
  'footer',
  'token-page',
  'contact',
  'franchise',
  'about-us',
  'stores-page',
  'atms-page',
  'review',
  'app-page',
  'help-center',
  'mwc',
  'pay-page',
  'cnmv',
];
const COLLECTIONS = ['assets', 'teams', 'help-pages', 'faqs', 'markets', 'pages', 'stores', 'atms'];

/**
 * The site's populate tables (src/api/content-populate.ts: one entry's, a whole list's), read through the
 * site's tsx so the requests below are exactly what the site sends; a copy here could drift.
 */
function sitePopulate() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const tsx = path.join(here, '..', '..', 'node_modules', '.bin', 'tsx');
  const script =
    "import('./src/api/content-populate.ts').then((m) => console.log(JSON.stringify({ entry: m.POPULATE, list: m.LIST_POPULATE })))";
  return JSON.parse(execFileSync(tsx, ['-e', script], { cwd: path.join(here, '..', '..') }).toString());
}

const POPULATE = sitePopulate();
const asQuery = (paths) => paths.map((p, i) => `&populate[${i}]=${p}`).join('');
/** `populate[0]=a.b&populate[1]=...` of a type, with a leading `&` (empty for types without components). */
const populateOf = (type) => asQuery(POPULATE.entry[type] ?? []);
/** The same for a collection's whole list. */
const listPopulateOf = (type) => asQuery(POPULATE.list[type] ?? POPULATE.entry[type] ?? []);
const LIST_PAGE = 'pagination[page]=1&pagination[pageSize]=1000';

/** [fixture name, path and query]: what src/content/content-queries.ts and its callers ask, then edge cases. */
export const REQUESTS = [
  // What the site asks: each page with its populate table, every list page by page, the slug routes.
  ...SINGLES.map((t) => [`single-${t}-es`, `${t}?locale=es${populateOf(t)}`]),
  ['single-home-en', `home?locale=en${populateOf('home')}`],
  ...COLLECTIONS.map((c) => [`list-${c}-es`, `${c}?locale=es${listPopulateOf(c)}&${LIST_PAGE}`]),
  ['list-atms-es-page-2', `atms?locale=es${listPopulateOf('atms')}&pagination[page]=2&pagination[pageSize]=1000`],
  ['list-atms-en', `atms?locale=en${listPopulateOf('atms')}&${LIST_PAGE}`],
  // A store's or ATM's own record, with its banner photo.
  ['list-atms-banner-image-es', `atms?locale=es${populateOf('atms')}&${LIST_PAGE}`],
  ['entry-asset-btc-es', 'assets/btc?locale=es'],
  ['entry-help-page-es', 'help-pages/what-is-a-wallet?locale=es'],
  ['entry-page-terms-en', 'pages/terms?locale=en'],
  ['entry-market-1', 'markets/1'],
  ['entry-market-7', 'markets/7'],
  // Content written per market: a market's versions of a list and of one page (by slug), none for an unknown one.
  ['list-faqs-py', `faqs?locale=es&filters[Markets][$contains]=PY&${LIST_PAGE}`],
  ['list-help-pages-ar-en', `help-pages?locale=en&filters[Markets][$contains]=AR&${LIST_PAGE}`],
  ['list-pages-bo', `pages?locale=es&filters[Markets][$contains]=BO&${LIST_PAGE}`],
  ['entry-help-page-fees-py', 'help-pages/payment-methods-and-fees?locale=es&filters[Markets][$contains]=PY'],
  ['entry-page-terms-es-en', 'pages/terms?locale=en&filters[Markets][$contains]=ES'],
  ['error-help-page-no-market', 'help-pages/payment-methods-and-fees?locale=es&filters[Markets][$contains]=XX'],
  ['filter-store-content', `stores?locale=es&filters[StoreID][$eq]=1${populateOf('stores')}&${LIST_PAGE}`],
  ['filter-atm-content-en', `atms?locale=en&filters[ATMID][$eq]=1001${populateOf('atms')}&${LIST_PAGE}`],
  // Populate semantics: none, one level with *, nested by object and by dotted path, media with formats.
  ['single-home-no-populate', 'home?locale=es'],
  ['single-home-star', 'home?locale=es&populate=*'],
  ['single-footer-star', 'footer?locale=en&populate=*'],
  ['single-home-nested', 'home?locale=es&populate[Hero][populate]=*&populate[SEO][populate][OpenGraphTags][populate]=*'],
  ['single-footer-nested-list', 'footer?locale=es&populate[Columns][populate][0]=Links'],
  ['single-app-page-badges', 'app-page?locale=en&populate[0]=StoreBadges.Image'],
  ['list-assets-icon', 'assets?locale=es&populate=Icon'],
  ['list-teams-star', 'teams?locale=en&populate=*'],
  ['list-stores-no-populate', 'stores?locale=es'],
  // Paging: the default 25, the cap of 100, a page past the first, no locale (the default es).
  ['list-help-pages-en-100', 'help-pages?locale=en&pagination[pageSize]=100'],
  ['list-atms-1000-no-locale', 'atms?pagination[pageSize]=1000'],
  ['list-faqs-default', 'faqs'],
  ['list-faqs-page-2', 'faqs?locale=es&pagination[page]=2&pagination[pageSize]=5'],
  ['entry-faq-1-en', 'faqs/1?locale=en'],
  // Errors and edge cases.
  ['error-help-page-missing', 'help-pages/no-such-page?locale=es'],
  ['error-page-missing', 'pages/no-such-page?locale=en'],
  ['error-asset-missing', 'assets/zzz?locale=es'],
  ['error-market-missing', 'markets/3'],
  ['error-help-page-malformed', 'help-pages/Bad_Slug?locale=es'],
  ['error-single-bad-locale', 'home?locale=xx'],
  ['error-list-bad-locale', 'faqs?locale=xx'],
  ['error-list-bad-page', 'faqs?pagination[page]=0'],
  ['error-unknown-type', 'no-such-type'],
];

function parseArgs(argv) {
  const args = { positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [key, inline] = a.slice(2).split('=');
      args[key] = inline ?? argv[++i];
    } else args.positional.push(a);
  }
  args.cms ??= args.positional[0];
  args.standin ??= args.positional[1];
  return args;
}

async function fetchAnswer(base, request) {
  const url = `${base.replace(/\/$/, '')}/${request}`;
  const res = await fetch(url, { headers: { accept: 'application/json' } }).catch((error) => {
    throw new Error(`cannot reach ${url}: ${error.cause?.code ?? error.message}`);
  });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = { __notJson: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

/** Fixture form of an answer: arrays cut to 2 items and long strings to 120 characters; meta kept whole. */
function trim(value, key) {
  if (key === 'meta') return value;
  if (Array.isArray(value)) return value.slice(0, 2).map((v) => trim(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v, k)]));
  if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 120)}…`;
  return value;
}

const isMedia = (v) =>
  v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  'data' in v &&
  Object.keys(v).length === 1 &&
  (v.data === null || (v.data?.attributes && 'url' in v.data.attributes && 'mime' in v.data.attributes));

/** A compact type name for messages. */
function kind(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (isMedia(v)) return 'media {data:{id,attributes:{url,mime,formats,...}}}';
  if (typeof v === 'object') return `object {${Object.keys(v).join(',')}}`;
  return typeof v;
}
const baseKind = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : isMedia(v) ? 'media' : typeof v);

/** Compares two JSON values by shape; pushes "path: message" lines. Array items are merged per side. */
function compareShape(a, b, where, out) {
  const ka = baseKind(a);
  const kb = baseKind(b);
  if (ka !== kb) {
    out.push(`${where}: Strapi ${kind(a)}, stand-in ${kind(b)}`);
    return;
  }
  if (ka === 'array') {
    if (!a.length || !b.length) return;
    const merge = (list) =>
      list.reduce((acc, item) => (item && typeof item === 'object' && !Array.isArray(item) ? { ...acc, ...item } : item), {});
    compareShape(merge(a), merge(b), `${where}[]`, out);
    return;
  }
  if (ka === 'media') {
    if (a.data && b.data) compareShape(a.data, b.data, `${where}.data`, out);
    return;
  }
  if (ka !== 'object') return;
  for (const key of Object.keys(a)) {
    if (!(key in b)) out.push(`${where}.${key}: only in Strapi (${kind(a[key])})`);
    else compareShape(a[key], b[key], `${where}.${key}`, out);
  }
  for (const key of Object.keys(b)) if (!(key in a)) out.push(`${where}.${key}: only in stand-in (${kind(b[key])})`);
}

function compareAnswers(cms, standin, fromSamples = false) {
  const out = [];
  if (cms.status !== standin.status) out.push(`status: Strapi ${cms.status}, stand-in ${standin.status}`);
  const pa = cms.body?.meta?.pagination;
  const pb = standin.body?.meta?.pagination;
  if (pa && pb) {
    for (const key of new Set([...Object.keys(pa), ...Object.keys(pb)])) {
      if (pa[key] !== pb[key]) out.push(`meta.pagination.${key}: Strapi ${JSON.stringify(pa[key])}, stand-in ${JSON.stringify(pb[key])}`);
    }
  }
  const ea = cms.body?.error;
  const eb = standin.body?.error;
  if (ea && eb) {
    for (const key of ['status', 'name'])
      if (ea[key] !== eb[key]) out.push(`error.${key}: Strapi ${JSON.stringify(ea[key])}, stand-in ${JSON.stringify(eb[key])}`);
  }
  // Values that are part of the contract rather than content: entry ids (markets/(id), findOne by id)
  // and the language of the answer.
  // Fixtures keep two items of each list: then only those are compared.
  const idsOf = (body) =>
    (Array.isArray(body?.data) ? body.data.slice(0, fromSamples ? 2 : undefined).map((e) => e?.id) : body?.data ? [body.data.id] : []).join(
      ',',
    );
  if (idsOf(cms.body) !== idsOf(standin.body)) out.push(`data ids: Strapi [${idsOf(cms.body)}], stand-in [${idsOf(standin.body)}]`);
  const localeOf = (body) => (Array.isArray(body?.data) ? body.data[0] : body?.data)?.attributes?.locale;
  if (localeOf(cms.body) && localeOf(standin.body) && localeOf(cms.body) !== localeOf(standin.body)) {
    out.push(`data.attributes.locale: Strapi ${JSON.stringify(localeOf(cms.body))}, stand-in ${JSON.stringify(localeOf(standin.body))}`);
  }
  compareShape(cms.body, standin.body, '$', out);
  return [...new Set(out)];
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if ((!args.cms && !args['cms-samples']) || !args.standin) {
    console.error('usage: compare.mjs (--cms URL | --cms-samples DIR) --standin URL [--save DIR] [--populate deep]');
    process.exit(2);
  }
  if (args.save) fs.mkdirSync(args.save, { recursive: true });
  let total = 0;
  let differing = 0;
  const report = [];
  const summary = new Map();
  for (const [name, request] of REQUESTS) {
    const cmsRequest = args.populate ? request.replace('populate=*', `populate=${args.populate}`) : request;
    const cms = args['cms-samples']
      ? JSON.parse(fs.readFileSync(path.join(args['cms-samples'], `${name}.json`), 'utf8'))
      : await fetchAnswer(args.cms, cmsRequest);
    const standin = await fetchAnswer(args.standin, request);
    if (args.save) {
      fs.writeFileSync(
        path.join(args.save, `${name}.json`),
        `${JSON.stringify({ request: cmsRequest, status: cms.status, body: trim(cms.body) }, null, 2)}\n`,
      );
    }
    const diffs = compareAnswers(cms, standin, Boolean(args['cms-samples']));
    total += diffs.length;
    if (diffs.length) differing += 1;
    report.push({ request, differences: diffs });
    const asked = cmsRequest === request || args['cms-samples'] ? '' : ` [CMS: ${cmsRequest}]`;
    console.log(`${diffs.length ? 'DIFF' : 'same'}  ${request}${asked}${diffs.length ? ` (${diffs.length})` : ''}`);
    for (const d of diffs) {
      console.log(`      ${d}`);
      const pattern = d.replace(/^[^:]*?([^.[\]]+)(\[\])?:/, '…$1:').replace(/\d+/g, 'N');
      summary.set(pattern, (summary.get(pattern) ?? 0) + 1);
    }
  }
  console.log(`\n${total} difference(s) in ${REQUESTS.length} requests`);
  if (args.json) {
    fs.mkdirSync(path.dirname(args.json), { recursive: true });
    fs.writeFileSync(
      args.json,
      `${JSON.stringify({ passed: REQUESTS.length - differing, failed: differing, requests: report }, null, 2)}\n`,
    );
  }
  if (total) {
    console.log('\nBy kind (last path segment; counts over all requests):');
    for (const [pattern, count] of [...summary].sort((x, y) => y[1] - x[1])) console.log(`  ${String(count).padStart(4)}  ${pattern}`);
  }
  process.exit(total ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(2);
});
