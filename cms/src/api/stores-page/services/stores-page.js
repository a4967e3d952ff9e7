'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::stores-page.stores-page');
