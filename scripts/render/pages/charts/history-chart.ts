// A model's overall, execution and grounding scores over its recent published full runs, the overall score's 95%
// intervals a shaded band where the runs give them.
import type { ModelHistoryPoint } from '../../../compute/model-history.ts';
import { dayText, fixed2 } from '../format.ts';
import type { Html } from '../html.ts';
import { type ChartBox, chartGeometry, renderDrawings, type SeriesInput } from './line-chart.ts';

export const HISTORY_BOX: ChartBox = { width: 560, height: 260, margin: { top: 16, right: 176, bottom: 28, left: 40 } };

export function historySeries(points: readonly ModelHistoryPoint[]): SeriesInput<Date>[] {
  const at = (p: ModelHistoryPoint) => new Date(p.published_at);
  return [
    {
      key: 'overall',
      label: 'Overall',
      tone: 's1',
      stroke: 'solid',
      marker: 'circle',
      points: points.map((p) => ({ x: at(p), y: p.core_overall_display, halfWidth: p.core_overall_ci95 ?? null })),
    },
    {
      key: 'execution',
      label: 'Execution',
      tone: 's2',
      stroke: 'dash',
      marker: 'square',
      points: points.map((p) => ({ x: at(p), y: p.execution_raw })),
    },
    {
      key: 'grounding',
      label: 'Grounding',
      tone: 's3',
      stroke: 'dot',
      marker: 'triangle',
      points: points.map((p) => ({ x: at(p), y: p.grounding_raw })),
    },
  ];
}

function describe(name: string, points: readonly ModelHistoryPoint[], banded: boolean): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  const overall = points.map((p) => p.core_overall_display);
  const band = banded ? ' The shaded band around the overall line is its 95% interval, in the runs that give one.' : '';
  return (
    `${points.length} published runs of ${name} from ${dayText(first.published_at)} to ${dayText(last.published_at)}. ` +
    `Overall from ${fixed2(first.core_overall_display)} to ${fixed2(last.core_overall_display)} ` +
    `(lowest ${fixed2(Math.min(...overall))}, highest ${fixed2(Math.max(...overall))}); ` +
    `execution from ${fixed2(first.execution_raw)} to ${fixed2(last.execution_raw)}; ` +
    `grounding from ${fixed2(first.grounding_raw)} to ${fixed2(last.grounding_raw)}.${band} The table below lists every point.`
  );
}

/** The chart, or null without any point. */
export function historyChart(id: string, name: string, points: readonly ModelHistoryPoint[]): Html | null {
  if (points.length === 0) return null;
  const series = historySeries(points);
  const geometryOf = (box: ChartBox) =>
    chartGeometry({ box, x: { kind: 'time' }, yLimits: [0, 100], yFormat: (v) => String(v), series });
  // A band is drawn where two runs in a row have an interval (line-chart.ts, bandPath).
  const interval = (p: ModelHistoryPoint | undefined) => p?.core_overall_ci95 != null;
  const banded = points.some((p, i) => interval(p) && interval(points[i + 1]));
  return renderDrawings(geometryOf, HISTORY_BOX, {
    id,
    title: `Scores of ${name} per published run`,
    description: describe(name, points, banded),
    yFormat: fixed2,
  });
}
