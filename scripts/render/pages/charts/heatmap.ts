// The colour of a heatmap cell: d3-scale maps a value onto a light-to-dark ramp, and the text on it is black or
// white, whichever contrasts more (the number is always written: colour is never the only way to read it). The
// ramp has HEAT_STEPS steps, each a class of the stylesheet (`h0` … `h8`, public/site.css): the pages' policy
// allows no inline style, and nine shades read as well as a continuous ramp.
import { scaleLinear } from 'd3-scale';

/** From a pale to a deep blue on the light scheme's page, with the cell's own text colour. */
export const HEAT_RAMP = ['#eef3ff', '#1f3f99'] as const;
/** On the dark scheme's page: from a blue that stands off the background (its lowest cells must not sink into it) to a bright one (site.css, its media rule). */
export const HEAT_RAMP_DARK = ['#2c3d5e', '#8fb3ff'] as const;

/** WCAG relative luminance of an `rgb(r, g, b)` or `#rrggbb` colour. */
function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+(?:\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

export interface HeatCell {
  /** Its step on the ramp, 0 (lowest) to HEAT_STEPS − 1: the class `h{step}` colours it. */
  step: number;
  background: string;
  text: '#000000' | '#ffffff';
}

const HEAT_STEPS = 9;

/**
 * The colours of each step of a ramp, lowest first (site.css has a rule for each, in each scheme:
 * test/pages-readers.test.ts).
 */
export function heatSteps(ramp: readonly [string, string] = HEAT_RAMP): HeatCell[] {
  const scale = scaleLinear<string>()
    .domain([0, HEAT_STEPS - 1])
    .range(ramp);
  return Array.from({ length: HEAT_STEPS }, (_, step) => {
    const background = scale(step);
    const text = contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff';
    return { step, background, text };
  });
}

/** A function from value to cell colours over [min, max] (a flat domain maps to the middle of the ramp). */
export function heatScale(values: readonly number[]): (value: number) => HeatCell {
  const min = values.length === 0 ? 0 : Math.min(...values);
  const max = values.length === 0 ? 1 : Math.max(...values);
  const steps = heatSteps();
  const scale = scaleLinear()
    .domain(min === max ? [min - 1, max + 1] : [min, max])
    .range([0, HEAT_STEPS - 1])
    .clamp(true);
  return (value) => steps[Math.round(scale(value))]!;
}
