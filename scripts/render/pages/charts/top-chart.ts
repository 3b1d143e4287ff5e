// How the top moved (the weeks page): the overall rank of the latest run's first ten models over the last published
// full runs, rank 1 at the top. d3-scale places the points and d3-shape draws the lines. Each line is named at both
// ends with its rank there and is a link to its model's page; lines differ by colour and dash, and their names say
// which is which.
import { scaleLinear, scaleUtc } from 'd3-scale';
import { line } from 'd3-shape';
import type { TopHistory } from '../../../compute/top-history.ts';
import { dayText } from '../format.ts';
import { type Html, html } from '../html.ts';
import type { LinkTo } from '../layout.ts';
import { PAGE_PATHS } from '../paths.ts';
import { type ChartBox, drawingBoxes, spreadLabels } from './line-chart.ts';
import { chartLabel } from './overall-chart.ts';

const TONES = ['s1', 's2', 's3', 'ref'] as const;
const STROKES = ['', ' dash', ' dot'] as const;
/** Ranks below this one are drawn at the chart's bottom edge, named `15+`. */
const LOWEST = 15;
/** The narrow drawing's box (the wide one is 1,000 units wide): room for a name at each end. */
const BOX: ChartBox = { width: 560, height: 320, margin: { top: 12, right: 112, bottom: 28, left: 112 } };
const DAY_MS = 86_400_000;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Each line's colour and dash (the classes of the stylesheet): ten lines, no two alike. */
const topLineStyle = (i: number) => ({
  tone: TONES[i % TONES.length]!,
  stroke: STROKES[Math.floor(i / TONES.length) % STROKES.length]!,
});

function drawing(history: TopHistory, to: LinkTo, box: ChartBox, id: string, kind: 'wide' | 'narrow'): Html {
  const { margin } = box;
  const [left, right, top, bottom] = [margin.left, box.width - margin.right, margin.top, box.height - margin.bottom];
  const lowest = Math.min(LOWEST, Math.max(2, ...history.lines.flatMap((l) => l.points.map((p) => p.rank))));
  const rankText = (rank: number) => (rank > LOWEST ? `${LOWEST}+` : String(rank));
  const [from, until] = history.span.map((at) => Date.parse(at)) as [number, number];
  const x = scaleUtc()
    .domain(from === until ? [from - DAY_MS, until + DAY_MS] : [from, until])
    .range([left, right]);
  const y = scaleLinear().domain([1, lowest]).range([top, bottom]);
  const format = x.tickFormat();
  const xTicks = x.ticks(Math.round((right - left) / 110)).map((t) => {
    const at = round1(x(t));
    return html`<line x1="${at}" x2="${at}" y1="${bottom}" y2="${bottom + 4}"/><text class="tick" x="${at}" y="${bottom + 16}" text-anchor="middle">${format(t)}</text>`;
  });
  // A grid line a rank; the ranks are written in the names at the lines' ends, where the axis's labels would be.
  const grid = y
    .ticks(Math.min(lowest - 1, 10))
    .filter(Number.isInteger)
    .map((t) => html`<line x1="${left}" x2="${right}" y1="${round1(y(t))}" y2="${round1(y(t))}"/>`);
  const placed = history.lines.map((l) =>
    l.points.map(
      (p) => [round1(x(Date.parse(p.published_at))), round1(y(Math.min(p.rank, LOWEST)))] as [number, number],
    ),
  );
  // Where each end's names go: beside the line's end, moved apart so that none covers another.
  const ends = (pick: (points: [number, number][]) => [number, number] | undefined) =>
    spreadLabels(
      placed.map((points) => pick(points)?.[1] ?? bottom),
      14,
      top + 4,
      bottom,
    );
  const [starts, finishes] = [ends((p) => p[0]), ends((p) => p.at(-1))];
  const draw = line().digits(1);
  const lines = history.lines.map((l, i) => {
    const points = placed[i]!;
    const [first, last] = [points[0], points.at(-1)];
    if (first === undefined || last === undefined) return '';
    const style = topLineStyle(i);
    const name = `\u2068${chartLabel(l.name)}\u2069`;
    const [start, end] = [l.points[0]!, l.points.at(-1)!];
    const said = `${l.name}: rank ${start.rank} on ${dayText(start.published_at)}, rank ${end.rank} on ${dayText(end.published_at)}`;
    return html`<a href="${to(PAGE_PATHS.model(l.slug))}" class="${style.tone}"><title>${said}</title><path class="line${style.stroke}" d="${draw(points) ?? ''}"/><text class="label ${style.tone}" x="${round1(first[0] - 6)}" y="${starts[i]!}" dy="0.32em" text-anchor="end">${name} ${rankText(start.rank)}</text><text class="label ${style.tone}" x="${round1(last[0] + 6)}" y="${finishes[i]!}" dy="0.32em">${rankText(end.rank)} ${name}</text></a>`;
  });
  const description = history.lines
    .filter((l) => l.points.length > 0)
    .map((l) => `${l.name} from rank ${l.points[0]!.rank} to ${l.points.at(-1)!.rank}`)
    .join('; ');
  return html`<svg class="chart ranks ${kind}" viewBox="0 0 ${box.width} ${box.height}" role="group" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${id}-title">Overall rank of the latest run's first ${history.lines.length} models over the last ${history.runs} published full runs</title><desc id="${id}-desc">${description}.</desc><g class="grid">${grid}</g><g class="axis"><line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}"/>${xTicks}</g><g class="lines">${lines}</g></svg>`;
}

/** Both drawings (wide, then narrow: the stylesheet shows one). */
export function topChart(history: TopHistory, to: LinkTo): Html {
  const boxes = drawingBoxes(BOX);
  return html`${drawing(history, to, boxes.wide, 'top-wide', 'wide')}${drawing(history, to, boxes.narrow, 'top', 'narrow')}`;
}
