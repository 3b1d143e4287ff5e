// How the top moved, for the weeks page: the overall rank of the latest run's first ten models over the last
// published full runs a model page shows, and who held first place in those runs, from when to when. Read from each
// model's history (model-history.ts): a model's points in those runs are its latest ones, so none is missing.
import type { BuildContext } from './context.ts';
import { MODEL_HISTORY_POINTS } from './model-history.ts';
import { runRef } from './runs.ts';

/** How many of the latest run's first models get a line. */
const TOP_LINES = 10;

interface TopLine {
  slug: string;
  name: string;
  /** Its overall rank in each run of the span it is in, oldest first. */
  points: { published_at: string; rank: number }[];
}

/** Runs in a row with the same first place: one model, or several tied. */
interface Tenure {
  leaders: { slug: string; name: string }[];
  /** The first and the last of those runs. */
  from: { run_id: number; published_at: string };
  to: { run_id: number; published_at: string };
  runs: number;
}

export interface TopHistory {
  /** When the span's first and last runs were published. */
  span: [string, string];
  runs: number;
  lines: TopLine[];
  tenures: Tenure[];
}

/** The span's lines and first places; null before the first published full run. */
export function computeTopHistory(ctx: BuildContext): TopHistory | null {
  const runs = ctx.fullRuns.slice(-MODEL_HISTORY_POINTS);
  const [first, last] = [runs[0], runs.at(-1)];
  if (first === undefined || last === undefined) return null;
  const names = new Map(ctx.dataset.models.map((m) => [m.slug, m.name]));
  const histories = ctx.modelHistories();
  const lines = [...ctx.standings().keys()].slice(0, TOP_LINES).map((slug) => ({
    slug,
    name: names.get(slug) ?? slug,
    points: (histories.get(slug) ?? [])
      .filter((p) => p.published_at >= first.published_at)
      .map(({ published_at, rank }) => ({ published_at, rank })),
  }));
  const firsts = new Map<number, string[]>(runs.map((run) => [run.run_id, []]));
  for (const [slug, points] of histories) for (const p of points) if (p.rank === 1) firsts.get(p.run_id)?.push(slug);
  const tenures: Tenure[] = [];
  for (const run of runs) {
    const slugs = firsts.get(run.run_id)!.sort();
    const current = tenures.at(-1);
    if (current !== undefined && current.leaders.map((l) => l.slug).join() === slugs.join()) {
      current.to = runRef(run);
      current.runs++;
    } else
      tenures.push({
        leaders: slugs.map((slug) => ({ slug, name: names.get(slug) ?? slug })),
        from: runRef(run),
        to: runRef(run),
        runs: 1,
      });
  }
  return { span: [first.published_at, last.published_at], runs: runs.length, lines, tenures };
}
