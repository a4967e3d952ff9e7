'use strict';
/** The site's languages: Spanish (default) and English. */
const LOCALES = [
  { code: 'es', name: 'Spanish (es)' },
  { code: 'en', name: 'English (en)' },
];
const DEFAULT_LOCALE = 'es';

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}

module.exports = { ensureLocales, DEFAULT_LOCALE, LOCALES };
