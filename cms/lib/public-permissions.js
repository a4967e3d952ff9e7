'use strict';
/**
 * Grants the Public role every GET route of the site's content APIs (find, findOne and the custom
 * by-slug/by-token lookups), read from the routes themselves so a new route is covered. Idempotent.
 */
function readActions(strapi) {
  const actions = new Set();
  for (const [apiName, api] of Object.entries(strapi.api)) {
    for (const router of Object.values(api.routes ?? {})) {
      for (const route of router.routes ?? []) {
        if (route.method !== 'GET') continue;
        actions.add(route.handler.includes('::') ? route.handler : `api::${apiName}.${route.handler}`);
      }
    }
  }
  return [...actions].sort();
}

async function grantPublicRead(strapi) {
  const role = await strapi.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions Public role not found');
  const permissions = strapi.query('plugin::users-permissions.permission');
  const existing = new Set((await permissions.findMany({ where: { role: role.id } })).map((p) => p.action));
  const missing = readActions(strapi).filter((action) => !existing.has(action));
  for (const action of missing) await permissions.create({ data: { action, role: role.id } });
  if (missing.length) strapi.log.info(`[cms] Public role may now read: ${missing.join(', ')}`);
}

module.exports = { grantPublicRead };
