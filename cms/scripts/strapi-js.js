#!/usr/bin/env node
'use strict';
/**
 * `strapi build` and `strapi develop` for this folder. The Strapi CLI looks for a tsconfig.json upwards
 * from here, finds the site's (the repo root), takes the CMS for a TypeScript project and fails
 * compiling it. This runs the same admin commands with the CMS taken as the JavaScript project it is.
 *   node scripts/strapi-js.js build      build the admin panel into build/
 *   node scripts/strapi-js.js develop    auto-reloading server with the admin panel (content-type builder)
 */
const path = require('path');

const command = process.argv[2];
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
const { createLogger } = require(path.join(strapiDir, 'dist/commands/utils/logger.js'));
const admin = require('@strapi/admin/cli');

const logger = createLogger({ debug: process.argv.includes('--debug'), silent: false, timestamp: false });
const ctx = { cwd: path.join(__dirname, '..'), logger, tsconfig: undefined, bundler: 'webpack', ignorePrompts: true };

async function main() {
  if (command === 'build') {
    process.env.NODE_ENV ??= 'production';
    await admin.build({ ...ctx, minify: true, sourcemaps: false, stats: false });
  } else if (command === 'develop') {
    await admin.develop({ ...ctx, build: true, open: false, polling: false, watchAdmin: false });
  } else {
    console.error('usage: strapi-js.js build|develop');
    process.exit(2);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
