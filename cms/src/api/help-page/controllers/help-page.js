'use strict';

const { factories } = require('@strapi/strapi');
const findOneBy = require('../../../../lib/find-one-by');

module.exports = factories.createCoreController('api::help-page.help-page', () => ({
  findOneBySlug: findOneBy('api::help-page.help-page', 'Slug', 'slug'),
}));
