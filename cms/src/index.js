'use strict';

const { ensureLocales } = require('../lib/locales');
const { grantPublicRead } = require('../lib/public-permissions');
const { seed } = require('../lib/seed');

module.exports = {
  register() {
    // The i18n plugin creates this locale as the default on a fresh database (it would pick 'en').
    process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= 'es';
  },

  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await grantPublicRead(strapi);
    await seed(strapi);
  },
};
