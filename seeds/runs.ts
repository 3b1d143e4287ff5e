// Weekly evaluation runs: every model follows a mean-reverting random walk around its catalog levels.
import type { ModelProfile } from './catalog.ts';
import { addDays, clamp, isoSeconds, rngFor, round2 } from './prng.ts';
import type { IntegrityLabel, Recommendation, RunFile, RunResult } from './types.ts';

/** Monday of the first weekly full run. */
const FIRST_RUN_DATE = new Date(Date.UTC(2025, 10, 24, 12, 0, 0));

const DIMS = ['execution', 'grounding', 'judgment', 'communication'] as const;
type Dim = (typeof DIMS)[number];
type Snapshot = Record<Dim | 'integrity', number>;

export interface Timeline {
  /** Number of weekly full runs (published); week `weeks` holds the draft. */
  weeks: number;
  /** Monday 12:00Z of week w (0 ≤ w ≤ weeks). */
  weekDate: (w: number) => Date;
  /** First week in which a model appears. */
  entryWeek: (m: ModelProfile) => number;
  /** Week from which a model's integrity regression applies (Infinity if none). */
  dropWeek: (m: ModelProfile) => number;
}

export function makeTimeline(weeks: number): Timeline {
  return {
    weeks,
    weekDate: (w) => addDays(FIRST_RUN_DATE, 7 * w),
    entryWeek: (m) => Math.min(weeks - 1, Math.round(m.traits.entersAt * weeks)),
    dropWeek: (m) => (m.traits.integrityDrop ? Math.round(m.traits.integrityDrop.at * weeks) : Infinity),
  };
}

/** Raw (unrounded) scores of one model for weeks 0..weeks (inclusive: the last is the draft week). */
function simulate(seed: string, m: ModelProfile, tl: Timeline): Snapshot[] {
  const rng = rngFor(seed, 'walk', m.file.slug);
  const tr = m.traits;
  let shared = 0;
  let integrityNoise = 0;
  const own: Record<Dim, number> = { execution: 0, grounding: 0, judgment: 0, communication: 0 };
  const out: Snapshot[] = [];
  for (let w = 0; w <= tl.weeks; w++) {
    shared = 0.85 * shared + tr.volatility * rng.normal();
    for (const d of DIMS) own[d] = 0.7 * own[d] + 0.35 * tr.volatility * rng.normal();
    integrityNoise = 0.8 * integrityNoise + 0.8 * rng.normal();
    const integrityBase = w >= tl.dropWeek(m) && tr.integrityDrop ? tr.integrityDrop.to : tr.integrity;
    const level = (d: Dim): number => tr[d] + tr.trend * w + shared + own[d];
    out.push({
      execution: level('execution'),
      grounding: level('grounding'),
      judgment: level('judgment'),
      communication: level('communication'),
      integrity: integrityBase + integrityNoise,
    });
  }
  return out;
}

const overallRaw = (r: Pick<RunResult, 'execution_raw' | 'grounding_raw'>): number =>
  0.55 * r.execution_raw + 0.45 * r.grounding_raw;

function integrityLabel(integrity: number): IntegrityLabel {
  if (integrity >= 80) return 'pass';
  return integrity >= 60 ? 'warn' : 'fail';
}

function recommendation(overall: number, label: IntegrityLabel): Recommendation {
  if (label === 'fail' || overall < 64) return 'not_recommended';
  if (label === 'pass' && overall >= 77) return 'recommended';
  return 'neutral';
}

function toResult(slug: string, s: Snapshot): RunResult {
  const score = (x: number): number => round2(clamp(x, 0, 100));
  const r = {
    model: slug,
    execution_raw: score(s.execution),
    grounding_raw: score(s.grounding),
    judgment_raw: score(s.judgment),
    communication_raw: score(s.communication),
    integrity_raw: score(s.integrity),
  };
  const label = integrityLabel(r.integrity_raw);
  return { ...r, integrity_label: label, recommendation_status: recommendation(overallRaw(r), label) };
}

/** The recent weeks whose runs give 95% intervals: the evaluation's earlier runs did not measure them. */
const INTERVAL_WEEKS = 12;

