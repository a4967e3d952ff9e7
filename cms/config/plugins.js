const { secret } = require('../lib/secrets');

module.exports = () => ({
  i18n: { enabled: true, config: { defaultLocale: 'es' } },
  'users-permissions': { config: { jwtSecret: secret('JWT_SECRET') } },
  upload: { config: { sizeLimit: 10 * 1024 * 1024 } },
});
