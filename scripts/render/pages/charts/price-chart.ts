// Price against score (the value page): x the blended price per million tokens on a log scale, y the overall
// score. d3-scale places the marks and d3-shape draws them and the Pareto frontier (a step line: between two
// frontier models, the cheaper one's score is the best to be had). Every mark is a link to its model's page,
// named by a <title>; frontier models are diamonds on the frontier's line, the others circles: shape and line
// tell them apart, never colour alone. A score with a 95% interval has it drawn as a vertical bar behind its mark.
import { scaleLinear, scaleLog } from 'd3-scale';
import { curveStepAfter, line, symbol, symbolCircle, symbolDiamond } from 'd3-shape';
import type { PricedModel } from '../../../compute/price-score.ts';
import type { Scoring } from '../../../schemas/scoring.ts';
import { compactDollars, halfWidthText, valueText } from '../format.ts';
import { type Html, html } from '../html.ts';
import type { LinkTo } from '../layout.ts';
import { PAGE_PATHS } from '../paths.ts';
import { overallNoun, scaleWords } from '../scores.ts';

/**
 * The two drawings: one that fills the page's column, one for a narrow screen (the stylesheet shows one of them),
 * each with its text size in the stylesheet (`font`, for the labels' room) and the most ticks its price axis takes.
 */
const DRAWINGS = {
  wide: {
    width: 1000,
    height: 420,
    margin: { top: 16, right: 24, bottom: 52, left: 60 },
    font: 12,
    ticks: 8,
    title: 'Blended price, US$ per million tokens (log scale)',
  },
  narrow: {
    width: 400,
    height: 380,
    margin: { top: 12, right: 24, bottom: 56, left: 54 },
    font: 16,
    ticks: 4,
    title: 'US$ per million tokens (log)',
  },
} as const;
type Drawing = (typeof DRAWINGS)[keyof typeof DRAWINGS];

const round1 = (value: number) => Math.round(value * 10) / 10;
/** Candidate ticks of a price axis: 1, 2 and 5 times the powers of ten. */
const STEPS = [1, 2, 5];
/** Ticks at 1, 2 and 5 times the powers of ten, else the powers of ten, else every k-th of them: `max` at most. */
export function priceTicks(low: number, high: number, max: number): number[] {
  const ticks: number[] = [];
  for (let exp = Math.floor(Math.log10(low)) - 1; exp <= Math.ceil(Math.log10(high)) + 1; exp++) {
    for (const step of STEPS) {
      const value = Number((step * 10 ** exp).toPrecision(6));
      if (value >= low && value <= high) ticks.push(value);
    }
  }
  if (ticks.length <= max) return ticks;
  const powers = ticks.filter((t) => Number.isInteger(Math.log10(t)));
  const every = Math.ceil(powers.length / max);
  return powers.filter((t) => Math.round(Math.log10(t)) % every === 0);
}

/** Half the width of an interval's caps. */
const CAP = 4;

/** An interval's ends on the y axis: `high` the upper end (the smaller y). */
interface Bar {
  high: number;
  low: number;
}

/** The interval's bar: a vertical line from one end to the other, a short cap across each end. */
function barPath(x: number, bar: Bar): string {
  const [x1, x2] = [round1(x - CAP), round1(x + CAP)];
  return `M${round1(x)},${bar.high}V${bar.low}M${x1},${bar.high}H${x2}M${x1},${bar.low}H${x2}`;
}

interface Placed {
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  text: string;
}

/** Where a name may go, in order of preference: right of its mark, left, above, below. */
const SPOTS = [
  { anchor: 'start', dx: 9, dy: 0 },
  { anchor: 'end', dx: -9, dy: 0 },
  { anchor: 'middle', dx: 0, dy: -1 },
  { anchor: 'middle', dx: 0, dy: 1 },
] as const;

/**
 * Names beside the marks: the frontier's first, then the others from the best score down, each to the right of its
 * mark, else to its left, above or below it, where it overlaps no name placed before, no mark, no step of the frontier's line and
 * nothing outside the plot and its margins above and to the right. A name
 * that fits nowhere is left out (its mark's title and the table still name it).
 */
