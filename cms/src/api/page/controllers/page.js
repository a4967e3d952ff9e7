'use strict';

const { factories } = require('@strapi/strapi');
const findOneBy = require('../../../../lib/find-one-by');

module.exports = factories.createCoreController('api::page.page', () => ({
  findOneBySlug: findOneBy('api::page.page', 'Slug', 'slug'),
}));
