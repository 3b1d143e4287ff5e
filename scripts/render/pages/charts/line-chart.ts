// Line charts drawn at build time: d3-scale maps values to positions and d3-shape draws the lines and markers,
// so the geometry is the libraries' (tested once, there); this module only lays them out and writes SVG. Each
// series has its own marker shape and line style and a direct label at its end: colour is never the only way to
// tell the lines apart. A series whose points have 95% intervals gets a shaded band around its line.
import { type ScaleLinear, scaleLinear, scalePoint, scaleUtc } from 'd3-scale';
import { area, line, symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3-shape';
import { dayText } from '../format.ts';
import { type Html, html } from '../html.ts';

/**
 * A name in a text run with other text, isolated (U+2068 … U+2069): a right-to-left name, or one that overrides
 * the direction, stays in its own place and leaves the score after it in its order. SVG text has no `<bdi>`.
 */
const isolate = (name: string): string => `\u2068${name}\u2069`;

type Marker = 'circle' | 'square' | 'triangle' | 'diamond';
const SYMBOLS = { circle: symbolCircle, square: symbolSquare, triangle: symbolTriangle, diamond: symbolDiamond };

export interface SeriesInput<X> {
  key: string;
  label: string;
  /** The CSS class that colours it (`s1`, `s2`, `s3`, `ref`). */
  tone: 's1' | 's2' | 's3' | 'ref';
  stroke: 'solid' | 'dash' | 'dot';
  marker: Marker;
  /** `halfWidth`: the half-width of the value's 95% interval, null or absent without one. */
  points: readonly { x: X; y: number; halfWidth?: number | null }[];
}

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** Where the x values come from: instants on a time axis, or named steps (R1, R2, R3) evenly spaced. */
type XAxis = { kind: 'time' } | { kind: 'steps'; steps: readonly string[] };

export interface ChartInput<X> {
  box: ChartBox;
  x: XAxis;
  /** The y domain before rounding to nice ticks; clamped to `yLimits`. */
  yLimits: readonly [number, number];
  yFormat: (value: number) => string;
  series: readonly SeriesInput<X>[];
  /** A y domain shared with other charts (small multiples compare at a glance); else the series' own range. */
  yDomain?: readonly [number, number];
  /** How many ticks to aim for on each axis. */
  ticks?: { x: number; y: number };
  /** A time axis shared with other charts (the compare pages): else the series' own span. */
  xDomain?: readonly [Date, Date];
}

interface PlacedPoint {
  x: number;
  y: number;
  value: number;
}

interface SeriesGeometry {
  key: string;
  label: string;
  tone: SeriesInput<unknown>['tone'];
  stroke: SeriesInput<unknown>['stroke'];
  marker: Marker;
  /** The line's SVG path, from d3-shape. */
  path: string;
  /** The band of its intervals, from d3-shape: empty where no two runs in a row have one. */
  band: string;
  points: PlacedPoint[];
  /** The direct label at the line's end, moved apart from the others' so none overlap. */
  labelAt: { x: number; y: number } | null;
}

export interface ChartGeometry {
  box: ChartBox;
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  series: SeriesGeometry[];
  markers: Record<Marker, string>;
}

/** Coordinates keep one decimal: finer than a pixel, and the same bytes on every machine. */
const round1 = (value: number) => Math.round(value * 10) / 10;
/** The smallest distance between two direct labels, in chart units (a line of text, 16 units on small screens). */
const LABEL_GAP = 18;
const MARKER_AREA = 42;

/** Spreads label positions (sorted by y) at least `gap` apart, within [top, bottom]. */
export function spreadLabels(ys: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const placed = order.map((o) => Math.min(Math.max(o.y, top), bottom));
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap);
  // Pushed below the bottom: shift the stack up as far as needed.
  const overflow = (placed.at(-1) ?? bottom) - bottom;
  if (overflow > 0) {
    for (let k = placed.length - 1; k >= 0; k--) {
      placed[k] = k === placed.length - 1 ? bottom : Math.min(placed[k]!, placed[k + 1]! - gap);
    }
  }
  const result = new Array<number>(ys.length);
  order.forEach((o, k) => {
    result[o.i] = round1(Math.max(placed[k]!, top));
  });
  return result;
}

/** The y extent of one point's interval in chart units, clamped to the y axis's domain; null without one. */
type BandEnds = { x: number; y0: number; y1: number } | null;

/**
 * The band of a series' intervals: one closed shape per run of consecutive points that have one (d3-shape's area,
 * broken where `defined` is false). A point alone between points without one gets none: it would have no width.
 */
function bandPath(
  points: SeriesInput<unknown>['points'],
  placed: readonly PlacedPoint[],
  y: ScaleLinear<number, number>,
): string {
  // Most series have no intervals (every chart but a model's history): nothing to make.
  if (!points.some((p) => p.halfWidth != null)) return '';
  const [low, high] = y.domain() as [number, number];
  const ends = points.map((p, i): BandEnds => {
    const h = p.halfWidth;
    if (h == null) return null;
    return { x: placed[i]!.x, y0: round1(y(Math.max(low, p.y - h))), y1: round1(y(Math.min(high, p.y + h))) };
  });
  const band = area<BandEnds>()
    .defined((e, i) => e !== null && (Boolean(ends[i - 1]) || Boolean(ends[i + 1])))
    .x((e) => e!.x)
    .y0((e) => e!.y0)
    .y1((e) => e!.y1)
    .digits(1);
  return band(ends) ?? '';
}

