// The preview cards as SVG: plain values in, a 1200×630 drawing out, each text measured in the font resvg sets it in,
// so a long name is set smaller or on more lines, never cut or run off the card. Two layouts serve the cards of the data: a list
// (a ranking's top five, a week's movers) and an entity (a model, a provider: a name, who it is, figures and a
// sparkline of its history); and the site's own card.
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { escapeHtml } from '../html.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './paths.ts';

/** The width of `text` set at `size` px, bold or not, in the card's font. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/** The pages' light scheme (public/site.css). */
export const CARD_COLOURS = {
  background: '#ffffff',
  foreground: '#18181b',
  muted: '#52525b',
  accent: '#1d4ed8',
  rule: '#d4d4d8',
  up: '#166534',
  down: '#b91c1c',
};

/** The family resvg is given (an npm package's font: the same on every machine). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

const C = CARD_COLOURS;
const MARGIN = 60;
const INNER = CARD_WIDTH - 2 * MARGIN;
const LINE_HEIGHT = 1.2;

/** A text laid out: its lines, their size and weight. */
interface Block {
  lines: string[];
  size: number;
  bold: boolean;
}

/** `text` word-wrapped to `width` at `size`; a word wider than a line is broken between characters. */
function wrap(measure: MeasureText, text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (candidate: string) => measure(candidate, size, bold) <= width;
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const joined = current === '' ? word : `${current} ${word}`;
    if (fits(joined)) current = joined;
    else {
      if (current !== '') lines.push(current);
      current = '';
      for (const char of word) {
        if (current !== '' && !fits(current + char)) {
          lines.push(current);
          current = '';
        }
        current += char;
      }
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

/** `text` at the largest of `sizes` where it takes at most `maxLines` lines, else at the smallest on as many as it needs. */
function block(
  measure: MeasureText,
  text: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
  bold = false,
): Block {
  let lines: string[] = [];
  for (const size of sizes) {
    lines = wrap(measure, text, size, bold, width);
    if (lines.length <= maxLines) return { lines, size, bold };
  }
  return { lines, size: sizes.at(-1)!, bold };
}

const height = (b: Block) => b.lines.length * b.size * LINE_HEIGHT;

/** Each line as a `<text>` of its own (its own bidi paragraph: a right-to-left name stays in its line). */
function texts(b: Block, x: number, top: number, fill: string, anchor: 'start' | 'end' = 'start'): string {
  return b.lines
    .map((text, i) => {
      const y = (top + (i + 1) * b.size * LINE_HEIGHT - b.size * 0.25).toFixed(1);
      return `<text x="${x}" y="${y}" font-size="${b.size}"${b.bold ? ' font-weight="bold"' : ''} fill="${fill}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
    })
    .join('');
}

/** The card around its body. */
const card = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT_FAMILY}"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${C.background}"/><rect width="${CARD_WIDTH}" height="12" fill="${C.accent}"/>${body}</svg>`;

/** The site's name at the top of a card (one or two lines), and where the rest starts. */
function siteLine(measure: MeasureText, site: string): [string, number] {
  const name = block(measure, site, INNER, [28, 24, 20], 2, true);
  return [texts(name, MARGIN, 40, C.accent), 40 + height(name)];
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
export function listCard(values: ListCardValues, measure: MeasureText): string {
  const [site, top] = siteLine(measure, values.site);
  const title = block(measure, values.title, INNER, [44, 36], 1, true);
  const subtitle = block(measure, values.subtitle, INNER, [24, 20], 1);
  const rowsTop = top + 8 + height(title) + height(subtitle) + 16;
  const rows = values.rows.slice(0, 5);
  const rowHeight = rows.length === 0 ? 0 : (CARD_HEIGHT - 24 - rowsTop) / rows.length;
  const [nameX, nameWidth] = [MARGIN + 90, INNER - 90 - 190];
  const body = rows.map((row, i) => {
    const y = rowsTop + i * rowHeight;
    const middle = y + rowHeight / 2;
    const name = block(measure, row.name, nameWidth, [30, 26, 22, 18], 2, true);
    // The detail takes what the name leaves of the row.
    const room = rowHeight - height(name) - 12;
    const sizes = [20, 18, 16].filter((s) => s * LINE_HEIGHT <= room);
    const lines = Math.max(1, Math.floor(room / (16 * LINE_HEIGHT)));
    const detail = block(measure, row.detail, nameWidth, sizes.length === 0 ? [16] : sizes, lines);
    const nameTop = y + (rowHeight - height(name) - height(detail)) / 2;
    const tone = row.tone === undefined ? C.foreground : C[row.tone];
    const value = block(measure, row.value, 180, [36, 30, 24], 1, true);
    const lead = block(measure, row.lead, 78, [36, 30, 24], 1, true);
    return (
      (i === 0 ? '' : `<rect x="${MARGIN}" y="${y.toFixed(1)}" width="${INNER}" height="1" fill="${C.rule}"/>`) +
      texts(lead, MARGIN, middle - height(lead) / 2, row.tone === undefined ? C.muted : tone) +
      texts(name, nameX, nameTop, C.foreground) +
      texts(detail, nameX, nameTop + height(name), C.muted) +
      texts(value, CARD_WIDTH - MARGIN, middle - height(value) / 2, tone, 'end')
    );
  });
  const empty = block(measure, values.empty, INNER, [30], 3);
  return card(
    site +
      texts(title, MARGIN, top + 8, C.foreground) +
      texts(subtitle, MARGIN, top + 8 + height(title), C.muted) +
      (rows.length === 0 ? texts(empty, MARGIN, rowsTop + 40, C.muted) : body.join('')),
  );
}

export interface EntityCardValues {
  site: string;
  name: string;
  /** Who or what it is, below the name (`by Aldervane Labs`). */
  subtitle: string;
  /** Up to three figures, large, with their labels (`Rank` `=4`, `Overall` `86.25`). */
  figures: readonly { label: string; value: string }[];
  /** The history drawn as a sparkline, oldest first (from two values), and what it shows. */
  history: readonly number[];
  historyLabel: string;
}

const SPARK = { x: 640, y: 450, width: 500, height: 120 };

/** The sparkline: the pages' scales and line generator (d3), the y domain padded like their charts. */
function sparkline(history: readonly number[], label: Block): string {
  if (history.length < 2) return '';
  const [low, high] = [Math.min(...history), Math.max(...history)];
  const pad = Math.max((high - low) * 0.1, 0.5);
  const x = scaleLinear()
    .domain([0, history.length - 1])
    .range([SPARK.x, SPARK.x + SPARK.width]);
  const y = scaleLinear()
    .domain([low - pad, high + pad])
    .range([SPARK.y + SPARK.height, SPARK.y]);
  const d = line<number>()
    .x((_, i) => x(i))
    .y((v) => y(v))
    .digits(1)(history as number[]);
  return `<path d="${d}" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>${texts(label, SPARK.x + SPARK.width, SPARK.y - 44, C.muted, 'end')}`;
}

/** A model or a provider: its name as large as it fits, who it is, its figures and its history. */
export function entityCard(values: EntityCardValues, measure: MeasureText): string {
  const [site, top] = siteLine(measure, values.site);
  const name = block(measure, values.name, INNER, [76, 64, 56, 48, 42, 36], 3, true);
  const subtitle = block(measure, values.subtitle, INNER, [32, 28, 24, 20], 2);
  const figures = values.figures.slice(0, 3).map((f, i) => {
    const x = MARGIN + i * 190;
    const value = block(measure, f.value, 180, [56, 48, 40, 32], 1, true);
    return texts(block(measure, f.label, 180, [22, 18], 1), x, 454, C.muted) + texts(value, x, 486, C.foreground);
  });
  return card(
    site +
      texts(name, MARGIN, top + 16, C.foreground) +
      texts(subtitle, MARGIN, top + 20 + height(name), C.muted) +
      `<rect x="${MARGIN}" y="430" width="${INNER}" height="2" fill="${C.rule}"/>` +
      figures.join('') +
      sparkline(values.history, block(measure, values.historyLabel, SPARK.width, [20, 18], 1)),
  );
}

/** The site's name and what it is: the card of every page without one of its own. */
export function siteCard(values: { site: string; tagline: string }, measure: MeasureText): string {
  const name = block(measure, values.site, INNER, [84, 72, 60, 48, 40], 3, true);
  const tagline = block(measure, values.tagline, INNER, [36, 30], 3);
  const top = (CARD_HEIGHT - height(name) - 24 - height(tagline)) / 2;
  return card(
    texts(name, MARGIN, top, C.foreground) +
      texts(tagline, MARGIN, top + height(name) + 24, C.muted) +
      `<rect x="${MARGIN}" y="${(top - 28).toFixed(1)}" width="120" height="8" fill="${C.accent}"/>`,
  );
}
