// DCD figures of one model in one run (docs/dcd.md, "How the figures are computed"): per-round pass rate and score, dcd_score, decay ratios.
import { DCD_ROUNDS, DCD_SUBTYPES, type DcdResult, type DcdRound, type DcdSubtype } from '../../data/schema.ts';
import { round2, roundHalfAway } from '../scoring.ts';

/** Fractions (pass rates, ratios, coefficients) keep 4 decimals: 2 would blur 5/6 and 4/5 of small totals. */
const FRACTION_DECIMALS = 4;

/** Rounds half away from zero to 4 decimals, with the binary-noise guard of round2. */
export const round4 = (value: number): number => roundHalfAway(value, FRACTION_DECIMALS);

export interface RoundFigures {
  score: number;
  /** Σpassed ÷ Σtotal, a fraction 0–1; null when no check was run (Σtotal = 0). */
  pass_rate: number | null;
}

export interface DecayFigures {
  /** pass rate R2 ÷ R1 */
  r1_r2: number | null;
  /** pass rate R3 ÷ R2 */
  r2_r3: number | null;
  /** sqrt(R3 ÷ R1): the mean retention per round step. */
  coefficient: number | null;
}

interface ScenarioRoundFigures extends RoundFigures {
  passed: number;
  total: number;
}

export type Rounds<T> = Record<DcdRound, T>;

export interface DcdModelScores {
  slug: string;
  dcd_score: number;
  rounds: Rounds<RoundFigures>;
  decay: DecayFigures;
  scenarios: Record<DcdSubtype, Rounds<ScenarioRoundFigures>>;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, x) => sum + x, 0) / values.length;
}

function ratio(numerator: number | null, denominator: number | null): number | null {
  return numerator === null || denominator === null || denominator === 0 ? null : numerator / denominator;
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : round4(value);
}

/** Exact pass rate of one round over every scenario (null without any check). */
function exactPassRate(result: DcdResult, round: DcdRound): number | null {
  const passed = DCD_SUBTYPES.reduce((sum, s) => sum + result.scenarios[s][round].passed, 0);
  const total = DCD_SUBTYPES.reduce((sum, s) => sum + result.scenarios[s][round].total, 0);
  return ratio(passed, total);
}

function exactRoundScore(result: DcdResult, round: DcdRound): number {
  return mean(DCD_SUBTYPES.map((s) => result.scenarios[s][round].score));
}

/** Exact decay figures from the exact pass rates (the emitted ones are rounded afterwards). */
export function computeDecay(r1: number | null, r2: number | null, r3: number | null): DecayFigures {
  const across = ratio(r3, r1);
  return {
    r1_r2: roundOrNull(ratio(r2, r1)),
    r2_r3: roundOrNull(ratio(r3, r2)),
    coefficient: roundOrNull(across === null ? null : Math.sqrt(across)),
  };
}

function mapRounds<T>(make: (round: DcdRound) => T): Rounds<T> {
  return { R1: make('R1'), R2: make('R2'), R3: make('R3') };
}

/** The exact dcd_score: the mean of the three round scores, i.e. of all 15 scenario scores. */
export function exactDcdScore(result: DcdResult): number {
  return mean(DCD_ROUNDS.map((round) => exactRoundScore(result, round)));
}

/**
 * Every figure is computed from the input at full precision and rounded only when emitted: scores to 2
 * decimals, fractions to 4. So dcd_score is the exact mean of the 15 scenario scores, rounded once.
 */
export function scoreDcdResult(result: DcdResult): DcdModelScores {
  const passRates = mapRounds((round) => exactPassRate(result, round));
  const roundScores = mapRounds((round) => exactRoundScore(result, round));
  const scenarios = Object.fromEntries(
    DCD_SUBTYPES.map((subtype) => [
      subtype,
      mapRounds((round): ScenarioRoundFigures => {
        const { passed, total, score } = result.scenarios[subtype][round];
        return { score: round2(score), pass_rate: roundOrNull(ratio(passed, total)), passed, total };
      }),
    ]),
  ) as Record<DcdSubtype, Rounds<ScenarioRoundFigures>>;
  return {
    slug: result.model,
    dcd_score: round2(exactDcdScore(result)),
    rounds: mapRounds((round) => ({ score: round2(roundScores[round]), pass_rate: roundOrNull(passRates[round]) })),
    decay: computeDecay(passRates.R1, passRates.R2, passRates.R3),
    scenarios,
  };
}

/** Matrix cell: the exact mean over the three rounds of one scenario's score. */
export function exactScenarioMean(result: DcdResult, subtype: DcdSubtype): number {
  return mean(DCD_ROUNDS.map((round) => result.scenarios[subtype][round].score));
}
