// Input limits and strict decoding: each class of hostile or broken input is reported like every other data
// problem (file, path, expected, found) on one clean line, and leaves the previous output byte-identical.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../scripts/data/issues.ts';
import { buildSite } from '../scripts/pipeline.ts';
import { AFTER_SUNSET, dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const GOOD = dataset({
  models: [model('alpha-1'), model('beta-2')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha-1', 80, 70), result('beta-2', 60, 90)])],
});
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a message must never contain raw
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const modelText = json(GOOD['models/alpha-1.json']);

/** Writes one more (or a replaced) entry into a copy of the good data folder. */
type Setup = (dataDir: string) => Promise<void>;
const put =
  (file: string, body: string | Buffer): Setup =>
  (dataDir) =>
    writeFile(path.join(dataDir, file), body);

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const CASES: [string, Setup, string][] = [
  [
    'nesting 5,000 levels deep',
    put('runs/1.json', json(GOOD['runs/1.json']).replace('{', `{"extra": ${nested(5000)},`)),
    `data/runs/1.json → extra${'.a'.repeat(31)}: expected at most 32 levels of nested objects and arrays, found deeper nesting`,
  ],
  [
    'a 1 MB model name',
    put('models/alpha-1.json', json({ ...(GOOD['models/alpha-1.json'] as object), name: 'N'.repeat(1_000_000) })),
    'data/models/alpha-1.json → name: expected a string of ≤ 120 characters, found a string of 1,000,000 characters',
  ],
  [
    'a 70-character slug',
    put('models/alpha-1.json', json({ ...(GOOD['models/alpha-1.json'] as object), slug: 'a'.repeat(70) })),
    'data/models/alpha-1.json → slug: expected a string of ≤ 64 characters, found a string of 70 characters',
  ],
  [
    'a file over 16 MiB',
    put('runs/1.json', json(GOOD['runs/1.json']).replace('{', `{${' '.repeat(17 * 1024 * 1024)}`)),
    'data/runs/1.json: expected a file of at most 16 MiB, found 17.0 MiB',
  ],
  [
    'UTF-16 with a byte order mark',
    put('models/alpha-1.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(modelText, 'utf16le')])),
    'data/models/alpha-1.json: expected UTF-8 text, found a UTF-16 (little-endian) byte order mark (save the file as UTF-8)',
  ],
  [
    'UTF-16 without a byte order mark',
    put('models/alpha-1.json', Buffer.from(modelText, 'utf16le')),
    'data/models/alpha-1.json: expected UTF-8 text, found a NUL byte at line 1 column 2 (is the file UTF-16?)',
  ],
  [
    'invalid UTF-8',
    put('models/alpha-1.json', Buffer.from(modelText.replace('ALPHA-1', 'ALPHA\u00ff1'), 'latin1')),
    'data/models/alpha-1.json: expected UTF-8 text, found the invalid byte 0xff at line 3 column 17',
  ],
  [
    'a duplicate key',
    put(
      'runs/1.json',
      json(GOOD['runs/1.json']).replace('"model": "beta-2",', '"model": "beta-2", "model": "alpha-1",'),
    ),
    'data/runs/1.json → results[1].model: expected each key once in an object, found "model" again',
  ],
  [
    'a duplicate key spelled with an escape',
    put('models/beta-2.json', json(GOOD['models/beta-2.json']).replace('"name"', '"name": "B", "n\\u0061me"')),
    'data/models/beta-2.json → name: expected each key once in an object, found "name" again',
  ],
  [
    'a JSON syntax error',
    put('models/beta-2.json', json(GOOD['models/beta-2.json']).replace('"provider"', '"provider" "x",')),
    // The reason is V8's own: Node 22 and 24 name the missing colon, Node 20 (no longer supported) the string.
    `data/models/beta-2.json: expected valid JSON, found a syntax error at line 4 column 14 (${
      Number(process.versions.node.split('.')[0]) >= 22 ? "Expected ':' after property name" : 'Unexpected string'
    })`,
  ],
  [
    'a folder named like a run file',
    (dataDir) => mkdir(path.join(dataDir, 'runs/999.json')),
    'data/runs/999.json: expected a regular file, found a folder',
  ],
  [
    'a symbolic link that leads outside the data folder',
    async (dataDir) => {
      const outside = path.join(dataDir, '..', 'outside-model.json');
      await writeFile(outside, json(model('gamma-3')));
      await symlink(outside, path.join(dataDir, 'models/gamma-3.json'));
    },
    'data/models/gamma-3.json: expected a file inside the data folder, found a symbolic link to a path outside it',
  ],
  [
    'a named pipe where a run file is expected',
    async (dataDir) => {
      execFileSync('mkfifo', [path.join(dataDir, 'runs/2.json')]);
    },
    'data/runs/2.json: expected a regular file, found a named pipe (FIFO)',
  ],
  [
    'a base path with a .. segment',
    put('site.json', json({ ...(GOOD['site.json'] as object), base_path: '/../' })),
    'data/site.json → base_path: expected a path that starts and ends with "/", such as /leaderboard/, found "/../"',
  ],
  [
    'an empty latest full run',
    put('runs/2.json', json(run(2, '2026-01-12T12:00:00Z', []))),
    'data/runs/2.json → results: expected at least one result in a published full run, found an empty array (it would publish an empty leaderboard; keep the run as a draft until it has results)',
  ],
  [
    'terminal escape sequences in a file name and a value',
    put('models/\u001b[31mred.json', json(model('red', { name: 'Red\u0007\u202eName' }))),
    'data/models/\\u001b[31mred.json → slug: expected the file name to equal the slug (red.json), found "\\u001b[31mred"',
  ],
];

describe('input limits and strict decoding', () => {
  let root: string;
  let goodDir: string;
  let outDir: string;
  let before: Map<string, Buffer>;

  beforeAll(async () => {
    root = await tempDir();
    goodDir = path.join(root, 'good');
    outDir = path.join(root, 'build');
    await writeDataset(goodDir, GOOD);
    const built = await buildSite({
      dataDir: goodDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(true);
    before = await readTree(outDir);
  });

  it.each(
    CASES,
  )('%s: one clean line naming file and path; the previous output untouched', async (name, setup, message) => {
    const dataDir = path.join(root, 'cases', name.replace(/\W+/g, '-'), 'data');
    await rm(path.dirname(dataDir), { recursive: true, force: true });
    await mkdir(path.dirname(dataDir), { recursive: true });
    await cp(goodDir, dataDir, { recursive: true });
    await setup(dataDir);
    const built = await buildSite({
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    const lines = built.errors.map((e) => formatIssue(e, 'data'));
    expect(lines.join('\n')).toBe(message);
    for (const line of lines) expect(line).not.toMatch(UNPRINTABLE);
    expect(expectSameTree(before, await readTree(outDir))).toEqual([]);
  });

  it('accepts a UTF-8 byte order mark: the same site as without it', async () => {
    const dataDir = path.join(root, 'bom', 'data');
    await cp(goodDir, dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'models/alpha-1.json'), `\ufeff${modelText}`);
    const bomOut = path.join(root, 'bom', 'build');
    const built = await buildSite({
      dataDir,
      outDir: bomOut,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(true);
    expect(expectSameTree(before, await readTree(bomOut))).toEqual([]);
  });

  it('escapes control characters in a value quoted by a message', async () => {
    const dataDir = path.join(root, 'control', 'data');
    await cp(goodDir, dataDir, { recursive: true });
    await writeFile(
      path.join(dataDir, 'models/alpha-1.json'),
      json({ ...(GOOD['models/alpha-1.json'] as object), pricing: 'free\u001b[2J\u0085\u2028' }),
    );
    const built = await buildSite({
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors.map((e) => formatIssue(e, 'data'))).toEqual([
      'data/models/alpha-1.json → pricing: expected an object, found "free\\u001b[2J\\u0085\\u2028"',
    ]);
  });
});
