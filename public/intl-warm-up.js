// Started by the server page's inline loader (src/server/render/page-assets.ts) while the HTML is parsed.
// The first number or date format in a page loads ICU's locale and time-zone data: 12-17 ms of the main
// thread on a desktop, several times that on a phone, in the middle of hydration. That data is shared by
// the whole renderer process, so loading it here, on this worker's thread, makes the page's own first
// formats cheap (0.2 ms measured). The worker's name is "<language> <market time zone>".
const [lang = 'es', timeZone = 'UTC'] = (self.name || '').split(' ');
try {
  // The formats the pages use: amounts in en-US digits, dates and times in the page's language and
  // the market's zone, plurals (i18next) and relative times.
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(0);
  new Intl.PluralRules(lang).select(2);
  new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-1, 'minute');
} catch {
  // An engine without some of these formats on the main thread, as it would without this worker.
}
self.close();
