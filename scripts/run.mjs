// Runs a command of scripts/ compiled: every `npm run` command goes through here. The TypeScript entry and
// every project file it imports become one ES module (esbuild; packages stay in node_modules but those every
// build loads, COMPILED_IN), kept in node_modules/.cache with the list of its source files, and compiled again as
// soon as one of them changes (size or modification time) or is gone. Then it calls the module's `main` with the command's arguments and
// exits with the code `main` returns (scripts/cli/args.ts, `command`). `npm run check` starts in a quarter of
// the time a TypeScript loader (tsx) takes to translate the same modules on every run (README, "Launcher and dependencies").
//
//   node scripts/run.mjs scripts/build.ts [arguments…]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Node.js gives the entry script its real path (symbolic links resolved), so ROOT is the project's real folder.
const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'leaderboard-static-api');
/**
 * One project's modules never take another's place: copies of the project that share a node_modules (a link, a
 * monorepo, a CI cache) share its cache folder too.
 */
const ROOT_TAG = createHash('sha256').update(ROOT).digest('hex').slice(0, 8);

const [entryArg, ...args] = process.argv.slice(2);
if (entryArg === undefined || !entryArg.endsWith('.ts')) {
  process.stderr.write('usage: node scripts/run.mjs scripts/COMMAND.ts [arguments…]\n');
  process.exit(2);
}
const entry = path.resolve(ROOT, entryArg);
const name = `${path.relative(ROOT, entry).replace(/\.ts$/, '').replaceAll(path.sep, '--')}.${ROOT_TAG}`;
const moduleFile = path.join(CACHE, `${name}.mjs`);
const sourcesFile = path.join(CACHE, `${name}.sources.json`);

/** The sources' identity: each file's path, size and modification time; null when one is gone (compile again). */
function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (info === undefined) return null;
    hash.update(`${file}\0${info.size}\0${info.mtimeMs}\0`);
  }
  return hash.digest('hex');
}

function upToDate() {
  try {
    const recorded = JSON.parse(readFileSync(sourcesFile, 'utf8'));
    const current = fingerprint(recorded.files);
    return (
      statSync(moduleFile, { throwIfNoEntry: false }) !== undefined &&
      recorded.files.includes(SELF) &&
      current !== null &&
      current === recorded.fingerprint
    );
  } catch {
    return false;
  }
}

/**
 * Packages compiled into the module, with everything they import: those every build loads. Loaded from
 * node_modules they are dozens of files of many packages (zod's with English messages only, badge-maker's
 * text-width tables, feed's XML writer), each resolved, read and compiled on its own; compiled in, they load as
 * part of one file, and a build starts sooner (README, "Launcher and dependencies"). Every other package (esbuild
 * with its binary, http-server, chokidar, the test and bench tools) is imported from node_modules as it is.
 */
const COMPILED_IN = new Set(['zod', 'badge-maker', 'feed', 'd3-scale', 'd3-shape']);

/** The package a bare import names: `feed`, `@scope/name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Leaves bare imports of the project's own files (`http-server`, `node:fs`) to Node, except those of the packages
 * above; what a compiled-in package imports is compiled in with it.
 */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      if (args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      return COMPILED_IN.has(packageOf(args.path)) ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * JSON files of packages (the large text-width tables badge-maker measures with) as JSON text parsed at load:
 * V8 parses JSON much faster than the same data written as a JavaScript literal.
 */
const packageJsonAsText = {
  name: 'package-json-as-text',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.json$/ }, (args) => ({
      contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

/**
 * zod's `locales` namespace with English only: the error messages in the other languages are a large part of
 * zod's code and never used (zod sets English itself, and no command asks for another).
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}node_modules${path.sep}zod${path.sep}`)
        ? { path: path.resolve(path.dirname(args.importer), '../locales/en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

async function compile() {
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  // Written beside, then renamed: commands started together never run a half-written module.
  const temp = `${moduleFile}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [entry],
    outfile: temp,
    bundle: true,
    plugins: [packagesOutside, zodEnglishOnly, packageJsonAsText],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    // The metafile names its inputs relative to this folder: resolved against it below, whatever the working
    // directory of the command.
    absWorkingDir: ROOT,
    // The project folder, for modules that use files of the project (scripts/project-root.ts).
    define: { LEADERBOARD_SOURCE_ROOT: JSON.stringify(ROOT) },
    // The compiled-in packages' CommonJS files require Node's own modules (sax: `stream`), which an ES module
    // can only do through a require of its own.
    banner: {
      js: "import { createRequire as createRequireOfModule } from 'node:module'; const require = createRequireOfModule(import.meta.url);",
    },
    logLevel: 'error',
  });
  // This file too: how a module is compiled is part of what it is.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('zod-locales:'));
  const files = [...inputs.map((input) => path.resolve(ROOT, input)), SELF].sort();
  const identity = fingerprint(files);
  if (identity === null) {
    const missing = files.filter((file) => statSync(file, { throwIfNoEntry: false }) === undefined);
    throw new Error(`compiled ${entryArg}, but its source list names files that do not exist: ${missing.join(', ')}`);
  }
  const sources = `${JSON.stringify({ files, fingerprint: identity })}\n`;
  writeFileSync(`${sourcesFile}.${process.pid}.tmp`, sources);
  renameSync(temp, moduleFile);
  renameSync(`${sourcesFile}.${process.pid}.tmp`, sourcesFile);
}

if (!upToDate()) await compile();
// The command sees itself as the main module with its own arguments, as when run directly.
process.argv = [process.argv[0], moduleFile, ...args];
const command = await import(pathToFileURL(moduleFile).href);
if (typeof command.main !== 'function') {
  process.stderr.write(`${entryArg} exports no main function: every command module exports main(argv)\n`);
  process.exit(1);
}
process.exitCode = await command.main(args);
