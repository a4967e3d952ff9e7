// The layers of the code and the direction of their imports (docs/layers.md explains them).
// Checked by `npm run lint` (scripts/depcruise.mjs src sw demo-api tests --config .dependency-cruiser.cjs --ignore-known).
// .dependency-cruiser-known-violations.json holds the one cycle left (ui/option-list <-> ui/select-search),
// which another change removes; once it is gone, delete that file and the --ignore-known.
//
// From the bottom up; a layer imports only the layers below it (and itself):
//   lib        general helpers that know nothing of this site (stores, request scope, memo, idle, viewport)
//   contracts  what the browser, the service worker, the server and the demo backend agree on (paths, headers, shapes)
//   api        the HTTP clients, the CMS reads, errors, the bot check's client half
//   i18n       languages (Lang), the route and path tables, translations, formats
//   markets    the market table, the market of a host, the market record, saved settings
//   state      the app's state: app store, language and market hooks, render clock, error reports
//   content    the CMS content queries the shell and the features share (pages, collections, assets)
//   offline    service-worker registration, the outbox, online state      } side by side:
//   seo        page head, page meta, structured data, sitemap              } neither imports the other
//   ui         components and hooks without a feature of their own (forms, lists, charts)
//   features   one folder per feature; a feature never imports another feature
//   shell      src/app (layout, header, footer, providers, warm-up) and src/routes (route tree, loaders)
//   entries    browser start-up (src/main.tsx, src/start.tsx, the start-up files in src/app),
//              the server (src/server), the service worker (sw), the demo backend (demo-api)
//
// Type-only imports count like any other: a type names the module it comes from, so it ties the
// layers as much as a value does (and a type that two layers need belongs in the lower one).

const SEVERITY = 'error';

const LOW = ['lib', 'contracts', 'api', 'i18n', 'markets', 'state', 'content', 'offline', 'seo', 'ui'];
const folder = (name) => `src/${name}/`;
const anyOf = (paths) => `^(${paths.map((p) => p.replace(/[.]/g, '\\.')).join('|')})`;

/** The browser start-up: the entry, start.tsx and what only they (and the server's render) use. */
const START_UP = ['src/main.tsx', 'src/start.tsx', 'src/start-up/'];

/** What each low layer may import besides itself. */
const BELOW = {
  lib: [],
  contracts: ['lib'],
  api: ['lib', 'contracts'],
  i18n: ['lib', 'contracts', 'api'],
  markets: ['lib', 'contracts', 'api', 'i18n'],
  state: ['lib', 'contracts', 'api', 'i18n', 'markets'],
  content: ['lib', 'contracts', 'api', 'i18n', 'markets', 'state'],
  offline: ['lib', 'contracts', 'api', 'i18n', 'markets', 'state'],
  seo: ['lib', 'contracts', 'api', 'i18n', 'markets', 'state', 'content'],
  ui: ['lib', 'contracts', 'api', 'i18n', 'markets', 'state', 'content', 'offline', 'seo'],
};

const CODE = '^(src|sw|demo-api)/';

const lowLayerRules = LOW.map((layer) => ({
  name: `${layer}-imports-only-below`,
  comment: `${folder(layer)} imports only ${BELOW[layer].length ? BELOW[layer].map(folder).join(', ') : 'itself'} (docs/layers.md)`,
  severity: SEVERITY,
  from: { path: `^${folder(layer)}` },
  to: { path: CODE, pathNot: anyOf([layer, ...BELOW[layer]].map(folder)) },
}));

