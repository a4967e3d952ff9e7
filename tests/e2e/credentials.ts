/** Provider credentials e2e gives the production entry (playwright.config.ts); public-writes.spec.ts checks none reaches a browser. */
export const TELEPHONY_SENTINEL = 'e2e-telephony-credential-4b1d';
export const RATES_SENTINEL = 'e2e-rates-credential-9c3e';
