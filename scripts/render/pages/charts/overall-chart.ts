// Several models' overall scores over time in one chart: a provider's models, or the models compared. One line a
// model, each with its own tone, line style and marker in turn, and a direct label at its end (the name cut to fit
// at 360 px, the whole name in the table beside the chart).
import type { ModelHistoryPoint } from '../../../compute/model-history.ts';
import type { Scoring } from '../../../schemas/scoring.ts';
import { dayText, valueText } from '../format.ts';
import type { Html } from '../html.ts';
import { overallLimits, overallNoun, scaleWords } from '../scores.ts';
import {
  type ChartBox,
  type ChartGeometry,
  type ChartText,
  chartGeometry,
  renderDrawings,
  type SeriesInput,
} from './line-chart.ts';

/** The styles given to the lines in turn. */
export const LINE_STYLES = [
  { tone: 's1', stroke: 'solid', marker: 'circle', words: 'solid, circles' },
  { tone: 's2', stroke: 'dash', marker: 'square', words: 'dashed, squares' },
  { tone: 's3', stroke: 'dot', marker: 'triangle', words: 'dotted, triangles' },
  { tone: 'ref', stroke: 'solid', marker: 'diamond', words: 'grey, diamonds' },
] as const;

/** End labels are cut to this many characters: they fit the chart's right margin at 360 px. */
const LABEL_CHARACTERS = 12;

export function chartLabel(name: string): string {
  const chars = [...name];
  return chars.length <= LABEL_CHARACTERS
    ? name
    : `${chars
        .slice(0, LABEL_CHARACTERS - 1)
        .join('')
        .trimEnd()}…`;
}

export interface ModelLine {
  slug: string;
  name: string;
  points: readonly ModelHistoryPoint[];
}

/** The box: taller with more lines, so that their end labels (one line of text each) fit one above the other. */
export function overallBox(lines: number): ChartBox {
  return { width: 560, height: Math.max(260, 44 + lines * 19), margin: { top: 16, right: 190, bottom: 28, left: 40 } };
}

function overallSeries(models: readonly ModelLine[]): SeriesInput<Date>[] {
  return models.map((m, i) => {
    const style = LINE_STYLES[i % LINE_STYLES.length]!;
    return {
      key: m.slug,
      label: chartLabel(m.name),
      tone: style.tone,
      stroke: style.stroke,
      marker: style.marker,
      points: m.points.flatMap((p) =>
        p.core_overall_display === null ? [] : [{ x: new Date(p.published_at), y: p.core_overall_display }],
      ),
    };
  });
}

export interface OverallDomains {
  x?: readonly [Date, Date];
  y?: readonly [number, number];
}

/** The chart's geometry in `box` (by default the narrow drawing's, for as many lines as `models`). */
export function overallGeometry(
  scoring: Scoring,
  models: readonly ModelLine[],
  domains: OverallDomains = {},
  box = overallBox(models.length),
): ChartGeometry {
  return chartGeometry({
    box,
    x: { kind: 'time' },
    yLimits: overallLimits(scoring),
    yFormat: (v) => String(v),
    series: overallSeries(models),
    xDomain: domains.x,
    yDomain: domains.y,
  });
}

/** What a model's line says in words: its first and last score and its span. */
function lineSummary(scoring: Scoring, m: ModelLine): string {
  const scored = m.points.filter((p) => p.core_overall_display !== null);
  const first = scored[0];
  const last = scored.at(-1);
  if (first === undefined || last === undefined) return `${m.name}: no published run in the chart's span`;
  const text = (v: number | null) => valueText(scoring.overallFormat, v!);
  return `${m.name} from ${text(first.core_overall_display)} (${dayText(first.published_at)}) to ${text(last.core_overall_display)} (${dayText(last.published_at)}), ${scored.length} runs`;
}

export function overallChartText(scoring: Scoring, id: string, models: readonly ModelLine[]) {
  return {
    id,
    title: `${overallNoun(scoring)} per published run${scaleWords(scoring)}: ${models.map((m) => m.name).join(', ')}`,
    description: `${models.map((m) => lineSummary(scoring, m)).join('; ')}.`,
    yFormat: (v: number) => valueText(scoring.overallFormat, v),
  };
}

/** The chart, or null when no model has a point. */
export function overallChart(
  scoring: Scoring,
  id: string,
  models: readonly ModelLine[],
  domains: OverallDomains = {},
): Html | null {
  if (models.every((m) => m.points.every((p) => p.core_overall_display === null))) return null;
  return overallDrawings(scoring, models, domains, overallChartText(scoring, id, models));
}

/** Both drawings of the chart (line-chart.ts, renderDrawings). */
export function overallDrawings(
  scoring: Scoring,
  models: readonly ModelLine[],
  domains: OverallDomains,
  text: ChartText,
): Html {
  return renderDrawings((box) => overallGeometry(scoring, models, domains, box), overallBox(models.length), text);
}
