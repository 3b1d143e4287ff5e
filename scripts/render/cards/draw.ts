// The preview cards as SVG: plain values in, a 1200×630 drawing out, text measured with the font the encoder draws
// it in (so a long name is set smaller or on more lines, never cut or run off the card). Three layouts serve every
// card: a list (a ranking's top five, a week's movers), an entity (a model, a provider: name, who, figures and a
// sparkline of its history) and the site's own card. Nothing here reads a file: the encoder (scripts/cards/) turns
// the SVG into a PNG.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { escapeHtml } from '../html.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './paths.ts';

/** The width of `text` set at `size` px, bold or not, in the card's font. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

export interface CardPalette {
  background: string;
  foreground: string;
  muted: string;
  accent: string;
  rule: string;
  up: string;
  down: string;
}

/** The pages' two schemes (public/site.css). The site publishes the light one; both are drawn in the tests. */
export const CARD_PALETTES: Record<'light' | 'dark', CardPalette> = {
  light: {
    background: '#ffffff',
    foreground: '#18181b',
    muted: '#52525b',
    accent: '#1d4ed8',
    rule: '#d4d4d8',
    up: '#166534',
    down: '#b91c1c',
  },
  dark: {
    background: '#18181b',
    foreground: '#f4f4f5',
    muted: '#a1a1aa',
    accent: '#93c5fd',
    rule: '#3f3f46',
    up: '#86efac',
    down: '#fca5a5',
  },
};

/** The family the encoder loads (a font an npm package ships: the same on every machine). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

const MARGIN = 60;
const INNER = CARD_WIDTH - 2 * MARGIN;
const LINE_HEIGHT = 1.2;

interface Drawing {
  measure: MeasureText;
  palette: CardPalette;
}

/** A run of text laid out: its lines and size. */
interface TextBlock {
  lines: string[];
  size: number;
  bold: boolean;
}

/** Splits a word wider than `width` into pieces that fit, character by character (code points, never halves). */
function breakWord(d: Drawing, word: string, size: number, bold: boolean, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current !== '' && d.measure(current + char, size, bold) > width) {
      pieces.push(current);
      current = char;
    } else current += char;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** Word-wraps `text` into lines no wider than `width`; a word too wide for a line is broken. */
function wrap(d: Drawing, text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (d.measure(candidate, size, bold) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    if (d.measure(word, size, bold) <= width) current = word;
    else {
      const pieces = breakWord(d, word, size, bold, width);
      lines.push(...pieces.slice(0, -1));
      current = pieces.at(-1) ?? '';
    }
  }
  if (current !== '') lines.push(current);
  return lines.length === 0 ? [''] : lines;
}

/**
 * The largest of `sizes` (largest first) at which `text` fits `width` in at most `maxLines` lines; at the smallest
 * size, as many lines as it takes (the layouts leave room for the longest text the data accepts).
 */
function fitText(
  d: Pick<Drawing, 'measure'>,
  text: string,
  options: { width: number; sizes: readonly number[]; maxLines: number; bold: boolean },
): TextBlock {
  const drawing = d as Drawing;
  const { width, sizes, maxLines, bold } = options;
  let lines: string[] = [text];
  for (const size of sizes) {
    lines = wrap(drawing, text, size, bold, width);
    if (lines.length <= maxLines) return { lines, size, bold };
  }
  return { lines, size: sizes.at(-1)!, bold };
}

const blockHeight = (b: TextBlock) => b.lines.length * b.size * LINE_HEIGHT;

