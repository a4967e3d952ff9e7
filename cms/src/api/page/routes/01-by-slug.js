'use strict';

/** GET /api/pages/:slug: the site addresses pages by Slug, not by id. */
module.exports = {
  routes: [{ method: 'GET', path: '/pages/:slug', handler: 'page.findOneBySlug' }],
};