/** Tests may set up the scene with the test helpers and the demo backend (a fake of the services). */
const TEST_HELPERS = ['tests/', 'demo-api/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No cycles between files: a cycle has no bottom, so it cannot be read or loaded in order.',
      severity: SEVERITY,
      from: {},
      to: { circular: true },
    },
    ...lowLayerRules.map((rule) => ({ ...rule, from: { ...rule.from, pathNot: '\\.test\\.tsx?$' } })),
    ...lowLayerRules.map((rule) => ({
      ...rule,
      name: `${rule.name}-in-tests`,
      from: { ...rule.from, path: `${rule.from.path}.*\\.test\\.tsx?$` },
      to: { ...rule.to, pathNot: `${rule.to.pathNot}|^(${TEST_HELPERS.join('|')})` },
    })),
    {
      name: 'features-import-only-lower-layers',
      comment: 'A feature imports its own folder and the low layers, never another feature, the shell or an entry.',
      severity: SEVERITY,
      from: { path: '^src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: CODE, pathNot: [anyOf(LOW.map(folder)), '^src/features/$1/'] },
    },
    {
      name: 'features-import-only-lower-layers-in-tests',
      comment: 'A feature test may also use the test helpers, the demo backend and the shell pieces an app needs around a form.',
      severity: SEVERITY,
      from: { path: '^src/features/([^/]+)/.*\\.test\\.tsx?$' },
      to: { path: CODE, pathNot: [anyOf([...LOW.map(folder), ...TEST_HELPERS]), '^src/features/$1/'] },
    },
    {
      name: 'islands-run-without-the-router',
      comment:
        'An island is hydrated as a root of its own, with its own chunk and no router (src/ui/islands.tsx): ' +
        'nothing it reaches imports the router; its links are PageLinks.',
      severity: SEVERITY,
      from: { path: '-island\\.tsx$' },
      to: { path: '@tanstack/react-router', reachable: true },
    },
    {
      name: 'shell-imports-no-entry',
      comment:
        'The shell (src/app, src/routes) imports the layers below it, never the start-up, the server, the service worker or the demo backend.',
      severity: SEVERITY,
      from: { path: '^src/(app|routes)/', pathNot: [anyOf(START_UP), '\\.test\\.tsx?$'] },
      to: { path: [anyOf(START_UP), '^(src/server|sw|demo-api)/'] },
    },
    {
      name: 'browser-imports-no-server',
      comment: 'Nothing the browser loads imports the server, the service worker or the demo backend.',
      severity: SEVERITY,
      from: { path: '^src/', pathNot: ['^src/server/', '\\.test\\.tsx?$'] },
      to: { path: '^(src/server|sw|demo-api)/' },
    },
    {
      name: 'service-worker-imports-only-low-layers',
      comment: 'The service worker imports lib, contracts, api and offline: no pages, no server.',
      severity: SEVERITY,
      from: { path: '^sw/' },
      to: { path: CODE, pathNot: anyOf(['sw/', ...['lib', 'contracts', 'api', 'offline'].map(folder)]) },
    },
    {
      name: 'server-imports-no-demo-backend',
      comment: 'The server runs in production without the demo backend (its tests may start it as a fake).',
      severity: SEVERITY,
      from: { path: '^src/server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(demo-api|sw)/' },
    },
    {
      name: 'demo-backend-imports-only-contracts',
      comment:
        'The demo backend stands in for the services: it shares only src/contracts and src/lib with the site. ' +
        'Its Node entries (demo-api/serve.ts, serve-services.ts) run it on the site server or its Node adaptor.',
      severity: SEVERITY,
      from: { path: '^demo-api/', pathNot: ['^demo-api/serve(-services)?\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^(src|sw)/', pathNot: anyOf([folder('contracts'), folder('lib')]) },
    },
    {
      name: 'demo-entry-imports-server-and-contracts',
      comment:
        'demo-api/serve.ts runs the site server (src/server) around the demo backend (serve-services.ts its Node adaptor); nothing of the browser.',
      severity: SEVERITY,
      from: { path: '^demo-api/serve(-services)?\\.ts$' },
      to: { path: '^(src|sw)/', pathNot: anyOf(['src/server/', folder('contracts'), folder('lib')]) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-server|cms)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
