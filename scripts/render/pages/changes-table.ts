// A group of ranking changes (rising, falling or stable) as a table: score, previous score, difference, rank
// and the move in the ranking.
import type { ChangeEntry } from '../../compute/changes.ts';
import { deltaHtml, NO_VALUE, rankMoveHtml, scoreHtml } from './format.ts';
import { type Html, html } from './html.ts';
import type { LinkTo } from './layout.ts';
import { modelLink } from './leaderboard-table.ts';

export function changesTable(to: LinkTo, caption: string, entries: readonly ChangeEntry[], empty: string): Html {
  if (entries.length === 0) return html`<h3>${caption}</h3><p>${empty}</p>`;
  const rows = entries.map(
    (e) =>
      html`<tr><th scope="row" class="name">${modelLink(to, e.slug, e.name)}</th><td class="num">${scoreHtml(e.score)}</td><td class="num">${scoreHtml(e.previous_score)}</td><td class="num">${deltaHtml(e.score_delta)}</td><td class="num">${e.rank}</td><td class="num">${e.previous_rank ?? NO_VALUE}</td><td class="num">${rankMoveHtml(e.rank_delta)}</td></tr>`,
  );
  return html`<div class="scroll" role="region" aria-label="${caption}" tabindex="0"><table>
<caption>${caption} (${entries.length})</caption>
<thead><tr><th scope="col">Model</th><th scope="col" class="num">Score</th><th scope="col" class="num">Before</th><th scope="col" class="num">Difference</th><th scope="col" class="num">Rank</th><th scope="col" class="num">Before</th><th scope="col" class="num">Move</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}
