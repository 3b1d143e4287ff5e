// Response schemas of the experimental DCD (constraint-retention) API below /v1/dcd.
import { z } from 'zod';
import { Attribution, DateTime, Points, RunId, RunRef, Slug } from './common.ts';

const PassRate = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .describe('Σpassed ÷ Σtotal over the scenarios, 4 decimals; null when no case was run (total 0)');
const Ratio = z.number().min(0).nullable();
const Round = z.strictObject({ score: Points('Mean scenario score of the round'), pass_rate: PassRate });
const Rounds = z.strictObject({ R1: Round, R2: Round, R3: Round });
const Subtype = z.enum(['data_boundary', 'resource_limit', 'business_rule', 'security', 'engineering']);
const DcdRunRef = RunRef.describe('The DCD run (its own run_id sequence)');
const MainRun = RunRef.nullable().describe(
  'The main leaderboard this DCD run is compared with: the latest published full run at or before the DCD run',
);
const DcdScore = Points('Mean of the three round scores');

export const DcdLeaderboard = z.strictObject({
  status: z.literal('ok'),
  run: DcdRunRef.nullable(),
  main_run: MainRun,
  count: z.int().min(0),
  rankings: z.array(
    z.strictObject({
      rank: z.int().positive(),
      slug: Slug,
      name: z.string(),
      dcd_score: DcdScore,
      rounds: Rounds,
      decay_coefficient: Ratio.describe('sqrt(R3 pass rate ÷ R1 pass rate): 1 keeps every constraint'),
      main_rank: z.int().positive().nullable().describe('Rank on the main leaderboard of main_run'),
      main_score: Points('Overall score on the main leaderboard of main_run').nullable(),
      rank_delta: z.int().nullable().describe('main_rank − rank: positive means better on DCD than overall'),
    }),
  ),
  attribution: Attribution,
});
export type DcdLeaderboard = z.infer<typeof DcdLeaderboard>;

export const DcdRuns = z.strictObject({
  status: z.literal('ok'),
  count: z.int().min(0),
  runs: z.array(
    z.strictObject({
      run_id: RunId,
      published_at: DateTime,
      models: z.array(Slug),
      average_score: Points('Mean dcd_score of the run').nullable(),
    }),
  ),
  attribution: Attribution,
});
export type DcdRuns = z.infer<typeof DcdRuns>;

export const DcdDecay = z.strictObject({
  status: z.literal('ok'),
  run: DcdRunRef.nullable(),
  count: z.int().min(0),
  models: z.array(
    z.strictObject({
      slug: Slug,
      name: z.string(),
      pass_rates: z.strictObject({ R1: PassRate, R2: PassRate, R3: PassRate }),
      decay: z.strictObject({
        r1_r2: Ratio.describe('R2 pass rate ÷ R1 pass rate'),
        r2_r3: Ratio.describe('R3 pass rate ÷ R2 pass rate'),
        coefficient: Ratio.describe('sqrt(R3 ÷ R1)'),
      }),
    }),
  ),
  attribution: Attribution,
});
export type DcdDecay = z.infer<typeof DcdDecay>;

const Cells = z.strictObject({
  data_boundary: Points('Mean over rounds').nullable(),
  resource_limit: Points('Mean over rounds').nullable(),
  business_rule: Points('Mean over rounds').nullable(),
  security: Points('Mean over rounds').nullable(),
  engineering: Points('Mean over rounds').nullable(),
});

export const DcdMatrix = z.strictObject({
  status: z.literal('ok'),
  run: DcdRunRef.nullable(),
  scenarios: z.array(Subtype).readonly(),
  models: z.array(z.strictObject({ slug: Slug, name: z.string(), cells: Cells })),
  averages: Cells,
  hardest: Subtype.nullable().describe('Scenario with the lowest mean across models'),
  easiest: Subtype.nullable().describe('Scenario with the highest mean across models'),
  attribution: Attribution,
});
export type DcdMatrix = z.infer<typeof DcdMatrix>;

export const DcdCases = z.strictObject({
  status: z.literal('ok'),
  run: DcdRunRef.nullable(),
  subtype: Subtype.nullable(),
  model: Slug.nullable(),
  count: z.int().min(0).describe('Cases in this answer (at most limit)'),
  total: z.int().min(0).describe('Cases matching the filters'),
  cases: z
    .array(
      z.strictObject({
        id: z.string(),
        model: Slug,
        subtype: Subtype,
        round: z.enum(['R1', 'R2', 'R3']),
        severity: z.enum(['low', 'medium', 'high']),
        score: Points('Case score'),
        constraint: z.string(),
        summary: z.string(),
        scoring: z.record(z.string(), z.union([z.number(), z.string()])),
      }),
    )
    .readonly()
    .describe('Severity high first, then score ascending, then id'),
  attribution: Attribution,
});
export type DcdCases = z.infer<typeof DcdCases>;

const ScenarioRound = z.strictObject({
  score: Points('Scenario score'),
  pass_rate: PassRate,
  passed: z.int().min(0),
  total: z.int().min(0),
});
const ScenarioRounds = z.strictObject({ R1: ScenarioRound, R2: ScenarioRound, R3: ScenarioRound });

export const DcdModel = z.strictObject({
  status: z.literal('ok'),
  slug: Slug,
  name: z.string(),
  provider: z.string(),
  run: DcdRunRef.nullable(),
  current: z
    .strictObject({
      rank: z.int().positive(),
      dcd_score: DcdScore,
      rounds: Rounds,
      decay: z.strictObject({ r1_r2: Ratio, r2_r3: Ratio, coefficient: Ratio }),
    })
    .nullable()
    .describe('The model in the latest DCD run; null when it is not in it'),
  scenarios: z
    .strictObject({
      data_boundary: ScenarioRounds,
      resource_limit: ScenarioRounds,
      business_rule: ScenarioRounds,
      security: ScenarioRounds,
      engineering: ScenarioRounds,
    })
    .nullable(),
  history: z.array(
    z.strictObject({ run_id: RunId, published_at: DateTime, dcd_score: DcdScore, rank: z.int().positive() }),
  ),
  attribution: Attribution,
});
export type DcdModel = z.infer<typeof DcdModel>;
