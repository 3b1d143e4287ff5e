// The preview cards as SVG: plain values in, a 1200×630 drawing out, each text measured in the font resvg sets it in
// (a long name is set smaller or on more lines, never cut). A list shows a top five or a week's movers, an entity a
// model or a provider (its figures and a sparkline of its history).
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { escapeHtml } from '../html.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../pages/paths.ts';

/** The width of `text` set at `size` px, bold or not, in the card's font. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/** The family resvg is given (an npm package's font: the same on every machine). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

/** The pages' light scheme (public/site.css). */
const C = { text: '#18181b', muted: '#52525b', accent: '#1d4ed8', rule: '#d4d4d8', up: '#166534', down: '#b91c1c' };
const [MARGIN, INNER, LINE_HEIGHT] = [60, CARD_WIDTH - 120, 1.2];

/** A list's rows (at most five): `lead` is the rank or a sign, `value` the figure at the right. */
type ListRow = { lead: string; name: string; detail: string; value: string; tone?: 'up' | 'down' };
/** A ranking's top five, a week's movers; `empty` is said when there are no rows. */
export type ListCardValues = { title: string; subtitle: string; rows: readonly ListRow[]; empty: string };
/** Up to three figures, large, with their labels (`Rank` `=4`); the history a sparkline, oldest first. */
export type EntityCardValues = { name: string; subtitle: string; figures: readonly Figure[] } & History;
type Figure = { label: string; value: string };
type History = { history: readonly number[]; historyLabel: string };
type CardSite = Record<'name' | 'url' | 'base_path', string>;

/** A text laid out: its lines, their size and weight. */
type Block = { lines: string[]; size: number; bold: boolean };

const height = (b: Block) => b.lines.length * b.size * LINE_HEIGHT;

