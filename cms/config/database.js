const path = require('path');

/** SQLite in .tmp/ by default; PostgreSQL with DATABASE_CLIENT=postgres (DATABASE_URL or the separate variables). */
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const pool = { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) };
  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) };
    const connection = env('DATABASE_URL')
      ? { connectionString: env('DATABASE_URL'), ssl, schema: env('DATABASE_SCHEMA', 'public') }
      : {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', 'strapi'),
          ssl,
          schema: env('DATABASE_SCHEMA', 'public'),
        };
    return { connection: { client, connection, pool, acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000) } };
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not "${client}"`);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.join(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};
