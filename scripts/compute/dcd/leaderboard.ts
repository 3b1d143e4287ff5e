// The DCD leaderboard of one run, compared with the main leaderboard as it stood when the DCD run was published.
import type { Model } from '../../data/schema.ts';
import type { RankedDcdModel } from './runs.ts';
import type { RoundFigures, Rounds } from './scores.ts';

export interface MainStanding {
  rank: number;
  score: number | null;
}

export interface DcdLeaderboardRow {
  rank: number;
  slug: string;
  name: string;
  dcd_score: number;
  rounds: Rounds<RoundFigures>;
  decay_coefficient: number | null;
  main_rank: number | null;
  main_score: number | null;
  /** main_rank − rank: positive when the model places better on DCD than on the main leaderboard. */
  rank_delta: number | null;
}

export function computeDcdLeaderboard(
  ranking: readonly RankedDcdModel[],
  models: ReadonlyMap<string, Model>,
  main: ReadonlyMap<string, MainStanding>,
): DcdLeaderboardRow[] {
  return ranking.map((entry) => {
    const standing = main.get(entry.slug);
    return {
      rank: entry.rank,
      slug: entry.slug,
      name: models.get(entry.slug)?.name ?? entry.slug,
      dcd_score: entry.dcd_score,
      rounds: entry.rounds,
      decay_coefficient: entry.decay.coefficient,
      main_rank: standing?.rank ?? null,
      main_score: standing?.score ?? null,
      rank_delta: standing === undefined ? null : standing.rank - entry.rank,
    };
  });
}