/** Each field's half-width range, in points: a single run's sampling noise, larger for the judged fields. */
const HALF_WIDTHS = {
  execution_raw: [0.7, 1.6],
  grounding_raw: [0.8, 1.9],
  judgment_raw: [1.1, 2.4],
  communication_raw: [1.1, 2.4],
  integrity_raw: [0.5, 1.3],
} as const;

/** The results of week `w` with synthetic intervals when it is one of the recent weeks; else as they are. */
function withIntervals(seed: string, results: RunResult[], w: number, tl: Timeline, scope: string): RunResult[] {
  if (w < tl.weeks - INTERVAL_WEEKS) return results;
  return results.map((result) => {
    const rng = rngFor(seed, 'ci95', scope, w, result.model);
    const ci95 = Object.fromEntries(
      Object.entries(HALF_WIDTHS).map(([field, [low, high]]) => [field, round2(rng.range(low, high))]),
    );
    return { ...result, ci95 };
  });
}

/** Partial runs happen mid-week after some weeks (always at least one when there are 2+ weeks). */
const isPartialWeek = (w: number, weeks: number): boolean =>
  weeks >= 2 && (w % 8 === 5 || (weeks <= 5 && w === weeks - 1));

/** Weeks whose full run carries the deliberate tie: the first shared week, every 13th week, and the latest. */
const isTieWeek = (w: number, first: number, weeks: number): boolean => w === first || w === weeks - 1 || w % 13 === 7;

export function generateRuns(seed: string, models: ModelProfile[], tl: Timeline): RunFile[] {
  const series = new Map(models.map((m) => [m.file.slug, simulate(seed, m, tl)]));
  const bySlug = new Map(models.map((m) => [m.file.slug, m]));
  const present = (w: number): ModelProfile[] => models.filter((m) => tl.entryWeek(m) <= w);
  const snapshot = (m: ModelProfile, w: number): Snapshot => series.get(m.file.slug)?.[w] as Snapshot;

  const fullResults = (w: number): RunResult[] => {
    const results = present(w).map((m) => toResult(m.file.slug, snapshot(m, w)));
    if (w >= tl.weeks) return results; // the draft keeps its raw walk
    for (const m of present(w)) {
      const partner = m.traits.tieWith === undefined ? undefined : bySlug.get(m.traits.tieWith);
      if (partner === undefined || tl.entryWeek(partner) > w) continue;
      const first = Math.max(tl.entryWeek(m), tl.entryWeek(partner));
      if (!isTieWeek(w, first, tl.weeks)) continue;
      const src = results.find((r) => r.model === partner.file.slug) as RunResult;
      const tied = { ...snapshot(m, w), execution: src.execution_raw, grounding: src.grounding_raw };
      results[results.findIndex((r) => r.model === m.file.slug)] = toResult(m.file.slug, tied);
    }
    return results;
  };

  const runs: RunFile[] = [];
  const push = (kind: RunFile['kind'], status: RunFile['status'], at: Date, results: RunResult[]): void => {
    runs.push({ run_id: runs.length + 1, kind, status, published_at: isoSeconds(at), results });
  };
  for (let w = 0; w < tl.weeks; w++) {
    push('full', 'published', tl.weekDate(w), withIntervals(seed, fullResults(w), w, tl, 'full'));
    if (!isPartialWeek(w, tl.weeks)) continue;
    const rng = rngFor(seed, 'partial', w);
    const pool = present(w);
    const subset = rng.sample(pool, Math.max(1, Math.round(pool.length * rng.range(0.35, 0.6))));
    const results = subset.map((m) => {
      const s = snapshot(m, w);
      const jitter = (x: number): number => x + 0.4 * rng.normal();
      return toResult(m.file.slug, {
        execution: jitter(s.execution),
        grounding: jitter(s.grounding),
        judgment: jitter(s.judgment),
        communication: jitter(s.communication),
        integrity: jitter(s.integrity),
      });
    });
    const at = new Date(tl.weekDate(w).getTime() + (3 * 24 + 3.5) * 3_600_000);
    push('partial', 'published', at, withIntervals(seed, results, w, tl, 'partial'));
  }
  push('full', 'draft', tl.weekDate(tl.weeks), withIntervals(seed, fullResults(tl.weeks), tl.weeks, tl, 'full'));
  return runs;
}
