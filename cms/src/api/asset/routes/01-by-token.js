'use strict';

/** GET /api/assets/:token: the site addresses assets by Token, not by id. */
module.exports = {
  routes: [{ method: 'GET', path: '/assets/:token', handler: 'asset.findOneByToken' }],
};
