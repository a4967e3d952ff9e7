'use strict';
/**
 * Secrets for config/: taken from the environment; for local and dev runs, generated once when absent
 * and kept in .tmp/dev-secrets.json (git-ignored) so sessions and tokens survive a restart.
 * In production (NODE_ENV=production) a missing secret stops start-up instead.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const FILE = path.join(__dirname, '..', '.tmp', 'dev-secrets.json');
const random = () => crypto.randomBytes(16).toString('base64');
const GENERATORS = {
  APP_KEYS: () => [random(), random(), random(), random()].join(','),
  API_TOKEN_SALT: random,
  ADMIN_JWT_SECRET: random,
  JWT_SECRET: random,
  TRANSFER_TOKEN_SALT: random,
};

let cache;
function devSecrets() {
  if (cache) return cache;
  try {
    cache = JSON.parse(fs.readFileSync(FILE, 'utf8'));
  } catch {
    cache = {};
  }
  return cache;
}

function secret(name) {
  if (process.env[name]) return process.env[name];
  if (process.env.NODE_ENV === 'production') throw new Error(`${name} must be set in production (see .env.example)`);
  const known = devSecrets();
  if (!known[name]) {
    known[name] = GENERATORS[name]();
    fs.mkdirSync(path.dirname(FILE), { recursive: true });
    fs.writeFileSync(FILE, `${JSON.stringify(known, null, 2)}\n`, { mode: 0o600 });
  }
  return known[name];
}

module.exports = { secret };
