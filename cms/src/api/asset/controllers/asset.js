'use strict';

const { factories } = require('@strapi/strapi');
const findOneBy = require('../../../../lib/find-one-by');

module.exports = factories.createCoreController('api::asset.asset', () => ({
  findOneByToken: findOneBy('api::asset.asset', 'Token', 'token'),
}));