/** Each line of a block as a `<text>` of its own (its own bidi paragraph: a right-to-left name stays in its line). */
function textLines(b: TextBlock, x: number, top: number, fill: string, anchor: 'start' | 'end' = 'start'): string {
  return b.lines
    .map((text, i) => {
      const y = top + (i + 1) * b.size * LINE_HEIGHT - b.size * 0.25;
      return `<text x="${x}" y="${y.toFixed(1)}" font-size="${b.size}"${b.bold ? ' font-weight="bold"' : ''} fill="${fill}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
    })
    .join('');
}

/**
 * The card around its body. `bands` lists the rows where the encoder may cut it, drawing each band on its own
 * (scripts/cards/png.ts, cardBands): a band whose elements did not change is taken as the last build drew it.
 */
function frame(d: Drawing, body: string, label: string, bands: readonly number[] = []): string {
  const p = d.palette;
  const cuts = bands.length === 0 ? '' : ` data-bands="${bands.join(' ')}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT_FAMILY}"${cuts}><title>${escapeHtml(label)}</title><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${p.background}"/><rect width="${CARD_WIDTH}" height="12" fill="${p.accent}"/>${body}</svg>`;
}

/** The site's name at the top of every card (one or two lines). */
function siteLine(d: Drawing, site: string): { svg: string; bottom: number } {
  const block = fitText(d, site, { width: INNER, sizes: [28, 24, 20], maxLines: 2, bold: true });
  const top = 40;
  return { svg: textLines(block, MARGIN, top, d.palette.accent), bottom: top + blockHeight(block) };
}

export interface ListCardValues {
  site: string;
  title: string;
  /** What the list is of, below the title (`Run 58 · 16 Nov 2026`). */
  subtitle: string;
  /** At most five rows; `lead` is the rank or a sign, `value` the figure at the right. */
  rows: readonly { lead: string; name: string; detail: string; value: string; tone?: 'up' | 'down' }[];
  /** Said when there are no rows. */
  empty: string;
}

/** A ranking's top five, a week's movers: a title and up to five rows of name, detail and figure. */
export function listCard(values: ListCardValues, measure: MeasureText, palette: CardPalette): string {
  const d: Drawing = { measure, palette };
  const head = siteLine(d, values.site);
  const title = fitText(d, values.title, { width: INNER, sizes: [44, 36], maxLines: 1, bold: true });
  const titleTop = head.bottom + 8;
  const subtitleTop = titleTop + blockHeight(title);
  const subtitle = fitText(d, values.subtitle, { width: INNER, sizes: [24, 20], maxLines: 1, bold: false });
  const rowsTop = subtitleTop + blockHeight(subtitle) + 16;
  const rows = values.rows.slice(0, 5);
  const rowHeight = rows.length === 0 ? 0 : (CARD_HEIGHT - 24 - rowsTop) / rows.length;
  const leadWidth = 90;
  const valueWidth = 190;
  const nameX = MARGIN + leadWidth;
  const nameWidth = INNER - leadWidth - valueWidth;
  const body = rows.map((row, i) => {
    const top = rowsTop + i * rowHeight;
    const name = fitText(d, row.name, { width: nameWidth, sizes: [30, 26, 22, 18], maxLines: 2, bold: true });
    // The detail takes what the name leaves of the row.
    const room = rowHeight - blockHeight(name) - 12;
    const detailSizes = [20, 18, 16].filter((s) => s * LINE_HEIGHT <= room);
    const detail = fitText(d, row.detail, {
      width: nameWidth,
      sizes: detailSizes.length === 0 ? [16] : detailSizes,
      maxLines: Math.max(1, Math.floor(room / (16 * LINE_HEIGHT))),
      bold: false,
    });
    const content = blockHeight(name) + blockHeight(detail);
    const y = top + (rowHeight - content) / 2;
    const middle = top + rowHeight / 2;
    const tone = row.tone === 'up' ? palette.up : row.tone === 'down' ? palette.down : palette.foreground;
    const value = fitText(d, row.value, { width: valueWidth - 10, sizes: [36, 30, 24], maxLines: 1, bold: true });
    const lead = fitText(d, row.lead, { width: leadWidth - 12, sizes: [36, 30, 24], maxLines: 1, bold: true });
    const rule =
      i === 0 ? '' : `<rect x="${MARGIN}" y="${top.toFixed(1)}" width="${INNER}" height="1" fill="${palette.rule}"/>`;
    return (
      rule +
      textLines(lead, MARGIN, middle - blockHeight(lead) / 2, row.tone === undefined ? palette.muted : tone) +
      textLines(name, nameX, y, palette.foreground) +
      textLines(detail, nameX, y + blockHeight(name), palette.muted) +
      textLines(value, CARD_WIDTH - MARGIN, middle - blockHeight(value) / 2, tone, 'end')
    );
  });
  const empty =
    rows.length === 0
      ? textLines(
          fitText(d, values.empty, { width: INNER, sizes: [30], maxLines: 3, bold: false }),
          MARGIN,
          rowsTop + 40,
          palette.muted,
        )
      : '';
  return frame(
    d,
    head.svg +
      textLines(title, MARGIN, titleTop, palette.foreground) +
      textLines(subtitle, MARGIN, subtitleTop, palette.muted) +
      body.join('') +
      empty,
    `${values.title}: ${rows.map((r) => `${r.lead} ${r.name} ${r.value}`).join(', ')}`,
  );
}

export interface EntityCardValues {
  site: string;
  name: string;
  /** Who or what it is, below the name (`by Aldervane Labs`). */
  subtitle: string;
  /** Up to three figures, large, with their labels (`Rank` `=4`, `Overall` `86.25`). */
  figures: readonly { label: string; value: string }[];
  /** The history to draw as a sparkline, oldest first (at least two values to draw one). */
  history: readonly number[];
  /** What the sparkline shows (`Overall score, last 52 runs`). */
  historyLabel: string;
}

const SPARK = { x: 640, y: 450, width: 500, height: 120 } as const;

/** The sparkline's path: the pages' scales and line generator (d3), the y domain padded like their charts. */
function sparklinePath(history: readonly number[]): string | null {
  if (history.length < 2) return null;
  const low = Math.min(...history);
  const high = Math.max(...history);
  const pad = Math.max((high - low) * 0.1, 0.5);
  const x = scaleLinear()
    .domain([0, history.length - 1])
    .range([SPARK.x, SPARK.x + SPARK.width]);
  const y = scaleLinear()
    .domain([low - pad, high + pad])
    .range([SPARK.y + SPARK.height, SPARK.y]);
  return (
    line<number>()
      .x((_, i) => x(i))
      .y((v) => y(v))
      .digits(1)(history as number[]) ?? null
  );
}

/** A model or a provider: its name as large as it fits, who it is, its figures and a sparkline of its history. */
export function entityCard(values: EntityCardValues, measure: MeasureText, palette: CardPalette): string {
  const d: Drawing = { measure, palette };
  const head = siteLine(d, values.site);
  const bottomBand = 430;
  const name = fitText(d, values.name, {
    width: INNER,
    sizes: [76, 64, 56, 48, 42, 36],
    maxLines: 3,
    bold: true,
  });
  const nameTop = head.bottom + 16;
  const subtitleTop = nameTop + blockHeight(name) + 4;
  const subtitle = fitText(d, values.subtitle, {
    width: INNER,
    sizes: [32, 28, 24, 20],
    maxLines: 2,
    bold: false,
  });
  const figures = values.figures.slice(0, 3).map((f, i) => {
    const x = MARGIN + i * 190;
    const value = fitText(d, f.value, { width: 180, sizes: [56, 48, 40, 32], maxLines: 1, bold: true });
    const label = fitText(d, f.label, { width: 180, sizes: [22, 18], maxLines: 1, bold: false });
    return (
      textLines(label, x, bottomBand + 24, palette.muted) + textLines(value, x, bottomBand + 56, palette.foreground)
    );
  });
  const path = sparklinePath(values.history);
  const spark =
    path === null
      ? ''
      : `<path d="${path}" fill="none" stroke="${palette.accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
        textLines(
          fitText(d, values.historyLabel, { width: SPARK.width, sizes: [20, 18], maxLines: 1, bold: false }),
          SPARK.x + SPARK.width,
          SPARK.y - 44,
          palette.muted,
          'end',
        );
  return frame(
    d,
    head.svg +
      textLines(name, MARGIN, nameTop, palette.foreground) +
      textLines(subtitle, MARGIN, subtitleTop, palette.muted) +
      `<rect x="${MARGIN}" y="${bottomBand}" width="${INNER}" height="2" fill="${palette.rule}"/>` +
      figures.join('') +
      spark,
    `${values.name}, ${values.subtitle}: ${values.figures.map((f) => `${f.label} ${f.value}`).join(', ')}`,
    // What a week changes (the history's label, the figures, the sparkline) lies below this row.
    [SPARK.y - 50],
  );
}

export interface SiteCardValues {
  site: string;
  tagline: string;
}

/** The site's name and what it is: the card of every page without one of its own. */
export function siteCard(values: SiteCardValues, measure: MeasureText, palette: CardPalette): string {
  const d: Drawing = { measure, palette };
  const name = fitText(d, values.site, { width: INNER, sizes: [84, 72, 60, 48, 40], maxLines: 3, bold: true });
  const tagline = fitText(d, values.tagline, { width: INNER, sizes: [36, 30], maxLines: 3, bold: false });
  const total = blockHeight(name) + 24 + blockHeight(tagline);
  const top = (CARD_HEIGHT - total) / 2;
  return frame(
    d,
    textLines(name, MARGIN, top, palette.foreground) +
      textLines(tagline, MARGIN, top + blockHeight(name) + 24, palette.muted) +
      `<rect x="${MARGIN}" y="${(top - 28).toFixed(1)}" width="120" height="8" fill="${palette.accent}"/>`,
    `${values.site}: ${values.tagline}`,
  );
}