function placeLabels(
  marks: readonly { name: string; x: number; y: number; frontier: boolean; score: number; bar: Bar | null }[],
  drawing: Drawing,
): Placed[] {
  const [left, bottom] = [drawing.margin.left, drawing.height - drawing.margin.bottom];
  const height = drawing.font * 1.2;
  const taken = marks.map((m) => ({ x1: m.x - 6, x2: m.x + 6, y1: m.y - 6, y2: m.y + 6 }));
  // An interval's bar too, where it reaches beyond its mark.
  for (const m of marks) {
    if (m.bar !== null) taken.push({ x1: m.x - CAP, x2: m.x + CAP, y1: m.bar.high, y2: m.bar.low });
  }
  // The frontier's steps too: across to the next frontier mark, then up to it.
  const steps = marks.filter((m) => m.frontier).sort((a, b) => a.x - b.x);
  steps.slice(1).forEach((next, i) => {
    const from = steps[i]!;
    taken.push({ x1: from.x, x2: next.x, y1: from.y - 2, y2: from.y + 2 });
    taken.push({ x1: next.x - 2, x2: next.x + 2, y1: Math.min(from.y, next.y), y2: Math.max(from.y, next.y) });
  });
  const placed: Placed[] = [];
  const order = [...marks].sort((a, b) => Number(b.frontier) - Number(a.frontier) || b.score - a.score);
  for (const mark of order) {
    const text = [...mark.name].length > 24 ? `${[...mark.name].slice(0, 23).join('')}…` : mark.name;
    // DejaVu-like text runs about 0.6 em a character; names are rarely wider.
    const width = [...text].length * drawing.font * 0.6;
    for (const { anchor, dx, dy } of SPOTS) {
      const x = mark.x + dx;
      // A name above or below its mark clears the interval's bar too.
      const reach = mark.bar === null || dy === 0 ? 0 : 2 + (dy < 0 ? mark.y - mark.bar.high : mark.bar.low - mark.y);
      const y = mark.y + dy * (height / 2 + Math.max(8, reach));
      const x1 = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
      const box = { x1, x2: x1 + width, y1: y - height / 2, y2: y + height / 2 };
      // Inside the plot, or in the margin above and to the right of it (a mark can sit on the plot's edge).
      const inside = box.x1 >= left && box.x2 <= drawing.width && box.y1 >= 0 && box.y2 <= bottom;
      const clear = taken.every((t) => box.x2 <= t.x1 || box.x1 >= t.x2 || box.y2 <= t.y1 || box.y1 >= t.y2);
      if (inside && clear) {
        taken.push(box);
        placed.push({ x: round1(x), y: round1(y), anchor, text });
        break;
      }
    }
  }
  return placed;
}

