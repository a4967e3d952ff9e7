'use strict';

/** GET /api/help-pages/:slug: the site addresses help-pages by Slug, not by id. */
module.exports = {
  routes: [{ method: 'GET', path: '/help-pages/:slug', handler: 'help-page.findOneBySlug' }],
};
