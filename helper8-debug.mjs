import { chromium } from '@playwright/test';
const [,, start, scope, fault, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: 'http://localhost:4474' });
const page = await context.newPage();
await page.addInitScript(() => {
  delete Navigator.prototype.serviceWorker;
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  new MutationObserver(() => { const t = [...document.querySelectorAll('.snackbar')].map(e => e.className + ':' + e.textContent); if (t.length) console.log('SNACK ' + JSON.stringify(t)); }).observe(document, { subtree: true, childList: true });
});
page.on('console', m => console.log('console', m.type(), m.text()));
page.on('pageerror', e => console.log('pageerror', e.message));
if (action === 'before') await context.addCookies([{ name: 'x-demo-fault', value: fault, domain: 'localhost', path: scope }]);
await page.goto(start);
await page.waitForTimeout(1000);
if (action !== 'before') { await context.addCookies([{ name: 'x-demo-fault', value: fault, domain: 'localhost', path: scope }]); await page.getByRole('link', { name: 'Comprar' }).first().click(); }
await page.waitForTimeout(4000);
console.log('URL', page.url(), await page.locator('h1').allTextContents());
await browser.close();
