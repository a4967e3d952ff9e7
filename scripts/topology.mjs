// `npm run topology`: the production set on loopback ports until Ctrl-C (scripts/topology-process.mjs):
// nginx on TOPOLOGY_PORT (4800), two site processes, Redis, Strapi on PostgreSQL, the demo backend.
import { ensureCmsInstalled } from './strapi-process.mjs';
import { ensureBuilt, ensureDebianPackages, startTopology } from './topology-process.mjs';

await ensureDebianPackages();
ensureCmsInstalled();
ensureBuilt();
const topology = await startTopology();
const { ports } = topology;
console.log(`
  site, through the proxy   http://es.localhost:${ports.proxy}/es  (also py, pa, ar, cr, bo .localhost)
  site processes            http://127.0.0.1:${ports.sites.join(', http://127.0.0.1:')}
  Strapi (PostgreSQL)       ${topology.strapi.origin}/api
  demo backend              http://127.0.0.1:${ports.demo}
  Redis                     redis://127.0.0.1:${ports.redis}
  PostgreSQL                postgres://strapi:strapi@127.0.0.1:${ports.postgres}/strapi
  logs                      ${topology.logDir}   (removed on stop unless TOPOLOGY_KEEP=1)
Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('topology: stopping…');
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
