'use strict';
/**
 * A controller action that finds one entry by a field other than its id (a slug or a token), for
 * routes like GET /api/pages/:slug. It answers like the core findOne: { data: { id, attributes }, meta }
 * with the usual locale, populate, fields and filters query parameters, a ValidationError (400) when the value
 * does not match the field's schema regex, and a NotFoundError (404) when no entry has it.
 */
const { errors } = require('@strapi/utils');

module.exports = function findOneBy(uid, field, param = field.toLowerCase()) {
  return async function findOneByField(ctx) {
    const value = ctx.params[param];
    const attribute = strapi.getModel(uid).attributes[field];
    if (attribute.regex && !new RegExp(attribute.regex).test(value)) {
      throw new errors.ValidationError(`Malformed ${field} "${value}"`);
    }
    await this.validateQuery(ctx);
    const query = await this.sanitizeQuery(ctx);
    // Per-market versions of a page share its slug: the site picks its own with a Markets filter, and
    // without one the lowest id answers, as in the stand-in.
    const { results } = await strapi.service(uid).find({
      sort: 'id:asc',
      ...query,
      filters: { $and: [{ [field]: { $eq: value } }, ...(query.filters ? [query.filters] : [])] },
      pagination: { page: 1, pageSize: 1 },
    });
    if (!results.length) throw new errors.NotFoundError(`No ${strapi.getModel(uid).info.singularName} with ${field} "${value}"`);
    return this.transformResponse(await this.sanitizeOutput(results[0], ctx));
  };
};
