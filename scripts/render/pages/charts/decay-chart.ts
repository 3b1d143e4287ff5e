// The decay of a model's constraint retention over the three DCD rounds (pass rate R1 → R2 → R3), beside the
// median of every model of the run as a dashed reference.
import type { Rounds } from '../../../compute/dcd/scores.ts';
import { DCD_ROUNDS } from '../../../data/schema.ts';
import type { Html } from '../html.ts';
import { type ChartBox, chartGeometry, renderChart, type SeriesInput } from './line-chart.ts';

const PERCENT = (value: number) => `${Math.round(value * 100)}%`;

const DECAY_BOX: ChartBox = { width: 320, height: 190, margin: { top: 22, right: 96, bottom: 26, left: 38 } };
export const SMALL_DECAY_BOX: ChartBox = {
  width: 240,
  height: 150,
  margin: { top: 20, right: 16, bottom: 24, left: 42 },
};

function roundPoints(rates: Rounds<number | null>) {
  return DCD_ROUNDS.flatMap((round) => (rates[round] === null ? [] : [{ x: round, y: rates[round]! }]));
}

export interface DecayChartInput {
  id: string;
  name: string;
  passRates: Rounds<number | null>;
  medians: Rounds<number | null>;
  box?: ChartBox;
  /** Small multiples leave the end labels out (the box is narrow) and write the model's values instead. */
  compact?: boolean;
  /** The y domain shared by every small multiple. */
  yDomain?: readonly [number, number];
}

export function decaySeries(input: Pick<DecayChartInput, 'name' | 'passRates' | 'medians'>): SeriesInput<string>[] {
  return [
    {
      key: 'model',
      label: 'Model',
      tone: 's1',
      stroke: 'solid',
      marker: 'circle',
      points: roundPoints(input.passRates),
    },
    {
      key: 'median',
      label: 'Median',
      tone: 'ref',
      stroke: 'dash',
      marker: 'square',
      points: roundPoints(input.medians),
    },
  ];
}

function describe(input: DecayChartInput): string {
  const text = (rates: Rounds<number | null>) =>
    DCD_ROUNDS.map((r) => `${r} ${rates[r] === null ? 'none' : PERCENT(rates[r]!)}`).join(', ');
  return `Pass rate per round of ${input.name}: ${text(input.passRates)}. Median of all models: ${text(input.medians)}.`;
}

export function decayChart(input: DecayChartInput): Html {
  const box = input.box ?? DECAY_BOX;
  const series = decaySeries(input);
  const geometry = chartGeometry({
    box,
    x: { kind: 'steps', steps: DCD_ROUNDS },
    yLimits: [0, 1],
    yFormat: PERCENT,
    series,
    ...(input.yDomain === undefined ? {} : { yDomain: input.yDomain }),
    ticks: { x: 3, y: 4 },
  });
  if (input.compact === true) for (const s of geometry.series) s.labelAt = null;
  return renderChart(geometry, {
    id: input.id,
    title: `Decay of ${input.name} over rounds R1 to R3`,
    description: describe(input),
    yFormat: PERCENT,
    valueLabels: input.compact === true ? ['model'] : [],
    size: 'small',
  });
}
