// Fills deploy/nginx.conf.template. Used by `npm run topology` and its test, and by hand for a server:
//   node deploy/render-nginx-conf.mjs --listen 80 --site 10.0.0.11:8080 --site 10.0.0.12:8080 \
//     --hosts "www.example.es www.example.com.py" --dir /var/lib/site-proxy > /etc/nginx/nginx.conf
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const TEMPLATE = resolve(import.meta.dirname, 'nginx.conf.template');
/** The six markets' local hosts (src/markets/market-table.ts) and the plain loopback names, which mean Spain. */
export const LOCAL_HOSTS = [
  'es.localhost',
  'py.localhost',
  'pa.localhost',
  'ar.localhost',
  'cr.localhost',
  'bo.localhost',
  'localhost',
  '127.0.0.1',
];

/**
 * The configuration for `listen` (a port or address:port), the site processes `sites` (host:port each),
 * the market `hosts`, with its pid, logs, temp files and cache under `dir`.
 */
export function renderNginxConf({ listen, sites, hosts = LOCAL_HOSTS, dir, workers = 'auto', cacheMaxSize = '1g', user }) {
  if (!sites.length) throw new Error('at least one site process is needed');
  const fields = {
    WORKERS: String(workers),
    RUN_DIR: join(dir, 'run'),
    LOG_DIR: join(dir, 'log'),
    CACHE_DIR: join(dir, 'cache'),
    CACHE_MAX_SIZE: cacheMaxSize,
    // max_fails=1: one failure takes a process out for 2 s instead of trying it per request. The same
    // processes again as backups that are never taken out: when every primary is marked down (all were
    // restarted, or one failure on the survivor of a crash), requests still try them instead of 502.
    SITE_SERVERS: [
      ...sites.map((site) => `server ${site} max_fails=1 fail_timeout=2s;`),
      ...sites.map((site) => `server ${site} backup max_fails=0;`),
    ].join('\n    '),
    LISTEN: String(listen),
    HOSTS: hosts.join(' '),
    USER: user ? `user ${user};` : '',
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in fields)) throw new Error(`nginx.conf.template: unknown field ${name}`);
    return fields[name];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      site: { type: 'string', multiple: true, default: [] },
      hosts: { type: 'string' },
      dir: { type: 'string', default: '/var/lib/site-proxy' },
      user: { type: 'string', default: 'www-data' },
      workers: { type: 'string', default: 'auto' },
    },
  });
  process.stdout.write(
    renderNginxConf({
      listen: values.listen,
      sites: values.site,
      hosts: values.hosts ? values.hosts.split(/[\s,]+/).filter(Boolean) : LOCAL_HOSTS,
      dir: values.dir,
      user: values.user,
      workers: values.workers,
    }),
  );
}
