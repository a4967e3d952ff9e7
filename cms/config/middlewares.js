module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: env.array('CORS_ORIGINS', ['*']) } },
  'strapi::poweredBy',
  'strapi::query',
  'global::populate-deep',
  'global::default-order',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
