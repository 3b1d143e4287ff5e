// The layers of scripts/, checked by `npm run lint` (dependency-cruiser): no import cycles, every import points
// down the pipeline's order, the pure stages (compute, render and the host files it renders) touch no file, and
// the host runtime (hosts/runtime/, run by workers and edge functions) reaches no Node API.
//
//   lib → routes, schemas, errors → data → compute → render, hosts → write → report → incremental → the rest:
//   the pipeline, the commands' entries (scripts/*.ts) and commands/, cli/, serve/, docs/, bench/, cards/ (the
//   cards' font and encoder), import/ (the readers of results kept elsewhere)
//
// A module may import from its own layer and from the layers before it, never from a later one. lib/ holds the
// generic helpers (a map of recent entries, text order, digests), below everything: they know nothing of the
// leaderboard.
const LAYERS = [
  ['lib', '^scripts/lib/'],
  ['base', '^scripts/(routes|schemas|errors)/'],
  ['data', '^scripts/data/'],
  ['compute', '^scripts/compute/'],
  ['render', '^scripts/(render|hosts)/'],
  ['write', '^scripts/write/'],
  ['report', '^scripts/report/'],
  ['incremental', '^scripts/incremental/'],
];
// project-root.ts (where the project and its cache folder are) imports nothing of the project: any layer may use it.
const TOP = '^scripts/((?!project-root\\.ts$)[^/]+\\.(ts|mjs)|(commands|cli|serve|docs|bench|cards|import)/)';

// Node's built-in modules by any name they are imported under: `node:fs`, `fs`, `fs/promises`.
const NODE_BUILTINS = `^(node:.+|${require('node:module').builtinModules.join('|')})$`;

const layerRules = LAYERS.map(([name, from], i) => ({
  name: `layer-${name}`,
  comment: `${name} imports only from its own layer and the ones before it (see the order above)`,
  severity: 'error',
  from: { path: from },
  to: { path: [...LAYERS.slice(i + 1).map(([, path]) => path), TOP] },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import cycle: the modules on it cannot be understood, tested or moved apart',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'no-io-in-pure-stages',
      comment:
        'compute, render and hosts take values and return values: files are read by data/ and incremental/ at the start and written by write/ and incremental/ at the end',
      severity: 'error',
      from: { path: '^scripts/(compute|render|hosts)/' },
      to: { path: '^(node:)?(fs|fs/promises|child_process|worker_threads)$' },
    },
    {
      name: 'no-validation-internals',
      comment:
        'compute and render see the data as validation hands it over: the dataset (data/schema.ts) and the run store validation made (data/run-store.ts, a type to them), never how validation reads, checks or keeps it',
      severity: 'error',
      from: { path: '^scripts/(compute|render|hosts)/' },
      to: {
        path: '^scripts/data/',
        pathNot: '^scripts/data/schema\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-run-store-in-render',
      comment:
        "render and hosts take the runs' results as compute made them (the build context, compute/context.ts): they never name the run store, which holds the results and reads run files again",
      severity: 'error',
      from: { path: '^scripts/(render|hosts)/' },
      to: { path: '^scripts/data/run-store\\.ts$' },
    },
    {
      name: 'no-node-in-host-runtime',
      comment:
        'hosts/runtime/ runs in Cloudflare workers and Netlify edge functions, where Node APIs do not exist: neither it nor anything it imports may use a Node built-in module (node:*, fs, path, …)',
      severity: 'error',
      from: { path: '^scripts/hosts/runtime/' },
      to: { path: NODE_BUILTINS, reachable: true },
    },
    {
      name: 'no-loading-in-pure-stages',
      comment: 'the loaders read files: compute, render and hosts may use their types, never call them',
      severity: 'error',
      from: { path: '^scripts/(compute|render|hosts)/' },
      to: { path: '^scripts/data/(load|list-files)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-dev-dependencies-in-deploys',
      comment:
        'the deploy jobs install with npm ci --omit=dev: what they run (check, build, and the serve and seed commands beside them) imports dependencies only; the bench and the docs generator may use the test tools',
      severity: 'error',
      from: { path: '^scripts/', pathNot: '^scripts/(commands/)?(bench|docs)(/|\\.ts$)' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.mjs', '.js'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
