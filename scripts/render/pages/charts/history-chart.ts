// A model's overall score over its recent published full runs, with the scores it is made of where there are two
// or more (the spec's execution and grounding), the overall score's 95% intervals a shaded band where the runs
// give them. A run without an overall score (a part of it missing) has no point.
import type { ModelHistoryPoint } from '../../../compute/model-history.ts';
import type { Scoring } from '../../../schemas/scoring.ts';
import { dayText, valueText } from '../format.ts';
import type { Html } from '../html.ts';
import { overallLimits, scaleWords } from '../scores.ts';
import { type ChartBox, chartGeometry, renderDrawings, type SeriesInput } from './line-chart.ts';

export const HISTORY_BOX: ChartBox = { width: 560, height: 260, margin: { top: 16, right: 176, bottom: 28, left: 40 } };

/** The lines of the parts after the overall's, in turn. */
const PART_STYLES = [
  { tone: 's2', stroke: 'dash', marker: 'square' },
  { tone: 's3', stroke: 'dot', marker: 'triangle' },
  { tone: 'ref', stroke: 'solid', marker: 'diamond' },
] as const;

/** The fields drawn beside the overall: its parts, where it has two or more (one part is the overall itself). */
export function historyParts(scoring: Scoring) {
  return scoring.weighted.length < 2 ? [] : scoring.weighted.slice(0, PART_STYLES.length);
}

export function historySeries(scoring: Scoring, points: readonly ModelHistoryPoint[]): SeriesInput<Date>[] {
  const at = (p: ModelHistoryPoint) => new Date(p.published_at);
  const defined = <T extends { y: number | null }>(list: T[]) =>
    list.filter((p): p is T & { y: number } => p.y !== null);
  return [
    {
      key: 'overall',
      label: scoring.overall.label,
      tone: 's1',
      stroke: 'solid',
      marker: 'circle',
      points: defined(
        points.map((p) => ({ x: at(p), y: p.core_overall_display, halfWidth: p.core_overall_ci95 ?? null })),
      ),
    },
    ...historyParts(scoring).map((field, i) => ({
      key: field.key.replace(/_raw$/, ''),
      label: field.label,
      ...PART_STYLES[i]!,
      points: defined(points.map((p) => ({ x: at(p), y: p.parts[i] ?? null }))),
    })),
  ];
}

/** `from 80.10 to 84.25`, as a series' first and last points say it. */
function span(values: readonly (number | null)[], text: (v: number) => string): string {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? 'without a value' : `from ${text(known[0]!)} to ${text(known.at(-1)!)}`;
}

function describe(scoring: Scoring, name: string, points: readonly ModelHistoryPoint[], banded: boolean): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  const text = (v: number) => valueText(scoring.overallFormat, v);
  const overall = points.map((p) => p.core_overall_display).filter((v): v is number => v !== null);
  const extent =
    overall.length === 0 ? '' : ` (lowest ${text(Math.min(...overall))}, highest ${text(Math.max(...overall))})`;
  const band = banded ? ' The shaded band around the overall line is its 95% interval, in the runs that give one.' : '';
  const parts = historyParts(scoring).map(
    (f, i) =>
      `; ${f.label.toLowerCase()} ${span(
        points.map((p) => p.parts[i] ?? null),
        (v) => valueText(f, v),
      )}`,
  );
  return (
    `${points.length} published runs of ${name} from ${dayText(first.published_at)} to ${dayText(last.published_at)}${scaleWords(scoring)}. ` +
    `${scoring.overall.label} ${span(
      points.map((p) => p.core_overall_display),
      text,
    )}${extent}${parts.join('')}.${band} The table below lists every point.`
  );
}

/** The chart, or null without any point. */
export function historyChart(
  scoring: Scoring,
  id: string,
  name: string,
  points: readonly ModelHistoryPoint[],
): Html | null {
  if (points.every((p) => p.core_overall_display === null)) return null;
  const series = historySeries(scoring, points);
  const geometryOf = (box: ChartBox) =>
    chartGeometry({ box, x: { kind: 'time' }, yLimits: overallLimits(scoring), yFormat: (v) => String(v), series });
  // A band is drawn where two runs in a row have an interval (line-chart.ts, bandPath).
  const interval = (p: ModelHistoryPoint | undefined) => p?.core_overall_ci95 != null;
  const banded = points.some((p, i) => interval(p) && interval(points[i + 1]));
  return renderDrawings(geometryOf, HISTORY_BOX, {
    id,
    title: `Scores of ${name} per published run`,
    description: describe(scoring, name, points, banded),
    yFormat: (v) => valueText(scoring.overallFormat, v),
  });
}