/** The positions of everything in a chart, computed from the data alone (unit-tested against known data). */
export function chartGeometry<X extends Date | string>(input: ChartInput<X>): ChartGeometry {
  const { box } = input;
  const left = box.margin.left;
  const right = box.width - box.margin.right;
  const top = box.margin.top;
  const bottom = box.height - box.margin.bottom;
  // The intervals' ends too (each around its value), so the bands stay inside the plot.
  let values: readonly number[] | undefined = input.yDomain;
  if (values === undefined) {
    const all: number[] = [];
    for (const s of input.series) {
      for (const p of s.points) {
        if (p.halfWidth == null) all.push(p.y);
        else all.push(p.y - p.halfWidth, p.y + p.halfWidth);
      }
    }
    values = all;
  }
  const [floor, ceiling] = input.yLimits;
  const low = values.length === 0 ? floor : Math.max(floor, Math.min(...values));
  const high = values.length === 0 ? ceiling : Math.min(ceiling, Math.max(...values));
  // About one time tick every 110 units: 5 in the narrow drawing, 9 in the wide one.
  const ticks = input.ticks ?? { x: Math.round(box.width / 110), y: 5 };
  const y = scaleLinear()
    .domain(low === high ? [Math.max(floor, low - 1), Math.min(ceiling, high + 1)] : [low, high])
    .nice(ticks.y)
    .range([bottom, top]);
  let xOf: (value: X) => number;
  let xTicks: ChartGeometry['xTicks'];
  if (input.x.kind === 'time') {
    const instants =
      input.xDomain?.map((d) => d.getTime()) ??
      input.series.flatMap((s) => s.points.map((p) => (p.x as Date).getTime()));
    const first = Math.min(...instants);
    const last = Math.max(...instants);
    const DAY = 86_400_000;
    const x = scaleUtc()
      .domain(first === last ? [new Date(first - DAY), new Date(last + DAY)] : [new Date(first), new Date(last)])
      .range([left, right]);
    const format = x.tickFormat(ticks.x);
    xOf = (value) => x(value as Date);
    // d3 may give more ticks than asked for (a day each over a week): keep every n-th so labels never touch.
    const all = x.ticks(ticks.x);
    const every = Math.ceil(all.length / ticks.x);
    xTicks =
      first === last
        ? // One instant: its day is the axis (the two days around it would be ticked in hours).
          [{ x: round1(x(new Date(first))), label: dayText(new Date(first).toISOString()) }]
        : all.filter((_, i) => i % every === 0).map((t) => ({ x: round1(x(t)), label: format(t) }));
  } else {
    const x = scalePoint<string>().domain(input.x.steps).range([left, right]).padding(0.25);
    xOf = (value) => x(value as string) ?? left;
    xTicks = input.x.steps.map((step) => ({ x: round1(x(step) ?? left), label: step }));
  }
  const draw = line<PlacedPoint>()
    .x((p) => p.x)
    .y((p) => p.y)
    .digits(1);
  const series = input.series.map((s): SeriesGeometry => {
    const points = s.points.map((p) => ({ x: round1(xOf(p.x)), y: round1(y(p.y)), value: p.y }));
    return {
      key: s.key,
      label: s.label,
      tone: s.tone,
      stroke: s.stroke,
      marker: s.marker,
      path: draw(points) ?? '',
      band: bandPath(s.points, points, y),
      points,
      labelAt: null,
    };
  });
  const ends = series.filter((s) => s.points.length > 0);
  const spread = spreadLabels(
    ends.map((s) => s.points.at(-1)!.y),
    LABEL_GAP,
    top + 4,
    bottom,
  );
  ends.forEach((s, i) => {
    s.labelAt = { x: round1(s.points.at(-1)!.x + 8), y: spread[i]! };
  });
  const markers = Object.fromEntries(
    (Object.keys(SYMBOLS) as Marker[]).map((m) => [m, symbol(SYMBOLS[m], MARKER_AREA).digits(1)() ?? '']),
  ) as Record<Marker, string>;
  return {
    box,
    xTicks,
    yTicks: y.ticks(ticks.y).map((t) => ({ y: round1(y(t)), label: input.yFormat(t) })),
    series,
    markers,
  };
}

/** How far a value label sits from its point: above it by default, below it when another line is just above. */
const VALUE_ABOVE = 9;
const VALUE_BELOW = 19;
/** Another line's point closer above than this would run through a label written above the point. */
const VALUE_CLEARANCE = 24;

/**
 * The y of the value written beside point `i` of `series`: above the point, unless another series' point at the same
 * x is just above it (a median line), then below it, where nothing is drawn over it.
 */
