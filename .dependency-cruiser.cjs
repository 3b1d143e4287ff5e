// The layers of scripts/, checked by `npm run lint` (dependency-cruiser): no import cycles, every import points
// down the pipeline's order, and the pure stages (compute, render and the host files it renders) touch no file.
//
//   routes, schemas, errors → data → compute → render, hosts → write → report → incremental → the rest:
//   the pipeline, the commands (scripts/*.ts), cli/, serve/, docs/, bench/, cards/ (the cards' font and encoder)
//
// A module may import from its own layer and from the layers before it, never from a later one.
const LAYERS = [
  ['base', '^scripts/(routes|schemas|errors)/'],
  ['data', '^scripts/data/'],
  ['compute', '^scripts/compute/'],
  ['render', '^scripts/(render|hosts)/'],
  ['write', '^scripts/write/'],
  ['report', '^scripts/report/'],
  ['incremental', '^scripts/incremental/'],
];
// project-root.ts (where the project and its cache folder are) imports nothing of the project: any layer may use it.
const TOP = '^scripts/((?!project-root\\.ts$)[^/]+\\.(ts|mjs)|(cli|serve|docs|bench|cards)/)';

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
      name: 'no-loading-in-pure-stages',
      comment: 'the loaders read files: compute, render and hosts may use their types, never call them',
      severity: 'error',
      from: { path: '^scripts/(compute|render|hosts)/' },
      to: { path: '^scripts/data/(load|list-files)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