/** Each line a `<text>` of its own (its own bidi paragraph: a right-to-left name stays in its line). */
const texts = (b: Block, x: number, top: number, fill: string, anchor = 'start') =>
  b.lines
    .map((text, i) => {
      const y = (top + (i + 1) * b.size * LINE_HEIGHT - b.size * 0.25).toFixed(1);
      return `<text x="${x}" y="${y}" font-size="${b.size}"${b.bold ? ' font-weight="bold"' : ''} fill="${fill}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
    })
    .join('');

const rect = (x: number, y: number, width: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y.toFixed(1)}" width="${width}" height="${h}" fill="${fill}"/>`;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT_FAMILY}"><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>${rect(0, 0, CARD_WIDTH, 12, C.accent)}${body}</svg>`;

/** The pages' scales and line generator (d3), the y domain padded like their charts; from `top` to the card's foot. */
function sparkline(history: readonly number[], top: number): string {
  const [low, high] = [Math.min(...history), Math.max(...history)];
  const pad = Math.max((high - low) * 0.1, 0.5);
  const x = scaleLinear([0, history.length - 1], [640, 1140]);
  const y = scaleLinear([low - pad, high + pad], [CARD_HEIGHT - 50, top]);
  const d = line<number>((_, i) => x(i), y).digits(1)(history as number[]);
  return `<path d="${d}" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/** The three layouts of the cards of a site, measuring text with `measure`. */
export function cardLayouts(measure: MeasureText, { name: site, url, base_path }: CardSite) {
  /** `text` word-wrapped to `width`; a word wider than a line is broken between characters. */
  const wrap = (text: string, size: number, bold: boolean, width: number) => {
    const lines = [''];
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
      const joined = lines.at(-1) === '' ? word : `${lines.at(-1)} ${word}`;
      if (measure(joined, size, bold) <= width) lines[lines.length - 1] = joined;
      else
        for (const [i, char] of [...word].entries()) {
          const last = lines.at(-1)!;
          if (last !== '' && (i === 0 || measure(last + char, size, bold) > width)) lines.push(char);
          else lines[lines.length - 1] = last + char;
        }
    }
    return lines;
  };
  /** `text` at the largest of `sizes` on at most `most` lines, no word broken if it can, else the smallest. */
  const block = (text: string, width: number, sizes: readonly number[], most: number, bold = false): Block => {
    const fits = (s: number, whole: boolean) =>
      wrap(text, s, bold, width).length <= most &&
      (!whole || text.split(/\s+/).every((w) => measure(w, s, bold) <= width));
    const size = sizes.find((s) => fits(s, true)) ?? sizes.find((s) => fits(s, false)) ?? sizes.at(-1)!;
    return { lines: wrap(text, size, bold, width), size, bold };
  };
  /** The site's name at the top of a card (one or two lines), its address (host and base path) at the right. */
  const where = block(`${new URL(url).host}${base_path.slice(0, -1)}`, 480, [20], 1);
  const siteName = block(site, INNER - measure(where.lines[0]!, 20, false) - 24, [28, 24, 20], 2, true);
  const siteLine = texts(siteName, MARGIN, 40, C.accent) + texts(where, CARD_WIDTH - MARGIN, 44, C.muted, 'end');
  const top = 40 + height(siteName);
  return {
    list(values: ListCardValues): string {
      const title = block(values.title, INNER, [44, 36], 1, true);
      const subtitle = block(values.subtitle, INNER, [24, 20], 1);
      const rowsTop = top + 8 + height(title) + height(subtitle) + 16;
      const rows = values.rows.slice(0, 5);
      const rowHeight = (CARD_HEIGHT - 24 - rowsTop) / rows.length;
      const body = rows.map((row, i) => {
        const [y, middle, tone] = [rowsTop + i * rowHeight, rowsTop + (i + 0.5) * rowHeight, row.tone && C[row.tone]];
        const name = block(row.name, 800, [30, 26, 22, 18], 2, true);
        // The detail takes what the name leaves of the row, on as many lines of 16 px as fit.
        const room = rowHeight - height(name) - 12;
        const sizes = [20, 18, 16].filter((s) => s === 16 || s * LINE_HEIGHT <= room);
        const detail = block(row.detail, 800, sizes, Math.max(1, Math.floor(room / (16 * LINE_HEIGHT))));
        const nameTop = y + (rowHeight - height(name) - height(detail)) / 2;
        const value = block(row.value, 180, [36, 30, 24], 1, true);
        const lead = block(row.lead, 78, [36, 30, 24], 1, true);
        return (
          (i === 0 ? '' : rect(MARGIN, y, INNER, 1, C.rule)) +
          texts(lead, MARGIN, middle - height(lead) / 2, tone ?? C.muted) +
          texts(name, MARGIN + 90, nameTop, C.text) +
          texts(detail, MARGIN + 90, nameTop + height(name), C.muted) +
          texts(value, CARD_WIDTH - MARGIN, middle - height(value) / 2, tone ?? C.text, 'end')
        );
      });
      const empty = rows.length === 0 ? texts(block(values.empty, INNER, [30], 3), MARGIN, rowsTop + 40, C.muted) : '';
      const head = texts(title, MARGIN, top + 8, C.text) + texts(subtitle, MARGIN, top + 8 + height(title), C.muted);
      return svg(siteLine + head + body.join('') + empty);
    },
    entity(values: EntityCardValues): string {
      const name = block(values.name, INNER, [76, 64, 56, 48, 42, 36], 3, true);
      const subtitle = block(values.subtitle, INNER, [32, 28, 24, 20], 2);
      const rule = Math.min(430, top + 20 + height(name) + height(subtitle) + 36);
      const figures = values.figures.slice(0, 3).map((f, i) => {
        const label = texts(block(f.label, 180, [22, 18], 1), MARGIN + i * 190, rule + 24, C.muted);
        return label + texts(block(f.value, 180, [56, 48, 40, 32], 1, true), MARGIN + i * 190, rule + 56, C.text);
      });
      const history = texts(block(values.historyLabel, 500, [20, 18], 1), 1140, rule - 30, C.muted, 'end');
      const spark = values.history.length < 2 ? '' : sparkline(values.history, rule + 70) + history;
      const head = texts(name, MARGIN, top + 16, C.text) + texts(subtitle, MARGIN, top + 20 + height(name), C.muted);
      return svg(siteLine + head + rect(MARGIN, rule, INNER, 2, C.rule) + figures.join('') + spark);
    },
    /** The site's name and what it is: the card of every page without one of its own. */
    site(what: string): string {
      const name = block(site, INNER, [84, 72, 60, 48, 40], 3, true);
      const tagline = block(what, INNER, [36, 30], 3);
      const y = (CARD_HEIGHT - height(name) - 24 - height(tagline)) / 2;
      const bar = rect(MARGIN, y - 28, 120, 8, C.accent);
      const foot = texts(where, MARGIN, CARD_HEIGHT - 90, C.accent);
      return svg(texts(name, MARGIN, y, C.text) + texts(tagline, MARGIN, y + height(name) + 24, C.muted) + bar + foot);
    },
  };
}
