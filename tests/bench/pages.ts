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
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1350, height: 940 } };
