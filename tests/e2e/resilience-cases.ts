// The resilience table: every call family (what page makes the call, where the fault cookie applies)
// and what the visitor must see when that call fails or is slow. resilience.spec.ts runs every
// family against every fault.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const FAULTS = ['401', '404', '422', '500', 'delay=1500', 'malformed', 'drop'] as const;
export type Fault = (typeof FAULTS)[number];

const locale = (ns: string) =>
  JSON.parse(readFileSync(`demo-api/data/locales/es/${ns}.json`, 'utf8')) as Record<
    string,
    Record<string, string> & Record<string, unknown>
  >;
const errorsEs = locale('errors') as unknown as Record<string, string>;
const commonEs = locale('common');
const exchangeEs = locale('exchange');
const chartsEs = locale('charts') as unknown as Record<string, string>;
const finderEs = locale('finder') as unknown as Record<string, string>;
const offlineEs = locale('offline');

export const TEXT = {
  unauthorized: errorsEs.unauthorized!,
  notFound: errorsEs.notFound!,
  notFoundTitle: errorsEs.pageTitle!,
  callMeFailedField: errorsEs.callMeFailedField!,
  subscribed: (commonEs.success as Record<string, string>).subscribed!,
  phoneSent: (commonEs.success as Record<string, string>).phoneSent!,
  rateUnavailable: (exchangeEs.rate as Record<string, string>).unavailable!,
  chartFailed: chartsEs.failed!,
  listFailed: finderEs.loadError!,
  notSavedTitle: (offlineEs.notSaved as Record<string, string>).title!,
};

/** The faults that are the network failing (a 5xx, an answer that cannot be read, no answer), not a refusal. */
const NETWORK_FAULTS: readonly Fault[] = ['500', 'malformed', 'drop'];

/** What the catalogue (SPEC 8) tells the visitor about one failed call. */
export interface CatalogueOutcome {
  snackbars: string[];
  goTo404: boolean;
}

export interface Family {
  name: string;
  /** Cookie path of the fault: cookie paths are prefix-matched, so this covers the family's calls. */
  scope: string;
  /** A call of this family, fetched from Node to read the exact error body the page will get. */
  sample: { path: string; method?: 'GET' | 'POST'; body?: unknown };
  /** Opens the page; the fault cookie is set before `start` when `faultBeforeStart`, else between `start` and `trigger`. */
  start: string;
  faultBeforeStart: boolean;
  /** Makes the family's call (a click, a form) after the start page; nothing when the page load makes it. */
  trigger?: (page: Page) => Promise<void>;
  /** Whether a call in flight shows the loader bar or the page skeleton (false: the call is silent or runs before anything renders). */
  showsLoader: boolean;
  /** The visitor's view once the slow answer arrived. */
  expectLoaded: (page: Page) => Promise<void>;
  /** The visitor's view after the failure; `catalogue` is what SPEC 8 prescribes for this answer. */
  expectFailed: (page: Page, catalogue: CatalogueOutcome, fault: Fault) => Promise<void>;
}

const errorSnackbars = (page: Page) => page.locator('.snackbar-error > span');

export async function expectSnackbars(page: Page, messages: string[]) {
  await expect.poll(() => errorSnackbars(page).allTextContents(), { timeout: 10_000 }).toEqual(messages);
}

const expectNoErrorSnackbar = (page: Page) => expect(errorSnackbars(page)).toHaveCount(0);

const nav = (page: Page) => page.getByRole('navigation', { name: (commonEs.nav as Record<string, string>).label! });

async function openCallMe(page: Page) {
  await page.getByRole('button', { name: 'Pídanos que le llamemos' }).click();
  await page.getByLabel('Número de teléfono').fill('612345678');
  await page.getByRole('button', { name: 'Llámenme' }).click();
}

async function subscribe(page: Page) {
  const form = page.locator('#footer-newsletter-email');
  await form.scrollIntoViewIfNeeded();
  await form.fill('ana.resilience@example.com');
  await page.getByRole('button', { name: 'Suscribirme' }).click();
}

/** The catalogue's page-level answer: its snackbars, and the 404 page when it says so. */
async function expectCatalogue(page: Page, catalogue: CatalogueOutcome, stayOn: RegExp) {
  await expectSnackbars(page, catalogue.snackbars);
  if (catalogue.goTo404) {
    await expect(page).toHaveURL(/\/errors\/404$/);
    await expect(page.locator('h1')).toHaveText(TEXT.notFoundTitle);
  } else {
    await expect(page).toHaveURL(stayOn);
  }
}

