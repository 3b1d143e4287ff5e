// Price against score (the value page): x the blended price per million tokens on a log scale, y the overall
// score. d3-scale places the marks and d3-shape draws them and the Pareto frontier (a step line: between two
// frontier models, the cheaper one's score is the best to be had). Every mark is a link to its model's page,
// named by a <title>; frontier models are diamonds on the frontier's line, the others circles: shape and line
// tell them apart, never colour alone.
import { scaleLinear, scaleLog } from 'd3-scale';
import { curveStepAfter, line, symbol, symbolCircle, symbolDiamond } from 'd3-shape';
import type { PricedModel } from '../../../compute/price-score.ts';
import { fixed2 } from '../format.ts';
import { type Html, html } from '../html.ts';
import type { LinkTo } from '../layout.ts';
import { PAGE_PATHS } from '../paths.ts';

const BOX = { width: 520, height: 324, margin: { top: 16, right: 20, bottom: 48, left: 44 } };
const round1 = (value: number) => Math.round(value * 10) / 10;
/** Candidate ticks of a price axis: 1, 2 and 5 times the powers of ten. */
const STEPS = [1, 2, 5];

/** `$0.5`, `$2`, `$10`: the tick labels of the price axis. */
function tickLabel(value: number): string {
  return `$${Number(value.toPrecision(6))}`;
}

function priceTicks(low: number, high: number): number[] {
  const ticks: number[] = [];
  for (let exp = Math.floor(Math.log10(low)) - 1; exp <= Math.ceil(Math.log10(high)) + 1; exp++) {
    for (const step of STEPS) {
      const value = Number((step * 10 ** exp).toPrecision(6));
      if (value >= low && value <= high) ticks.push(value);
    }
  }
  // No more than 7 labels: keep the powers of ten only when there would be more.
  return ticks.length > 7 ? ticks.filter((t) => Number.isInteger(Math.log10(t))) : ticks;
}

export function priceChart(id: string, models: readonly PricedModel[], to: LinkTo): Html | null {
  if (models.length === 0) return null;
  const left = BOX.margin.left;
  const right = BOX.width - BOX.margin.right;
  const top = BOX.margin.top;
  const bottom = BOX.height - BOX.margin.bottom;
  const prices = models.map((m) => m.price);
  const scores = models.map((m) => m.score);
  const [minPrice, maxPrice] = [Math.min(...prices), Math.max(...prices)];
  const x = scaleLog()
    .domain(minPrice === maxPrice ? [minPrice / 2, maxPrice * 2] : [minPrice, maxPrice])
    .nice()
    .range([left, right]);
  const [minScore, maxScore] = [Math.min(...scores), Math.max(...scores)];
  const y = scaleLinear()
    .domain(minScore === maxScore ? [minScore - 1, maxScore + 1] : [minScore, maxScore])
    .nice(5)
    .range([bottom, top]);
  const [low, high] = x.domain() as [number, number];
  const xTicks = priceTicks(low, high).map(
    (t) =>
      html`<line x1="${round1(x(t))}" x2="${round1(x(t))}" y1="${top}" y2="${bottom}"/><text class="tick" x="${round1(x(t))}" y="${bottom + 20}" text-anchor="middle">${tickLabel(t)}</text>`,
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
  const marks = models.map((m) => {
    const shape = m.frontier ? 'diamond' : 'circle';
    const name = `${m.name}: overall ${fixed2(m.score)} at $${m.price} per million tokens${m.frontier ? ', on the frontier' : ''}`;
    return html`<a href="${to(PAGE_PATHS.model(m.slug))}" class="${m.frontier ? 's1' : 'ref'}"><title>${name}</title><use href="#${id}-${shape}" x="${round1(x(m.price))}" y="${round1(y(m.score))}"/></a>`;
  });
  const describe =
    `${models.length} priced models, blended price from $${minPrice} to $${maxPrice} per million tokens, overall ` +
    `score from ${fixed2(minScore)} to ${fixed2(maxScore)}. On the frontier: ` +
    `${frontier.map((m) => `${m.name} ($${m.price}, ${fixed2(m.score)})`).join('; ')}. The table below lists every model.`;
  return html`<svg class="chart price" viewBox="0 0 ${BOX.width} ${BOX.height}" role="group" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${id}-title">Overall score against blended price per million tokens</title><desc id="${id}-desc">${describe}</desc><defs><path id="${id}-circle" d="${shapes.circle}"/><path id="${id}-diamond" d="${shapes.diamond}"/></defs><g class="grid">${xTicks}${yTicks}</g><g class="axis"><line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}"/><text class="tick" x="${(left + right) / 2}" y="${BOX.height - 6}" text-anchor="middle">Blended price, US$ per million tokens (log scale)</text></g><g class="s1"><path class="line" d="${step(frontier) ?? ''}"/></g><g class="marks">${marks}</g></svg>`;
}