function drawPriceChart(
  scoring: Scoring,
  id: string,
  models: readonly PricedModel[],
  to: LinkTo,
  drawing: Drawing,
  kind: string,
): Html {
  const format = scoring.overallFormat;
  const score = (value: number) => valueText(format, value);
  const noun = overallNoun(scoring);
  const short = scoring.overall.label.toLowerCase();
  const left = drawing.margin.left;
  const right = drawing.width - drawing.margin.right;
  const top = drawing.margin.top;
  const bottom = drawing.height - drawing.margin.bottom;
  const prices = models.map((m) => m.price);
  const scores = models.map((m) => m.score);
  // The y domain takes in the intervals' ends, so every bar is inside the plot.
  const ends = models.flatMap((m) => (m.halfWidth === null ? [] : [m.score - m.halfWidth, m.score + m.halfWidth]));
  const [minPrice, maxPrice] = [Math.min(...prices), Math.max(...prices)];
  const x = scaleLog()
    .domain(minPrice === maxPrice ? [minPrice / 2, maxPrice * 2] : [minPrice, maxPrice])
    .nice()
    .range([left, right]);
  const [minScore, maxScore] = [Math.min(...scores), Math.max(...scores)];
  const [floor, ceiling] = [Math.min(minScore, ...ends), Math.max(maxScore, ...ends)];
  const y = scaleLinear()
    .domain(floor === ceiling ? [floor - 1, ceiling + 1] : [floor, ceiling])
    .nice(5)
    .range([bottom, top]);
  const [low, high] = x.domain() as [number, number];
  const xTicks = priceTicks(low, high, drawing.ticks).map(
    (t) =>
      html`<line x1="${round1(x(t))}" x2="${round1(x(t))}" y1="${top}" y2="${bottom}"/><text class="tick" x="${round1(x(t))}" y="${bottom + drawing.font + 6}" text-anchor="middle">${compactDollars(t)}</text>`,
  );
  const yTicks = y
    .ticks(5)
    .map(
      (t) =>
        html`<line x1="${left}" x2="${right}" y1="${round1(y(t))}" y2="${round1(y(t))}"/><text class="tick" x="${left - 6}" y="${round1(y(t))}" dy="0.32em" text-anchor="end">${t}</text>`,
    );
  const frontier = models.filter((m) => m.frontier);
  const step = line<PricedModel>()
    .x((m) => round1(x(m.price)))
    .y((m) => round1(y(m.score)))
    .curve(curveStepAfter)
    .digits(1);
  const shapes = {
    circle: symbol(symbolCircle, 48).digits(1)() ?? '',
    diamond: symbol(symbolDiamond, 72).digits(1)() ?? '',
  };
  const barOf = (m: PricedModel): Bar | null =>
    m.halfWidth === null ? null : { high: round1(y(m.score + m.halfWidth)), low: round1(y(m.score - m.halfWidth)) };
  const marks = models.map((m) => {
    const shape = m.frontier ? 'diamond' : 'circle';
    const spread = m.halfWidth === null ? '' : ` ${halfWidthText(format, m.halfWidth)}`;
    const name = `${m.name}: ${short} ${score(m.score)}${spread} at $${m.price} per million tokens${m.frontier ? ', on the frontier' : ''}`;
    return html`<a href="${to(PAGE_PATHS.model(m.slug))}" class="${m.frontier ? 's1' : 'ref'}"><title>${name}</title><use href="#${id}-${shape}" x="${round1(x(m.price))}" y="${round1(y(m.score))}"/></a>`;
  });
  // Drawn before every mark, so no bar runs over a mark; the marks' titles give the same figures in words.
  const bars = models.flatMap((m) => {
    const bar = barOf(m);
    return bar === null ? [] : [html`<path class="ci ${m.frontier ? 's1' : 'ref'}" d="${barPath(x(m.price), bar)}"/>`];
  });
  const labels = placeLabels(
    models.map((m) => ({
      name: m.name,
      x: x(m.price),
      y: y(m.score),
      frontier: m.frontier,
      score: m.score,
      bar: barOf(m),
    })),
    drawing,
  ).map(
    (l) =>
      html`<text class="name" x="${l.x}" y="${l.y}" dy="0.32em" text-anchor="${l.anchor}">${`\u2068${l.text}\u2069`}</text>`,
  );
  const describe =
    `${models.length} priced models, blended price from $${minPrice} to $${maxPrice} per million tokens, ${noun.charAt(0).toLowerCase()}${noun.slice(1)} ` +
    `from ${score(minScore)} to ${score(maxScore)}${scaleWords(scoring)}. On the frontier: ` +
    `${frontier.map((m) => `${m.name} ($${m.price}, ${score(m.score)})`).join('; ')}.` +
    `${models.some((m) => m.halfWidth !== null) ? ` Vertical bars span the 95% interval of ${scoring.spec ? 'an overall score' : `a model's ${short}`}.` : ''}` +
    ' The table below lists every model.';
  const middle = (top + bottom) / 2;
  return html`<svg class="chart price ${kind}" viewBox="0 0 ${drawing.width} ${drawing.height}" role="group" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${id}-title">${noun} against blended price per million tokens</title><desc id="${id}-desc">${describe}</desc><defs><path id="${id}-circle" d="${shapes.circle}"/><path id="${id}-diamond" d="${shapes.diamond}"/></defs><g class="grid">${xTicks}${yTicks}</g><g class="axis"><line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}"/><text class="tick" x="${(left + right) / 2}" y="${drawing.height - 6}" text-anchor="middle">${drawing.title}</text><text class="tick" transform="rotate(-90)" x="${-middle}" y="${drawing.font + 2}" text-anchor="middle">${noun}</text></g><g class="s1"><path class="line" d="${step(frontier) ?? ''}"/></g>${bars.length === 0 ? '' : html`<g class="intervals" aria-hidden="true">${bars}</g>`}<g class="names" aria-hidden="true">${labels}</g><g class="marks">${marks}</g></svg>`;
}

/** The chart in its two drawings, wide and narrow: the stylesheet shows the one that fits the screen. */
export function priceChart(id: string, models: readonly PricedModel[], to: LinkTo, scoring: Scoring): Html | null {
  if (models.length === 0) return null;
  return html`${drawPriceChart(scoring, `${id}-wide`, models, to, DRAWINGS.wide, 'wide')}${drawPriceChart(scoring, `${id}-narrow`, models, to, DRAWINGS.narrow, 'narrow')}`;
}
