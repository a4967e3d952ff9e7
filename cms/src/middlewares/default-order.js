'use strict';
/**
 * A collection list asked without `sort` comes in id order. Without one, Strapi's query has no ORDER BY:
 * SQLite happens to answer in id order, PostgreSQL in the order rows sit on disk, which changes as the
 * seed updates them (FAQs, stores and ATMs came out shuffled, and pages of a list overlapped). The
 * stand-in and the site both expect id order.
 */
module.exports = (_config, { strapi }) => {
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  const collections = new Set(
    Object.entries(strapi.contentTypes)
      .filter(([uid, type]) => uid.startsWith('api::') && type.kind === 'collectionType')
      .map(([, type]) => type.info.pluralName),
  );
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path.startsWith(prefix) && ctx.query.sort === undefined) {
      const rest = ctx.path.slice(prefix.length).replace(/\/$/, '');
      if (collections.has(rest)) ctx.query = { ...ctx.query, sort: 'id:asc' };
    }
    await next();
  };
};
