// A serve command left running across rebuilds answers from the newest build: the build swaps a new folder into
// place and the server, seeing the folder replaced, loads its route table before the next answer, so routes,
// error messages and files come from one build. Under a base path the banner names the site's real address.
import { cp, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { AFTER_SUNSET, dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const BEFORE = dataset({
  models: [model('alpha'), model('beta')],
  runs: [run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)])],
});
const AFTER = dataset({
  models: [model('alpha'), model('beta'), model('gamma', { name: 'Gamma Three' })],
  runs: [
    run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)]),
    run(2, '2026-03-09T12:00:00Z', [result('alpha', 61, 60), result('beta', 50, 50), result('gamma', 90, 90)]),
  ],
});

async function build(root: string, name: string, files: typeof BEFORE, basePath?: string) {
  const dataDir = path.join(root, name);
  await writeDataset(dataDir, files);
  const built = await buildSite({
    dataDir,
    outDir: path.join(root, 'build'),
    publicDir: path.join(ROOT, 'public'),
    now: AFTER_SUNSET,
    cards: false,
    ...(basePath === undefined ? {} : { basePath }),
  });
  expect(built.ok).toBe(true);
}

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

describe('serve across a rebuild', () => {
  it('answers routes, errors and files of the new build once it is swapped in', async () => {
    const root = await tempDir();
    await build(root, 'before', BEFORE);
    const server = await startServe(path.join(root, 'build'), ['--rate-limit', '0']);
    servers.push(server);
    const before = await fetch(`${server.url}/v1/models/gamma`);
    expect(before.status).toBe(404);
    expect((await before.json()).error).toBe('model not found: no model has this slug; known slugs: alpha, beta');

    await build(root, 'after', AFTER);
    const gamma = await fetch(`${server.url}/v1/models/gamma`);
    expect(gamma.status).toBe(200);
    expect((await gamma.json()).name).toBe('Gamma Three');
    const unknown = await fetch(`${server.url}/v1/models/delta`);
    expect([unknown.status, (await unknown.json()).error]).toEqual([
      404,
      'model not found: no model has this slug; known slugs: alpha, beta, gamma',
    ]);
    const leaderboard = await (await fetch(`${server.url}/v1/leaderboard?limit=1`)).json();
    expect([leaderboard.run.run_id, leaderboard.rankings[0].slug]).toEqual([2, 'gamma']);
    expect(server.output()).toContain('reloaded');
  });

  it('says it serves a stale build when the folder swapped in cannot be loaded, and keeps answering', async () => {
    const root = await tempDir();
    await build(root, 'data', BEFORE);
    const server = await startServe(path.join(root, 'build'), ['--rate-limit', '0']);
    servers.push(server);
    const broken = path.join(root, 'broken');
    await cp(path.join(root, 'build'), broken, { recursive: true });
    await writeFile(path.join(broken, '_route-table.json'), '{');
    await rename(path.join(root, 'build'), path.join(root, 'old'));
    await rename(broken, path.join(root, 'build'));
    expect((await fetch(`${server.url}/v1/models/alpha`)).status).toBe(200);
    expect(server.output()).toContain(
      `warning: serving a stale build: ${path.join(root, 'build')}/ was replaced but could not be loaded`,
    );
    expect(server.output().match(/serving a stale build/g)).toHaveLength(1);
    expect((await fetch(`${server.url}/v1/models/beta`)).status).toBe(200);
  });

  it('names the base path in its banner and sends / to it', async () => {
    const root = await tempDir();
    await build(root, 'data', BEFORE, '/lb/');
    const server = await startServe(path.join(root, 'build'));
    servers.push(server);
    expect(server.stdout().split('\n')[0]).toBe(`serving ${path.join(root, 'build')}/ at ${server.url}/lb/`);
    const home = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect([home.status, home.headers.get('location')]).toEqual([302, '/lb/']);
    expect((await fetch(`${server.url}/lb/v1/models/alpha`)).status).toBe(200);
  });
});