export const FAMILIES: Family[] = [
  {
    name: 'content (/cms/api): Buy page content',
    scope: '/cms/api/buy',
    sample: { path: '/cms/api/buy?locale=es' },
    start: '/errors/404',
    faultBeforeStart: false,
    trigger: (page) => nav(page).getByRole('link', { name: 'Comprar' }).click(),
    showsLoader: true,
    expectLoaded: async (page) => {
      await expect(page).toHaveURL(/\/comprar$/);
      await expect(page.locator('#exchange-fiat-amount')).toBeVisible();
    },
    // The network failing keeps the address: the page says it is not saved on this device, and nothing
    // else. SPEC 4: a Buy content refusal sends the visitor Home (not to the 404 page), with the catalogue's message.
    expectFailed: async (page, catalogue, fault) => {
      if (NETWORK_FAULTS.includes(fault)) {
        await expect(page.locator('h1')).toHaveText(TEXT.notSavedTitle);
        await expect(page).toHaveURL(/\/comprar$/);
        await expectNoErrorSnackbar(page);
        return;
      }
      await expectSnackbars(page, catalogue.snackbars);
      await expect(page).toHaveURL(/\/es$/);
      await expect(page.locator('h1')).not.toHaveText(TEXT.notFoundTitle);
    },
  },
  {
    name: 'gateway lists (/gateway/api/v1/webapp): ATM list',
    scope: '/gateway/api/v1/webapp/',
    sample: { path: '/gateway/api/v1/webapp/public/webapp/atms/list-all-active?pageSizeReviews=0&market=1' },
    start: '/cajeros',
    faultBeforeStart: true,
    showsLoader: true,
    expectLoaded: (page) => expect(page.locator('.finder-result').first()).toBeVisible(),
    expectFailed: async (page, catalogue) => {
      await expectCatalogue(page, catalogue, /\/cajeros$/);
      if (!catalogue.goTo404) await expect(page.getByText(TEXT.listFailed)).toBeVisible();
    },
  },
  {
    name: 'gateway prices (/gateway/api/v1/crypto): Buy rate and chart',
    scope: '/gateway/api/v1/crypto/',
    sample: { path: '/gateway/api/v1/crypto/public/price/BTC/EUR' },
    start: '/comprar',
    faultBeforeStart: true,
    showsLoader: true,
    // The cases run with Save-Data (resilience.spec.ts), so the chart's history waits to be asked for.
    trigger: (page) => page.getByRole('button', { name: chartsEs.show! }).click(),
    expectLoaded: (page) => expect(page.getByTestId('rate-status')).toBeVisible(),
    // Prices handle their own failures (rate-query.ts, history-query.ts): the calculator says it cannot
    // price and the chart says its history is missing, on the page, instead of a snackbar per refresh.
    expectFailed: async (page) => {
      await expect(page).toHaveURL(/\/comprar$/);
      await expect(page.getByText(TEXT.rateUnavailable)).toBeVisible();
      await expect(page.getByText(TEXT.chartFailed)).toBeVisible();
      await expectNoErrorSnackbar(page);
    },
  },
  {
    name: 'reviews (/gateway/api/v1/webapp/.../review): opinions',
    scope: '/gateway/api/v1/webapp/public/webapp/store/review',
    sample: { path: '/gateway/api/v1/webapp/public/webapp/store/review', method: 'POST', body: { page: 1, pageSize: 10 } },
    start: '/opiniones',
    faultBeforeStart: true,
    showsLoader: true,
    expectLoaded: (page) => expect(page.locator('.paged-reviews li, .reviews-page li, .review-list li').first()).toBeVisible(),
    expectFailed: (page, catalogue) => expectCatalogue(page, catalogue, /\/opiniones$/),
  },
  {
    name: 'call-back (/telephony): call-me widget',
    scope: '/telephony/',
    sample: { path: '/telephony/ivrs/demo/callback', method: 'POST', body: { to_number: 34612345678, timeout: 60, clir: false } },
    start: '/es',
    faultBeforeStart: false,
    trigger: openCallMe,
    showsLoader: true,
    expectLoaded: (page) => expect(page.getByText(TEXT.phoneSent).first()).toBeVisible(),
    // SPEC 8's field message, said once where the visitor is looking (issue 17): no snackbar as well.
    expectFailed: async (page) => {
      await expect(page.getByText(TEXT.callMeFailedField)).toBeVisible();
      await expect(page.locator('.snackbar')).toHaveCount(0);
      await expect(page).toHaveURL(/\/es$/);
    },
  },
  {
    name: 'newsletter (/newsletter): footer sign-up',
    scope: '/newsletter/',
    sample: { path: '/newsletter/subscribe?email=ana.resilience%40example.com', method: 'POST' },
    start: '/es',
    faultBeforeStart: false,
    trigger: subscribe,
    showsLoader: false,
    expectLoaded: (page) => expect(page.locator('.newsletter-status')).toHaveText(TEXT.subscribed),
    expectFailed: (page, catalogue) => expectCatalogue(page, catalogue, /\/es$/),
  },
  {
    name: 'locales (/locales): start-up translations',
    scope: '/locales/',
    sample: { path: '/locales/es' },
    start: '/es',
    faultBeforeStart: true,
    // Translations load before the first render: there is nothing to show a loader in yet.
    showsLoader: false,
    expectLoaded: (page) => expect(nav(page)).toBeVisible(),
    // Without translations no catalogue text exists: start-up reloads once, then shows its bilingual notice.
    expectFailed: async (page) => {
      await expect(page.locator('h1')).toHaveText('CryptoPlaza', { timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Reintentar / Retry' })).toBeVisible();
    },
  },
];
