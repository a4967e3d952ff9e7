'use strict';

const { factories } = require('@strapi/strapi');

// findOne by id is replaced by the lookup by Token in 01-by-token.js.
module.exports = factories.createCoreRouter('api::asset.asset', { only: ['find'] });
