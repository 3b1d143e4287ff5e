// What `npm run import` costs a publisher: a 10,000-row CSV (each row a new model, with its name and provider) in
// the coding-agent benchmark's scoring, imported into a data folder of the bench's shape, timed as the command
// runs it (process start, reading, the whole folder's check, writing every file). Each round starts from a fresh
// copy of the folder, so every round writes the same 10,001 files.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectPath } from '../project-root.ts';
import { quantile, writeScaleDataset } from './build-bench.ts';
import type { BenchContext } from './types.ts';

const ROWS = 10_000;
const ROUNDS = 3;

interface Member {
  key: string;
  min?: number;
  max?: number;
  values?: string[];
}

/** A CSV of `ROWS` new models with a value for every field and label of the scoring. */
function csvOf(fields: readonly Member[], labels: readonly Member[]): string {
  const header = ['model', 'name', 'provider', ...fields.map((f) => f.key), ...labels.map((l) => l.key)];
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const values = fields.map((f) => {
      const low = f.min ?? 0;
      const high = f.max ?? low + 100;
      return String(Math.round((low + ((i * 37) % 1000) * ((high - low) / 1000)) * 10) / 10);
    });
    return [`import-${i}`, `Import ${i}`, `Bench Labs ${i % 40}`, ...values, ...labels.map((l) => l.values![0]!)];
  });
  return `${[header, ...rows].map((r) => r.join(',')).join('\n')}\n`;
}

export async function benchImport(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'leaderboard-import-'));
  try {
    const source = path.join(root, 'source');
    await writeScaleDataset(source, ctx.models, ctx.runs, 0, 'coding-agent');
    const scoring = JSON.parse(await readFile(path.join(source, 'scoring.json'), 'utf8'));
    const csv = path.join(root, 'results.csv');
    await writeFile(csv, csvOf(scoring.fields, scoring.labels ?? []));
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const data = path.join(root, `data-${round}`);
      execFileSync('cp', ['-r', source, data]);
      const args = [
        csv,
        '--run-id',
        '100000',
        '--published-at',
        '2045-01-02T12:00:00Z',
        '--now',
        '2045-01-03',
        '--data',
        data,
      ];
      const started = performance.now();
      const done = spawnSync(process.execPath, [projectPath('scripts', 'import.ts'), ...args], { encoding: 'utf8' });
      times.push((performance.now() - started) / 1000);
      if (done.status !== 0 || done.stderr !== '') throw new Error(`the import did not go cleanly:\n${done.stderr}`);
      await rm(data, { recursive: true, force: true });
    }
    ctx.print(
      `import: a ${ROWS.toLocaleString('en-US')}-row CSV (${ROWS.toLocaleString('en-US')} new models, the coding-agent scoring) into ${ctx.models} models × ${ctx.runs} runs: ` +
        `${quantile(times, 0.5).toFixed(2)} s (median of ${ROUNDS}, process start, the whole folder's check and ${(ROWS + 1).toLocaleString('en-US')} files written included; budget 2 s)`,
    );
  } finally {
    if (!ctx.keep) await rm(root, { recursive: true, force: true });
  }
}
