'use strict';

const { factories } = require('@strapi/strapi');

// findOne by id is replaced by the lookup by Slug in 01-by-slug.js.
module.exports = factories.createCoreRouter('api::help-page.help-page', { only: ['find'] });
