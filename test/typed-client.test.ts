// The typed-client example (examples/typed-client/) as a consumer uses it: the build's openapi.json downloaded
// from the serve command, types generated from the copy by openapi-typescript, the example compiled by tsc in
// strict mode (no cast in it) and run with openapi-fetch against the same server.
import { spawnSync } from 'node:child_process';
import { copyFile, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SUNSET, ROOT, sharedSampleData, tempDir } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const EXAMPLE = path.join(ROOT, 'examples', 'typed-client');
const BIN = path.join(ROOT, 'node_modules', '.bin');

describe('the typed-client example', () => {
  let server: RunningServer;
  let work: string;

  beforeAll(async () => {
    server = await startServe(await sharedSampleData(AFTER_SUNSET), ['--rate-limit', '0', '--quiet']);
    work = await tempDir('lb-client-');
    for (const file of ['client.ts', 'tsconfig.json', 'package.json']) {
      await copyFile(path.join(EXAMPLE, file), path.join(work, file));
    }
    await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
    // A saved copy of the document, as a consumer downloads it.
    await writeFile(path.join(work, 'openapi.json'), await (await fetch(`${server.url}/openapi.json`)).text());
  });
  afterAll(() => server?.stop());

  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(command, args, { cwd: work, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });

  it('has no cast: the types come from the document alone', async () => {
    const source = await readFile(path.join(EXAMPLE, 'client.ts'), 'utf8');
    // The code alone: comments, strings and template literals set aside.
    const code = source.replace(/\/\/.*$/gm, '').replace(/`[^`]*`|'[^']*'/g, '""');
    // No `x as T`, no `<T>x`, no `any`, no `@ts-` comment, no non-null `x!.` assertion.
    expect(code).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[]|(?<![\w$])<[A-Za-z]+>\s*[a-z(]|\bany\b|@ts-|!\./);
    expect(source).toContain('createClient<paths>(');
  });

  it('generates from a saved openapi.json, compiles with tsc --strict, and reads the served API', () => {
    const generated = run(path.join(BIN, 'openapi-typescript'), ['openapi.json', '-o', 'api.d.ts']);
    expect(generated.status, generated.stderr).toBe(0);
    const compiled = run(path.join(BIN, 'tsc'), ['-p', 'tsconfig.json']);
    expect(compiled.stdout + compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
    const ran = run(process.execPath, ['out/client.js'], { LEADERBOARD_URL: server.url });
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
    const lines = ran.stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'leaderboard: #1 Orbit 4 86.25',
      'leaderboard: #2 M7 80.78',
      'leaderboard: #3 Heron 2 79.42',
    ]);
    expect(lines[3]).toBe('profile: Orbit 4 by Aldervane Labs, 5 recent runs');
    expect(lines.filter((l) => l.startsWith('dcd case: '))).toHaveLength(2);
    expect(lines.at(-2)).toBe('changes: 3 rising, 4 falling');
    expect(lines.at(-1)).toMatch(/^changes of aldervane-orbit-4: \d+ incidents$/);
  });
});
