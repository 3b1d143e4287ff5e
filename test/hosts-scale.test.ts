// At realistic scale (50 models, 520 weekly runs, 100 DCD runs) the output stays far inside every host's
// limits, and Cloudflare's own validator accepts the folder.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_MAX_FILE_BYTES,
  CLOUDFLARE_MAX_FILES,
  CLOUDFLARE_MAX_HEADER_RULES,
  type HostLimit,
} from '../scripts/hosts/limits.ts';
import { buildSite } from '../scripts/pipeline.ts';
import { generateDataset } from '../seeds/generate.ts';
import { listSiteFiles } from './helpers/conformance-cases.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { WRANGLER, WRANGLER_AVAILABLE, WRANGLER_INSTALL } from './helpers/engines/wrangler.ts';
import { AFTER_SUNSET, ROOT, tempDir } from './helpers/fixtures.ts';

const SCALE = { seed: 'synthetic-leaderboard', models: 50, runs: 520, dcdRuns: 100, casesPerRun: 30 };
/**
 * Far below Cloudflare's 20,000, room for years of weekly runs: the API's files (about 5,850), the pages for
 * people (about 1,280: one per model, run, week, provider and compare pair, and a few more) and the preview cards
 * (about 70: one per model, provider and ranking).
 */
const FILE_BUDGET = 7_500;

describe(`a dataset of ${SCALE.models} models, ${SCALE.runs} weekly runs and ${SCALE.dcdRuns} DCD runs`, () => {
  let outDir: string;
  let files: string[];
  let limits: HostLimit[];

  beforeAll(async () => {
    const root = await tempDir();
    const dataDir = path.join(root, 'data');
    outDir = path.join(root, 'build');
    for (const [file, text] of generateDataset(SCALE)) {
      await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
      await writeFile(path.join(dataDir, file), text);
    }
    const built = await buildSite({ dataDir, outDir, publicDir: path.join(ROOT, 'public'), now: AFTER_SUNSET });
    if (!built.ok) throw new Error(`the scale dataset does not build: ${JSON.stringify(built.errors.slice(0, 3))}`);
    files = await listSiteFiles(outDir);
    limits = built.report.limits;
    console.log(`scale build: ${files.length} files; ${limits.map((l) => `${l.what} ${l.value}/${l.max}`).join('; ')}`);
  }, 120_000);

  it(`writes fewer than ${FILE_BUDGET.toLocaleString('en')} files, far below Cloudflare's ${CLOUDFLARE_MAX_FILES.toLocaleString('en')}`, () => {
    expect(files.length).toBeLessThan(FILE_BUDGET);
    expect(limits.find((l) => l.what === 'files per deployment')?.value).toBe(files.length);
  });

  it('keeps DCD case files proportional to the cases, not to the limit', () => {
    expect(files.filter((f) => f.startsWith('/v1/dcd/cases/')).length).toBeLessThan(1_000);
  });

  it('stays inside every host limit it checks: file size, _headers rules, worker size', () => {
    expect(limits.filter((l) => l.value > l.max)).toEqual([]);
    expect(limits.find((l) => l.what === 'bytes of the largest file')!.value).toBeLessThan(CLOUDFLARE_MAX_FILE_BYTES);
    expect(limits.find((l) => l.what === '_headers rules')!.value).toBeLessThanOrEqual(CLOUDFLARE_MAX_HEADER_RULES);
  });

  describeEngine('wrangler pages project validate', WRANGLER_AVAILABLE, WRANGLER_INSTALL, () => {
    it("is accepted by Cloudflare's own validator", () => {
      const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };
      const result = spawnSync(WRANGLER, ['pages', 'project', 'validate', outDir], {
        encoding: 'utf8',
        env,
        timeout: 120_000,
      });
      expect({ status: result.status, error: /ERROR.*/.exec(result.stderr)?.[0] ?? null }).toEqual({
        status: 0,
        error: null,
      });
    });
  });
});
