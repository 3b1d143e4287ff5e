// The pages' building blocks as pure functions: markup escaped by construction, chart geometry from known data,
// label placement, heatmap colours with readable text.
import { describe, expect, it } from 'vitest';
import type { ModelHistoryPoint } from '../scripts/compute/model-history.ts';
import { decaySeries } from '../scripts/render/pages/charts/decay-chart.ts';
import { contrast, HEAT_RAMP_DARK, heatScale, heatSteps } from '../scripts/render/pages/charts/heatmap.ts';
import { HISTORY_BOX, historySeries } from '../scripts/render/pages/charts/history-chart.ts';
import { chartGeometry, spreadLabels } from '../scripts/render/pages/charts/line-chart.ts';
import { dayText, signed2 } from '../scripts/render/pages/format.ts';
import { html, joinHtml } from '../scripts/render/pages/html.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';

describe('html', () => {
  it('escapes every interpolated text, in content and in attributes', () => {
    const name = `</script><img src=x onerror="alert(1)"> & 'quoted'`;
    expect(html`<td title="${name}">${name}</td>`.toString()).toBe(
      '<td title="&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quoted&#39;">' +
        '&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quoted&#39;</td>',
    );
  });

  it('keeps markup made by the tag, joins lists, and leaves nothing for null, undefined and false', () => {
    const cell = html`<b>${'a<b'}</b>`;
    expect(html`<p>${cell}${[1, ' & ', cell]}${null}${undefined}${false}</p>`.toString()).toBe(
      '<p><b>a&lt;b</b>1 &amp; <b>a&lt;b</b></p>',
    );
    expect(joinHtml(['<x>', html`<br>`], ', ').toString()).toBe('&lt;x&gt;, <br>');
  });

  it('treats a string that looks like markup as text: only the tag makes markup', () => {
    const forged = { toString: () => '<script>' } as unknown as string;
    expect(html`${String(forged)}`.toString()).toBe('&lt;script&gt;');
  });
});

describe('formats', () => {
  it('writes dates in UTC with English month names and signed differences with a real minus', () => {
    expect(dayText('2026-11-16T23:30:00Z')).toBe('16 Nov 2026');
    expect(dayText('2026-01-04')).toBe('4 Jan 2026');
    expect([signed2(0.5), signed2(-1.234), signed2(0)]).toEqual(['+0.50', '\u22121.23', '0.00']);
  });
});

const point = (run: number, day: string, overall: number, execution: number, grounding: number): ModelHistoryPoint => ({
  run_id: run,
  published_at: `${day}T12:00:00Z`,
  core_overall_display: overall,
  core_overall_raw: overall,
  parts: [execution, grounding],
  capLabel: 'pass',
  rank: 1,
});

describe('the history chart', () => {
  // Three weekly runs: 2026-01-05, -12 and -19 (the middle one exactly half-way).
  const history = [
    point(1, '2026-01-05', 70, 72, 67.56),
    point(2, '2026-01-12', 75, 76, 73.78),
    point(3, '2026-01-19', 80, 82, 77.56),
  ];
  const geometry = chartGeometry({
    box: HISTORY_BOX,
    x: { kind: 'time' },
    yLimits: [0, 100],
    yFormat: String,
    series: historySeries(SPEC_SCORING, history),
  });

  it('places a history of three runs at these points', () => {
    // x: 40 (the left margin) to 560 − 176 = 384 (room for the end labels), the middle run half-way at 212. y: the values 67.56–82 round
    // out to nice ticks 65–85, drawn from 260 − 28 = 232 up to 16: y(v) = 232 − (v − 65) / 20 × 216.
    const [overall, execution, grounding] = geometry.series;
    expect(overall?.points.map((p) => [p.x, p.y])).toEqual([
      [40, 178],
      [212, 124],
      [384, 70],
    ]);
    expect(execution?.points.map((p) => [p.x, p.y])).toEqual([
      [40, 156.4],
      [212, 113.2],
      [384, 48.4],
    ]);
    expect(grounding?.points.map((p) => [p.x, p.y])).toEqual([
      [40, 204.4],
      [212, 137.2],
      [384, 96.4],
    ]);
    expect(overall?.path).toBe('M40,178L212,124L384,70');
    expect(geometry.series.map((s) => [s.marker, s.stroke])).toEqual([
      ['circle', 'solid'],
      ['square', 'dash'],
      ['triangle', 'dot'],
    ]);
  });

  it('labels each line at its end with its name and last value, kept apart', () => {
    const labels = geometry.series.map((s) => s.labelAt);
    expect(labels.map((l) => l?.x)).toEqual([392, 392, 392]);
    const ys = labels.map((l) => l!.y).sort((a, b) => a - b);
    expect(ys[1]! - ys[0]!).toBeGreaterThanOrEqual(18);
    expect(ys[2]! - ys[1]!).toBeGreaterThanOrEqual(18);
  });

  it('gives the y axis nice ticks over the values and the x axis dates', () => {
    expect(geometry.yTicks.map((t) => [t.label, t.y])).toEqual([
      ['65', 232],
      ['70', 178],
      ['75', 124],
      ['80', 70],
      ['85', 16],
    ]);
    expect(geometry.xTicks.length).toBeGreaterThan(1);
    expect(geometry.xTicks.every((t) => t.x >= 40 && t.x <= 384)).toBe(true);
  });

  it('draws a single run as one point in the middle, its day the one tick of the time axis (never hours)', () => {
    const single = chartGeometry({
      box: HISTORY_BOX,
      x: { kind: 'time' },
      yLimits: [0, 100],
      yFormat: String,
      series: historySeries(SPEC_SCORING, [history[0]!]),
    });
    expect(single.series[0]?.points.map((p) => p.x)).toEqual([212]);
    expect(single.xTicks).toEqual([{ x: 212, label: dayText(history[0]!.published_at) }]);
  });
});

