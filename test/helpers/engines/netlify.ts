// Netlify's own engine (`netlify dev` from netlify-cli, offline) on a built folder with the build's edge
// functions, run by the Deno binary of the npm package `deno`. Offline it needs three things: a Deno binary
// on the PATH (else it downloads one), the runtime bootstrap from netlify-cli's own packages
// (NETLIFY_EDGE_BOOTSTRAP, else it imports it from the internet), and an import map for the type module the
// config extractor imports from the internet.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../fixtures.ts';
import { type EngineProcess, freePort, startProcess, waitForHttp } from './engine.ts';

const BIN = path.join(ROOT, 'node_modules/.bin');
const NETLIFY = path.join(BIN, 'netlify');
export const NETLIFY_AVAILABLE = existsSync(NETLIFY) && existsSync(path.join(BIN, 'deno'));
export const NETLIFY_INSTALL = 'netlify-cli and deno are not installed (npm ci installs them as dev dependencies)';

export interface RunningNetlify {
  origin: string;
  engine: EngineProcess;
  stop(): Promise<void>;
}

/**
 * Starts `netlify dev` in the folder that holds the build (named `build`, as in the repository), with the
 * repository's own netlify.toml and what the local engine needs offline.
 */
export async function startNetlify(outDir: string): Promise<RunningNetlify> {
  if (!NETLIFY_AVAILABLE) throw new Error(NETLIFY_INSTALL);
  const project = path.dirname(outDir);
  const publish = path.basename(outDir);
  if (publish !== 'build') throw new Error(`netlify.toml publishes build/, not ${publish}/`);
  const [port, staticPort] = [await freePort(), await freePort()];
  await writeFile(path.join(project, 'netlify-types.ts'), 'export type NetlifyGlobal = unknown;\n');
  await writeFile(
    path.join(project, 'import_map.json'),
    `${JSON.stringify({ imports: { 'https://edge.netlify.com/bootstrap/globals/types.ts': './netlify-types.ts' } })}\n`,
  );
  const repositoryToml = await readFile(path.join(ROOT, 'netlify.toml'), 'utf8');
  await writeFile(
    path.join(project, 'netlify.toml'),
    [
      repositoryToml,
      '[dev]',
      '  framework = "#static"',
      `  staticServerPort = ${staticPort}`,
      '[functions]',
      '  deno_import_map = "import_map.json"',
      '',
    ].join('\n'),
  );
  const engine = startProcess(NETLIFY, ['dev', '--offline', '--dir', publish, '--port', String(port), '--no-open'], {
    cwd: project,
    env: {
      PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
      NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(path.join(import.meta.dirname, 'netlify-bootstrap.mjs')).href,
      NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'loopback.mjs')).href}`,
      NETLIFY_TELEMETRY_DISABLED: '1',
      BROWSER: 'none',
      CI: 'true',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, engine, 120_000);
  // The edge functions load after the server answers: wait until one of them does.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const probe = await fetch(`${origin}/v1/no-such-endpoint`).catch(() => null);
    if (probe?.headers.get('content-type')?.startsWith('application/json'))
      return { origin, engine, stop: () => engine.stop() };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`netlify dev did not load the edge functions:\n${engine.output()}`);
}
