// Every market reads as its own. On each market's host and in both languages, every help page, the FAQs
// (home and help centre), every content page and the pages whose copy states money, documents or phones
// name only the market's own fiats, in the server HTML and in the state handed to the browser: the euro
// only on Spain's, nothing of Spain's (its regulators, laws, documents), and the CNMV's warning only there.
// The copy is read from the content service, so the spec runs on the stand-in and on the real Strapi.
import type { APIRequestContext } from '@playwright/test';
import { API, expect, test } from './fixtures';
import { localizedPath } from '../../src/i18n/localized-paths';
import type { Lang, RouteName } from '../../src/i18n/route-table';
import { marketTable } from '../../src/markets/market-table';

/* eslint-disable @typescript-eslint/no-explicit-any -- CMS answers are read loosely, as JSON */
const cms = async (request: APIRequestContext, path: string): Promise<any> => {
  const res = await request.get(`${API}/cms/api/${path}`);
  expect(res.status(), path).toBe(200);
  return res.json();
};

/** What names a fiat, by ISO code. "USD Coin" is a coin, and words like "dólar" describe stablecoins. */
const FIAT_SIGNS: Record<string, RegExp> = {
  EUR: /€|\bEUR\b|\b[Ee]uros?\b/,
  PYG: /₲|\bPYG\b|\b[Gg]uaraníes\b/,
  USD: /US\$|\$ ?\d|\d ?\$|"\$"|\bUSD\b(?! Coin)/,
  // Fiats the site sells nowhere: a peso, colón or boliviano in the copy would be as wrong.
  other: /₡|\b(?:ARS|BOB|CRC|PAB|GBP|BRL)\b/,
};
/** Spain's own facts, which no other market's copy may fall back to. */
const SPAIN_ONLY =
  /\bCNMV\b|Banco de España|Bank of Spain|Hacienda|\bNIE\b|RGPD|GDPR|10\/2010|Agencia Española|Spanish Data Protection|Registro Mercantil|Companies Registry/;
/** Each market's own identity documents, named on its accepted-documents page. */
const OWN_DOCUMENT: Record<string, RegExp> = {
  es: /NIE/,
  py: /cédula/,
  pa: /cédula de identidad personal|personal identity card/,
  ar: /DNI/,
  cr: /DIMEX/,
  bo: /cédula/,
};

interface Page {
  path: string;
  html: string;
  state: string;
}

/** The server's answer, split into the page (head and body) and the state JSON it hands the browser. */
async function render(request: APIRequestContext, code: string, path: string): Promise<Page> {
  const res = await request.get(`${API}${path}`, { headers: { host: `${code}.localhost:${new URL(API).port}` } });
  expect(res.status(), `${code} ${path}`).toBe(200);
  const whole = await res.text();
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(whole);
  expect(state, `${code} ${path} hands over its state`).not.toBeNull();
  return { path, html: whole.replace(state![0], ''), state: state![1]! };
}

/** Where a pattern matched, with some text around it, to say what was found where. */
function found(page: Page, pattern: RegExp): string[] {
  return (['html', 'state'] as const).flatMap((part) => {
    const at = page[part].search(pattern);
    return at < 0 ? [] : [`${page.path} (${part}): …${page[part].slice(Math.max(0, at - 60), at + 40)}…`];
  });
}

async function walk(request: APIRequestContext, code: string, lang: Lang): Promise<Page[]> {
  const market = code.toUpperCase();
  const own = (collection: string) =>
    cms(request, `${collection}?locale=${lang}&filters[Markets][$contains]=${market}&pagination[pageSize]=100`).then((answer) =>
      [...new Set<string>(answer.data.map((entry: any) => entry.attributes.Slug))].sort(),
    );
  const [helpSlugs, pageSlugs] = await Promise.all([own('help-pages'), own('pages')]);
  expect(helpSlugs.length).toBeGreaterThan(5);
  const routes: Array<[RouteName, Record<string, string>]> = [
    ['home', {}],
    ['helpCenter', {}],
    ...helpSlugs.map((slug): [RouteName, Record<string, string>] => ['helpPage', { slug }]),
    ...pageSlugs.map((slug): [RouteName, Record<string, string>] => ['contentPage', { slug }]),
    ['contact', {}],
    ['franchise', {}],
    ['pay', {}],
    ['buy', {}],
    ['sell', {}],
  ];
  const paths = routes.map(([name, params]) => localizedPath(name, params, lang));
  const pages: Page[] = [];
  // One after another: the server renders on a shared machine.
  for (const path of lang === 'es' ? [...paths, '/mwc'] : paths) pages.push(await render(request, code, path));
  return pages;
}

for (const { id, code } of Object.values(marketTable)) {
  for (const lang of ['es', 'en'] as const) {
    test(`${code}.localhost in ${lang}: help, FAQs and content name only the market's fiats, and the CNMV warning only in Spain`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      const record = (await cms(request, `markets/${id}`)).data.attributes;
      const fiats: string[] = record.FIATS.map((fiat: any) => fiat.ISO);
      const pages = await walk(request, code, lang);

      for (const [iso, sign] of Object.entries(FIAT_SIGNS)) {
        if (!fiats.includes(iso))
          expect(
            pages.flatMap((page) => found(page, sign)),
            `${iso} on ${code}`,
          ).toEqual([]);
      }
      // The market's own money is there: the fee page states the fixed fee in its first fiat.
      const fees = pages.find((page) => page.path.endsWith('/payment-methods-and-fees'))!;
      expect(fees.html).toMatch(FIAT_SIGNS[fiats[0]!]!);

      const warning = (await cms(request, `cnmv?locale=${lang}`)).data.attributes.Message as string;
      const firstSentence = warning.slice(0, warning.indexOf('.') + 1);
      if (code === 'es') {
        for (const page of pages) expect(page.html, `the CNMV warning on ${page.path}`).toContain(firstSentence);
      } else {
        const spanish = new RegExp(`${firstSentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${SPAIN_ONLY.source}`);
        expect(pages.flatMap((page) => found(page, spanish))).toEqual([]);
        for (const page of pages) expect(page.html, page.path).not.toContain('class="cnmv-banner"');
      }

      // Its own documents and its own support phone.
      const documents = pages.find((page) => page.path.endsWith('/accepted-documents'))!;
      expect(documents.html).toMatch(OWN_DOCUMENT[code]!);
      const contact = pages.find((page) => page.path === localizedPath('contact', {}, lang))!;
      expect(contact.html).toContain(`href="tel:${record.Phone}"`);
    });
  }
}
