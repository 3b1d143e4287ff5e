// A group of ranking changes (rising, falling or stable) as a table: score, previous score, difference, rank
// and the move in the ranking.
import type { ChangeEntry } from '../../compute/changes.ts';
import type { Scoring } from '../../schemas/scoring.ts';
import { deltaHtml, NO_VALUE, rankMoveHtml, rankText, scoreHtml } from './format.ts';
import { type Html, html } from './html.ts';
import type { LinkTo } from './layout.ts';
import { modelLink } from './leaderboard-table.ts';

/** The ranks shared by more than one model, in the week's run and in the run before (ties read `=4`, as on the leaderboard). */
export interface TiedRanks {
  now: ReadonlySet<number>;
  before: ReadonlySet<number>;
}

export function changesTable(
  scoring: Scoring,
  to: LinkTo,
  caption: string,
  entries: readonly ChangeEntry[],
  empty: string,
  tied: TiedRanks,
): Html {
  if (entries.length === 0) return html`<h3>${caption}</h3><p>${empty}</p>`;
  const format = scoring.overallFormat;
  const rows = entries.map(
    (e) =>
      html`<tr><th scope="row">${modelLink(to, e.slug, e.name)}</th><td class="n">${scoreHtml(e.score, format)}</td><td class="n">${scoreHtml(e.previous_score, format)}</td><td class="n">${deltaHtml(e.score_delta, format)}</td><td class="n">${rankText(e.rank, tied.now.has(e.rank))}</td><td class="n">${e.previous_rank === null ? NO_VALUE : rankText(e.previous_rank, tied.before.has(e.previous_rank))}</td><td class="n">${rankMoveHtml(e.rank_delta)}</td></tr>
`,
  );
  return html`<section class="scroll" aria-label="${caption}" tabindex="0"><table>
<caption>${caption} (${entries.length})</caption>
<thead><tr><th scope="col">Model</th><th scope="col" class="n">Score</th><th scope="col" class="n">Before</th><th scope="col" class="n">Difference</th><th scope="col" class="n">Rank</th><th scope="col" class="n">Before</th><th scope="col" class="n">Move</th></tr></thead>
<tbody>${rows}</tbody>
</table></section>`;
}
