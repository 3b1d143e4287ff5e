// A run's ranking as a table: the leaderboard page, the ranking pages and every run's page show it. The ranked
// column comes first after the model and carries `aria-sort`; the integrity cap is marked and explained below.
// On a narrow screen the provider moves under the model's name (site.css, .wide and .narrow), so the rank, the
// model and its ranked score are in view without scrolling the table.

import type { LeaderboardRow } from '../../compute/leaderboard.ts';
import { INTEGRITY_CAP } from '../../compute/scoring.ts';
import type { IntegrityLabel } from '../../data/schema.ts';
import type { Dimension } from '../../schemas/dimensions.ts';
import { deltaHtml, fixed2, rankMoveHtml, rankText, scoreHtml, tiedRanks } from './format.ts';
import { type Html, type HtmlValue, html } from './html.ts';
import type { LinkTo } from './layout.ts';
import { PAGE_PATHS } from './paths.ts';

/** The score columns a table can show, with their headings. */
const COLUMNS = {
  core_overall_display: 'Overall',
  execution_raw: 'Execution',
  grounding_raw: 'Grounding',
  value: 'Value',
  stability: 'Stability',
} as const;
type Column = keyof typeof COLUMNS;

/** Each label's class: the stylesheet draws its mark (✓, !, ✗) and colour; the word is always written. */
const INTEGRITY_CLASS: Record<IntegrityLabel, string> = { pass: 'ip', warn: 'iw', fail: 'if' };

const RECOMMENDATION: Record<LeaderboardRow['recommendation_status'], { text: string; tone: string }> = {
  recommended: { text: 'Recommended', tone: 'up' },
  neutral: { text: 'Neutral', tone: '' },
  not_recommended: { text: 'Not recommended', tone: 'down' },
};

/** The id of the note that explains the cap; each page has at most one table with capped rows. */
const CAP_NOTE = 'cap-note';

export function integrityHtml(label: IntegrityLabel): Html {
  return html`<span class="${INTEGRITY_CLASS[label]}">${label}</span>`;
}

export function recommendationHtml(status: LeaderboardRow['recommendation_status']): Html {
  const { text, tone } = RECOMMENDATION[status];
  return tone === '' ? html`${text}` : html`<span class="${tone}">${text}</span>`;
}

/** True when the overall score shown is the cap, lower than the computed one. */
export function isCapped(row: Pick<LeaderboardRow, 'integrity_label' | 'core_overall_raw' | 'core_overall_display'>) {
  return row.integrity_label === 'fail' && row.core_overall_raw > row.core_overall_display;
}

/** A model's name linking to its page, isolated from the text around it (`dir="auto"`, as `<bdi>` would). */
export function modelLink(to: LinkTo, slug: string, name: string): Html {
  return html`<a href="${to(PAGE_PATHS.model(slug))}" dir="auto">${name}</a>`;
}

function overallCell(row: LeaderboardRow): Html {
  if (!isCapped(row)) return html`${fixed2(row.core_overall_display)}`;
  return html`${fixed2(row.core_overall_display)}<a class="cap" href="#${CAP_NOTE}" title="Capped at ${INTEGRITY_CAP}: the integrity check failed (uncapped ${fixed2(row.core_overall_raw)})"><span aria-hidden="true">†</span><span class="sr">capped, see the note</span></a>`;
}

/** The ranked column shows the row's `score` (the only field value and stability have); the others their field. */
function scoreCell(row: LeaderboardRow, column: Column, ranked: boolean): Html | string {
  if (column === 'core_overall_display') return overallCell(row);
  if (ranked || column === 'value' || column === 'stability') return scoreHtml(row.score);
  return scoreHtml(row[column]);
}

export interface LeaderboardTableInput {
  rows: readonly LeaderboardRow[];
  dimension: Extract<Dimension, Column>;
  caption: HtmlValue;
  to: LinkTo;
}

/** The ranking as a table in its own scrolling box, and the note on capped scores when a row is capped. */
export function leaderboardTable({ rows, dimension, caption, to }: LeaderboardTableInput): Html {
  const others = (['core_overall_display', 'execution_raw', 'grounding_raw'] as const).filter((c) => c !== dimension);
  const columns: Column[] = [dimension, ...others];
  const tied = tiedRanks(rows.map((r) => r.rank));
  const head = columns.map((c, i) =>
    i === 0
      ? html`<th scope="col" class="n k" aria-sort="descending">${COLUMNS[c]}</th>`
      : html`<th scope="col" class="n">${COLUMNS[c]}</th>`,
  );
  const body = rows.map(
    (
      row,
    ) => html`<tr><td class="n">${rankText(row.rank, tied.has(row.rank))}</td><th scope="row">${modelLink(to, row.slug, row.name)}<span class="pv narrow" dir="auto">${row.provider}</span></th><td class="pv wide" dir="auto">${row.provider}</td>${columns.map((c, i) => html`<td class="n${i === 0 ? ' k' : ''}">${scoreCell(row, c, i === 0)}</td>`)}<td>${integrityHtml(row.integrity_label)}</td><td>${recommendationHtml(row.recommendation_status)}</td><td class="n">${rankMoveHtml(row.rank_change)}${row.score_change === null ? '' : html`<small>${deltaHtml(row.score_change)}</small>`}</td></tr>
`,
  );
  const capped = rows.filter(isCapped);
  const note =
    capped.length === 0
      ? ''
      : html`<p class="note" id="${CAP_NOTE}"><span aria-hidden="true">†</span> Capped at ${INTEGRITY_CAP}: a model that fails the integrity check is shown with an overall score of at most ${INTEGRITY_CAP}. Uncapped: ${capped.map((r, i) => html`${i > 0 ? ', ' : ''}<bdi>${r.name}</bdi> ${fixed2(r.core_overall_raw)}`)}.</p>`;
  const empty = html`<tr><td colspan="${columns.length + 6}">No model in this run.</td></tr>`;
  return html`<section class="scroll" aria-label="Leaderboard table" tabindex="0"><table class="board">
<caption>${caption}</caption>
<thead><tr><th scope="col" class="n">Rank</th><th scope="col">Model</th><th scope="col" class="wide">Provider</th>${head}<th scope="col">Integrity</th><th scope="col">Recommendation</th><th scope="col" class="n">Change</th></tr></thead>
<tbody>
${rows.length === 0 ? empty : body}</tbody>
</table></section>
${note}`;
}