describe('the decay chart', () => {
  it('spaces R1, R2 and R3 evenly and keeps rounds without checks out', () => {
    const geometry = chartGeometry({
      box: { width: 240, height: 150, margin: { top: 20, right: 16, bottom: 24, left: 42 } },
      x: { kind: 'steps', steps: ['R1', 'R2', 'R3'] },
      yLimits: [0, 1],
      yFormat: String,
      yDomain: [0, 1],
      series: decaySeries({
        name: 'M',
        passRates: { R1: 1, R2: 0.5, R3: null },
        medians: { R1: 0.8, R2: 0.6, R3: 0.4 },
      }),
    });
    const [model, median] = geometry.series;
    // 42 … 224 with a quarter step of padding each side: step 182 / 2.5 = 72.8, points at 60.2, 133 and 205.8;
    // y from 126 (0%) to 20 (100%).
    expect(model?.points.map((p) => [p.x, p.y])).toEqual([
      [60.2, 20],
      [133, 73],
    ]);
    expect(median?.points.map((p) => [p.x, p.y])).toEqual([
      [60.2, 41.2],
      [133, 62.4],
      [205.8, 83.6],
    ]);
  });
});

describe('spreadLabels', () => {
  it('keeps labels in order, at least the gap apart, inside the box', () => {
    expect(spreadLabels([100, 100, 100], 18, 0, 300)).toEqual([100, 118, 136]);
    expect(spreadLabels([290, 295, 10], 18, 0, 300)).toEqual([282, 300, 10]);
  });
});

describe('heatmap colours', () => {
  it('spans the ramp and picks the text colour with the higher contrast, at least 4.5:1', () => {
    const colour = heatScale([40, 60, 80]);
    expect(colour(40).background).toBe('rgb(238, 243, 255)');
    expect(colour(80).background).toBe('rgb(31, 63, 153)');
    // The dark scheme's steps run from a blue that stands off its background (1.7:1, where the lowest cells sank
    // into it at 1.2:1) to a bright blue (never near-white blocks).
    const dark = heatSteps(HEAT_RAMP_DARK);
    expect(dark[colour(40).step]!.background).toBe('rgb(44, 61, 94)');
    expect(contrast(dark[0]!.background, '#0e1116')).toBeGreaterThan(1.7);
    expect(dark[colour(80).step]!.background).toBe('rgb(143, 179, 255)');
    for (const value of [40, 45, 50, 55, 60, 65, 70, 75, 80]) {
      const c = colour(value);
      const d = dark[c.step]!;
      expect(contrast(c.background, c.text), String(value)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(d.background, d.text), String(value)).toBeGreaterThanOrEqual(4.5);
    }
    // Nine steps, one a class of the stylesheet: 60 is the middle one.
    expect([colour(40).step, colour(60).step, colour(80).step]).toEqual([0, 4, 8]);
    expect(colour(40).text).toBe('#000000');
    expect(colour(80).text).toBe('#ffffff');
  });
});
