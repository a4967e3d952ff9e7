import { chromium } from '@playwright/test';
const [,, url, out, w='412', h='823', action=''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto(url);
await page.waitForTimeout(1500);
if (action) { await page.locator(action).first().click(); await page.waitForTimeout(800); }
await page.screenshot({ path: out, fullPage: false });
await browser.close();
