// Resilience: every call family (resilience-cases.ts) answered with 401, 404, 422, 500, a delay
// past the loader, malformed JSON and a dropped connection (the demo backend's x-demo-fault cookie,
// scoped by path). Each case checks the visitor's view against the error catalogue (SPEC 8), that
// nothing throws (the fixture fails on console errors) and that the page is never blank.
import type { APIRequestContext, Page } from '@playwright/test';
import fc from 'fast-check';
import { unknownPath } from '../unit/unknown-path-arbitrary';
import { API, expect, expectClientReady, test } from './fixtures';
import { FAMILIES, FAULTS, TEXT, type CatalogueOutcome, type Family, type Fault } from './resilience-cases';
import { publicWriteRouteOf } from '../../src/api/public-writes';
import { PROOF_HEADER } from '../../src/api/proof-of-work';
import { proofFrom } from '../setup/solve-as-script';

test.beforeEach(async ({ page, request }) => {
  // The page's own handling of failed calls is what these cases are about, so every page starts from the
  // client shell, as the installed app does (its worker answers navigations with the shell); the server's
  // render of a failing service is covered in server-render.spec.ts.
  const shell = await (await request.get(`${API}/index.html`)).text();
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ status: 200, contentType: 'text/html', body: shell }) : route.fallback(),
  );
  await page.addInitScript(() => {
    // A browser without service workers: the worker's network-first cache and outbox would answer for
    // the failed calls, and these cases are about the page's own handling. Save-Data skips the
    // idle-time warm-up, so every call a case makes is the page's own.
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
    // Records whether the loader bar or the page skeleton ever showed, however briefly.
    const seen = { loader: false };
    (window as unknown as { __progressSeen: typeof seen }).__progressSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loader-bar"][data-busy="true"], .page-pending')) seen.loader = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-busy', 'class'] });
  });
});

const CASES = FAMILIES.flatMap((family) => FAULTS.map((fault) => ({ family, fault })));
console.log(`resilience: ${FAMILIES.length} call families x ${FAULTS.length} faults = ${CASES.length} cases`);

/** SPEC 8: the error text is the body's error, data, errors or message field (a string, or an object's message), else 'Error'. */
function messageOf(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const field of ['error', 'data', 'errors', 'message']) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
      if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
        return (value as { message: string }).message;
    }
  }
  return 'Error';
}

/** SPEC 8, 422: one message per entry of each field of the validation errors; non-strings JSON-stringified. */
function fieldMessagesOf(body: unknown): string[] {
  const record = (body ?? {}) as Record<string, unknown>;
  const fields = (record.errors ?? (record.error as Record<string, unknown> | undefined)?.details) as Record<string, unknown> | undefined;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return [];
  return Object.values(fields).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))),
  );
}

/** What SPEC 8 prescribes for this fault on this family's call, from the body the backend really sends. */
async function catalogueFor(request: APIRequestContext, family: Family, fault: Fault): Promise<CatalogueOutcome> {
  if (fault === '401') return { snackbars: [TEXT.unauthorized], goTo404: false };
  if (fault === '404') return { snackbars: [`Error: ${TEXT.notFound}`], goTo404: true };
  // No readable body: the text falls back to 'Error'.
  if (fault === 'malformed' || fault === 'drop') return { snackbars: ['Error: Error'], goTo404: false };
  const { path, method = 'GET', body } = family.sample;
  // A public write passes the bot check first, as the page's does, so the answer is the fault's.
  const write = publicWriteRouteOf(method, path.split('?')[0]!);
  const proof: Record<string, string> = write ? { [PROOF_HEADER]: await proofFrom(API) } : {};
  const response = await request.fetch(`${API}${path}`, { method, data: body, headers: { 'x-demo-fault': fault, ...proof } });
  const answer = await response.json();
  if (fault === '422') {
    const messages = fieldMessagesOf(answer);
    return { snackbars: (messages.length ? messages : [messageOf(answer)]).map((m) => `Error: ${m}`), goTo404: false };
  }
  return { snackbars: [`Error: ${messageOf(answer)}`], goTo404: false };
}

async function setFault(page: Page, family: Family, fault: Fault) {
  await page.context().addCookies([{ name: 'x-demo-fault', value: fault, domain: 'localhost', path: family.scope }]);
}

async function expectNotBlank(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('h1').first()).not.toBeEmpty();
}

for (const { family, fault } of CASES) {
  test(`${family.name} answered ${fault}`, async ({ page, request }) => {
    const catalogue = await catalogueFor(request, family, fault);
    if (family.name.startsWith('content')) {
      await page.context().addCookies([{ name: 'web_session', value: 'resilience', domain: 'localhost', path: '/' }]);
    }
    if (family.faultBeforeStart) await setFault(page, family, fault);
    await page.goto(family.start);
    if (!family.faultBeforeStart) {
      await expectNotBlank(page);
      await setFault(page, family, fault);
    }
    await family.trigger?.(page);

    if (fault.startsWith('delay=')) {
      await family.expectLoaded(page);
      if (family.showsLoader)
        expect(await page.evaluate(() => (window as unknown as { __progressSeen: { loader: boolean } }).__progressSeen.loader)).toBe(true);
      await expect(page.locator('.snackbar-error')).toHaveCount(0);
    } else {
      await family.expectFailed(page, catalogue, fault);
      if (fault === '401' && family.name.startsWith('content')) {
        expect((await page.context().cookies()).some((cookie) => cookie.name === 'web_session')).toBe(false);
      }
    }
    await expectNotBlank(page);
  });
}

// The unit test (tests/unit/unknown-paths.test.ts) checks 1,000 random paths against the route tree;
// here a sample of them goes through the browser: the first by a full load (server, start-up, router),
// the rest through the app's own router, as a history change (back/forward) would reach it.
// A real page's path with a segment more is among them every time: the router matches it to that page's
// route only to find the nearest not-found page.
test('25 random unknown paths, and a real page with a segment more, land on the 404 page', async ({ page }) => {
  const [first, ...rest] = [...fc.sample(unknownPath, 25), '/cajero/1001/fotos'];
  await page.goto('/es');
  await expect(page.locator('h1')).not.toHaveText(TEXT.notFoundTitle);
  await page.goto(first!);
  await expect(page.locator('h1'), first).toHaveText(TEXT.notFoundTitle);
  // The rest go through the router, which runs once the code has taken the page over.
  await expectClientReady(page);
  for (const path of rest) {
    // Leave the 404 page first, so each path has to reach it on its own.
    for (const target of ['/es', path]) {
      await page.evaluate((to) => {
        window.history.pushState(window.history.state, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, target);
      if (target === path) await expect(page.locator('h1'), path).toHaveText(TEXT.notFoundTitle);
      else await expect(page.locator('h1')).not.toHaveText(TEXT.notFoundTitle);
    }
  }
});
