const { secret } = require('../lib/secrets');

module.exports = ({ env }) => ({
  // API only unless editors need the panel: CMS_ADMIN=1 (README, `npm run admin`). Strapi reads this key here, not in server.js.
  serveAdminPanel: ['1', 'true'].includes(env('CMS_ADMIN', '')),
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  flags: { nps: false, promoteEE: false },
  url: env('ADMIN_URL', '/admin'),
});