function valueLabelY(geometry: ChartGeometry, series: SeriesGeometry, i: number): number {
  const p = series.points[i]!;
  const crowded = geometry.series.some((other) => {
    if (other === series) return false;
    const q = other.points.find((o) => o.x === p.x);
    return q !== undefined && q.y <= p.y + 2 && p.y - q.y < VALUE_CLEARANCE;
  });
  return round1(crowded ? p.y + VALUE_BELOW : p.y - VALUE_ABOVE);
}

const STROKE_CLASS = { solid: '', dash: ' dash', dot: ' dot' } as const;

export interface ChartText {
  /** Unique within the page: prefixes the ids of the title, description and marker shapes. */
  id: string;
  title: string;
  /** The text alternative: what the chart shows, in words and numbers. */
  description: string;
  yFormat: (value: number) => string;
  /** The series whose points get their value written beside them (short series). */
  valueLabels?: readonly string[];
  /** Drawn at most this wide (a CSS class of the stylesheet). */
  size?: 'small';
  /** One of a line chart's two drawings (renderDrawings). */
  drawing?: 'wide' | 'narrow';
}

/** The chart as inline SVG: role img, named by its title and described by its description. */
/** Markers a line carries at most: more would cover it, and its dashes or dots (the cue besides colour) with it. */
const MAX_MARKERS = 13;

/** The points of a line that get a marker: evenly spread, counted back from the last, which always has one. */
function markedPoints<P>(points: readonly P[]): P[] {
  const every = Math.ceil(points.length / MAX_MARKERS);
  return points.filter((_, i) => (points.length - 1 - i) % every === 0);
}

/** The wide drawing's width: it fills a column of about 1,000 px and more, with text of 11 px and more. */
const WIDE = 1000;

/**
 * A line chart's two drawings, each laid out for its own width: 1,000 units for a wide column, `box` for a
 * narrow one (the stylesheet shows one of them; the hidden one is out of the accessibility tree too).
 */
export function renderDrawings(geometryOf: (box: ChartBox) => ChartGeometry, box: ChartBox, text: ChartText): Html {
  const boxes = drawingBoxes(box);
  const wide = renderChart(geometryOf(boxes.wide), { ...text, id: `${text.id}-wide`, drawing: 'wide' });
  return html`${wide}${renderChart(geometryOf(boxes.narrow), { ...text, drawing: 'narrow' })}`;
}

/** The boxes of a line chart's two drawings, `box` the narrow one's. */
export const drawingBoxes = (box: ChartBox) => ({ wide: { ...box, width: WIDE }, narrow: box });

export function renderChart(geometry: ChartGeometry, text: ChartText): Html {
  const { box } = geometry;
  const left = box.margin.left;
  const right = box.width - box.margin.right;
  const bottom = box.height - box.margin.bottom;
  const used = new Set(geometry.series.map((s) => s.marker));
  const defs = [...used].map((m) => html`<path id="${text.id}-${m}" d="${geometry.markers[m]}"/>`);
  const yAxis = geometry.yTicks.map(
    (t) =>
      html`<line x1="${left}" x2="${right}" y1="${t.y}" y2="${t.y}"/><text class="tick" x="${left - 6}" y="${t.y}" dy="0.32em" text-anchor="end">${t.label}</text>`,
  );
  const xAxis = geometry.xTicks.map(
    (t) =>
      html`<line x1="${t.x}" x2="${t.x}" y1="${bottom}" y2="${bottom + 4}"/><text class="tick" x="${t.x}" y="${bottom + 16}" text-anchor="middle">${t.label}</text>`,
  );
  const series = geometry.series.map((s) => {
    const uses = markedPoints(s.points).map((p) => html`<use href="#${text.id}-${s.marker}" x="${p.x}" y="${p.y}"/>`);
    const values = text.valueLabels?.includes(s.key)
      ? s.points.map(
          (p, i) =>
            html`<text class="value" x="${p.x}" y="${valueLabelY(geometry, s, i)}" text-anchor="middle">${text.yFormat(p.value)}</text>`,
        )
      : [];
    const last = s.points.at(-1);
    const label =
      s.labelAt === null || last === undefined
        ? ''
        : html`<text class="label ${s.tone}" x="${s.labelAt.x}" y="${s.labelAt.y}" dy="0.32em">${isolate(s.label)} ${text.yFormat(last.value)}</text>`;
    // Under its line and markers; the description says what it is.
    const band = s.band === '' ? '' : html`<path class="band" aria-hidden="true" d="${s.band}"/>`;
    return html`<g class="${s.tone}">${band}<path class="line${STROKE_CLASS[s.stroke]}" d="${s.path}"/>${uses}</g>${values}${label}`;
  });
  return html`<svg class="chart${text.size === 'small' ? ' small' : ''}${text.drawing ? ` ${text.drawing}` : ''}" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-labelledby="${text.id}-title ${text.id}-desc" xmlns="http://www.w3.org/2000/svg"><title id="${text.id}-title">${text.title}</title><desc id="${text.id}-desc">${text.description}</desc><defs>${defs}</defs><g class="grid">${yAxis}</g><g class="axis"><line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}"/>${xAxis}</g>${series}</svg>`;
}
