'use strict';
/**
 * `populate=deep` on a content API GET: expands to every component, media and relation field at any
 * depth (except localizations), so one query returns what `populate=*` leaves out beyond the first
 * level (SEO.OpenGraphTags, Hero.Cta, footer Columns.Links...). Any other populate value is untouched.
 */
const MAX_DEPTH = 6;

function populateFor(schema, components, depth) {
  const populate = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'relation' && name !== 'localizations' && !attribute.target?.startsWith('admin::')) populate[name] = true;
    else if (attribute.type === 'component') {
      const nested = depth > 1 ? populateFor(components[attribute.component], components, depth - 1) : null;
      populate[name] = nested ? { populate: nested } : true;
    } else if (attribute.type === 'dynamiczone') populate[name] = { populate: '*' };
  }
  return Object.keys(populate).length ? populate : null;
}

module.exports = (_config, { strapi }) => {
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  const byPath = new Map();
  for (const [uid, type] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    byPath.set(type.kind === 'singleType' ? type.info.singularName : type.info.pluralName, type);
  }
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path.startsWith(prefix) && ctx.query.populate === 'deep') {
      const type = byPath.get(ctx.path.slice(prefix.length).split('/')[0]);
      if (type) {
        const { populate: _deep, ...query } = ctx.query;
        const populate = populateFor(type, strapi.components, MAX_DEPTH);
        ctx.query = populate ? { ...query, populate } : query;
      }
    }
    await next();
  };
};
