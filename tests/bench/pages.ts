import { CHROMIUM_FLAGS } from '../setup/chromium-flags';

// The pages the benchmark measures, in both languages.
export const BENCH_PAGES: Array<{ name: string; path: string }> = [
  { name: 'Home', path: '/es' },
  { name: 'Home', path: '/en' },
  { name: 'ATM list', path: '/cajeros' },
  { name: 'ATM list', path: '/bitcoin-atms' },
  { name: 'Buy', path: '/comprar' },
  { name: 'Buy', path: '/buy' },
  { name: 'Help center', path: '/centro-ayuda' },
  { name: 'Help center', path: '/help-center' },
  { name: 'ATM detail', path: '/cajero/1001' },
  { name: 'ATM detail', path: '/atm/1001' },
];

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Every host but localhost resolves to nothing, so no outside request leaves the machine. (Playwright's
 * request interception would do the same, but it sends every request through Node first, which adds
 * milliseconds to each of the offline visit's requests: a cost of the harness, not of the site.)
 */
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost';
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, LOCAL_ONLY];
export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1350, height: 940 } };
