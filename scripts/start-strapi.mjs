// `npm run start:strapi`: the site with its content from the real Strapi of cms/ instead of the embedded
// stand-in. Installs cms/ when needed, starts Strapi on STRAPI_PORT (1337; its database in cms/.tmp, seeded
// on the first start), builds the site when it is not built, and serves it on PORT (4173) with the /cms
// paths forwarded to Strapi (demo-api/serve.ts, CMS_ORIGIN); the other services stay the demo's.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureCmsInstalled, memoryOf, startStrapi } from './strapi-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const STRAPI_PORT = Number(process.env.STRAPI_PORT ?? 1337);

ensureCmsInstalled();
const strapi = await startStrapi({ port: STRAPI_PORT });
console.log(
  `Strapi: ${strapi.origin}/api, up in ${(strapi.startMs / 1000).toFixed(1)} s, ${memoryOf(strapi.child.pid)?.rssMb ?? '?'} MB resident`,
);
if (!existsSync(join(ROOT, 'dist', 'index.html'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
const site = spawn(process.execPath, ['--import', 'tsx', 'demo-api/serve.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, CMS_ORIGIN: strapi.origin },
});

const stop = async () => {
  site.kill('SIGTERM');
  await strapi.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
site.once('exit', () => void strapi.stop().then(() => process.exit(1)));
