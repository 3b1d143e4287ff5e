// The preview cards: hostile names (markup, right-to-left text, zero-width characters, the 120-character cap) set
// inside the card in both schemes' palettes, no text running off the card or into another (each text measured by
// the renderer itself); two builds of the same data give the same bytes; a build with its cache draws again only
// the cards whose drawing changed. The cards drawn here are kept under test-artifacts/cards/ to be looked at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as zlib from 'node:zlib';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCardEncoder, FIGURE_CHARACTERS, figureRun, outlineText, setRuns } from '../scripts/cards/encoder.ts';
import { loadCardFont } from '../scripts/cards/font.ts';
import { cardBands, elementRows, encodePng, pathRows } from '../scripts/cards/png.ts';
import { buildSite } from '../scripts/pipeline.ts';
import {
  CARD_FONT_FAMILY,
  CARD_PALETTES,
  type CardPalette,
  entityCard,
  listCard,
  type MeasureText,
  siteCard,
} from '../scripts/render/cards/draw.ts';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'cards');

const HOSTILE = {
  script: '</script><script>window.__owned = 1</script>',
  rtl: 'Echo \u202EFive 2026',
  hebrew: 'נמר 7 מהיר',
  arabic: 'نموذج الفهد ٣ السريع',
  zero: 'Zero\u200B\u200Bwidth\u2060name',
  long: `${'Extraordinarily-Long-Model-Name-'.repeat(3)}${'X'.repeat(24)}`,
  words: 'A model name made of many short words that still reach the limit of one hundred and twenty ch',
};
const LONG_PROVIDER = `${'Wide '.repeat(23)}Labs`.slice(0, 120);

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of every text and path of a card, each drawn alone by resvg with the card font. */
function boxesOf(svg: string, font: string[]): Box[] {
  const open = svg.slice(0, svg.indexOf('>') + 1);
  const parts = [...svg.matchAll(/<text [^>]*>[^<]*<\/text>|<path [^>]*\/>/g)].map((m) => m[0]);
  return parts.flatMap((part) => {
    const box = new Resvg(`${open}${part}</svg>`, {
      font: { fontFiles: font, loadSystemFonts: false, defaultFontFamily: CARD_FONT_FAMILY },
    }).getBBox();
    return box === undefined ? [] : [{ what: part, x: box.x, y: box.y, width: box.width, height: box.height }];
  });
}

/** A PNG's colour type and RGBA pixels (one IDAT stream of unfiltered rows, indexed or RGBA, as the encoder writes). */
function decodePng(png: Buffer): { colorType: number; pixels: Buffer } {
  const width = png.readUInt32BE(16);
  const colorType = png[25]!;
  const chunks: Buffer[] = [];
  let palette: Buffer = Buffer.alloc(0);
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'PLTE') palette = png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(chunks));
  const stride = colorType === 3 ? width + 1 : width * 4 + 1;
  const lines = Array.from({ length: rows.length / stride }, (_, y) => rows.subarray(y * stride + 1, (y + 1) * stride));
  if (colorType !== 3) return { colorType, pixels: Buffer.concat(lines) };
  const pixels = Buffer.alloc(width * lines.length * 4, 255);
  lines.forEach((line, y) => {
    line.forEach((index, x) => {
      palette.copy(pixels, (y * width + x) * 4, index * 3, index * 3 + 3);
    });
  });
  return { colorType, pixels };
}

const pixelsOf = (png: Buffer) => decodePng(png).pixels;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every text and line inside the card's margins, none over another. */
function expectLaidOut(svg: string, font: string[]): void {
  const boxes = boxesOf(svg, font);
  expect(boxes.length).toBeGreaterThan(3);
  for (const b of boxes) {
    expect(b.x, b.what).toBeGreaterThanOrEqual(56);
    expect(b.x + b.width, b.what).toBeLessThanOrEqual(1144);
    expect(b.y, b.what).toBeGreaterThanOrEqual(14);
    expect(b.y + b.height, b.what).toBeLessThanOrEqual(626);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${a.what}\n  over\n${b.what}`).toBe(false);
}

describe('card PNGs', () => {
  const width = 40;
  const height = 30;
  const scratch = (size: number) => new Uint8Array(size);
  /** An opaque image of `colours` colours: runs along each row, some rows the same as the one above. */
  const image = (colours: number) => {
    const pixels = Buffer.alloc(width * height * 4, 255);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = y % 3 === 2 ? (y - 1) * width + x : y * width + x;
        pixels.set([(c % colours) & 255, (c % colours) >> 8, 7], (y * width + x) * 4);
      }
    }
    return pixels;
  };

  it('writes an image of 256 colours or fewer as indexed, of more as RGBA, the same pixels either way', () => {
    for (const [colours, colorType] of [
      [1, 3],
      [5, 3],
      [256, 3],
      [257, 6],
      [900, 6],
    ]) {
      const pixels = image(colours!);
      const png = encodePng(pixels, width, height, zlib, scratch);
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(width);
      expect(png.readUInt32BE(20)).toBe(height);
      const decoded = decodePng(png);
      expect(decoded.colorType, `${colours} colours`).toBe(colorType);
      expect(decoded.pixels.equals(pixels), `${colours} colours`).toBe(true);
    }
  });

  it('writes an image with a pixel not opaque as RGBA', () => {
    const pixels = image(5);
    pixels[(width * 10 + 3) * 4 + 3] = 128;
    const decoded = decodePng(encodePng(pixels, width, height, zlib, scratch));
    expect(decoded.colorType).toBe(6);
    expect(decoded.pixels.equals(pixels)).toBe(true);
  });

  it('gives the same bytes for pixels wherever they lie in memory', () => {
    const pixels = image(40);
    const shifted = Buffer.alloc(pixels.length + 1);
    pixels.copy(shifted, 1);
    const png = encodePng(pixels, width, height, zlib, scratch);
    expect(encodePng(shifted.subarray(1), width, height, zlib, scratch).equals(png)).toBe(true);
  });
});

describe('card bands', () => {
  it('reads the rows a path or rect may paint from its geometry, a pixel more each side', () => {
    const cases: [string, string, [number, number] | null][] = [
      ['path', ' d="M1 2L3 4Z"', [1, 6]],
      ['path', ' d="M640,520.3L650,510.25"', [509, 522]],
      ['path', ' d="M1-2L3-4.5"', [-6, -1]],
      ['path', ' d="M0 12Q0 .5 3 7"', [-1, 14]],
      ['path', ' d="M0 1.5.5 2"', [0, 4]],
      ['path', ' transform="translate(10 20)" d="M0 0L5 5"', [19, 27]],
      ['path', ' stroke="#000" stroke-width="5" d="M0 10L0 20"', [-1, 32]],
      // Rows given with an outline are taken as they are, moved by its translate.
      ['path', ' transform="translate(60 100.5)" data-rows="-40 9" d="M0 0"', [59.5, 110.5]],
      ['rect', ' y="430" width="1080" height="2"', [429, 433]],
      ['rect', ' width="1200" height="630"', [-1, 631]],
      // What cannot be told: every band.
      ['path', ' d="M0 -1E-1L1 2"', null],
      ['path', ' d="m0 0l5 5"', null],
      ['path', ' d="M0 0A1 1 0 0 1 5 5"', null],
      ['path', ' transform="rotate(3)" d="M0 0"', null],
      ['circle', ' cy="5" r="3"', null],
    ];
    for (const [tag, attributes, rows] of cases) expect(elementRows(tag, attributes), attributes).toEqual(rows);
    expect(pathRows('')).toEqual([0, 0]);
  });

  it('cuts a card where its layout says, each band a view of its rows with the elements that may paint them', () => {
    const open = (cuts: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" font-family="X"${cuts}>`;
    const background = '<rect width="200" height="300" fill="#fff"/>';
    const top = '<rect y="20" width="50" height="10" fill="#111"/>';
    const across = '<path transform="translate(0 90)" data-rows="-20 5" fill="#222" d="M0 0"/>';
    const bottom = '<path stroke="#333" stroke-width="2" d="M0 250L100 280"/>';
    const unknown = '<circle cx="5" cy="5" r="3" fill="#444"/>';
    const body = `<title>A card</title>${background}${top}${across}${bottom}${unknown}`;
    const card = cardBands(`${open(' data-bands="100 200"')}${body}</svg>`);
    expect(card?.width).toBe(200);
    expect(card?.height).toBe(300);
    expect(card?.bands).toEqual([
      {
        top: 0,
        height: 100,
        svg: `${open(' data-bands="100 200"').replace('0 0 200 300', '0 0 200 100').replace('height="300"', 'height="100"')}${background}${top}${across}${unknown}</svg>`,
      },
      {
        top: 100,
        height: 100,
        svg: `${open(' data-bands="100 200"').replace('0 0 200 300', '0 100 200 100').replace('height="300"', 'height="100"')}${background}${unknown}</svg>`,
      },
      {
        top: 200,
        height: 100,
        svg: `${open(' data-bands="100 200"').replace('0 0 200 300', '0 200 200 100').replace('height="300"', 'height="100"')}${background}${bottom}${unknown}</svg>`,
      },
    ]);
    // Not cut: no cut given, a cut outside the card or out of order, or elements inside others.
    expect(cardBands(`${open('')}${body}</svg>`)).toBeNull();
    expect(cardBands(`${open(' data-bands="300"')}${body}</svg>`)).toBeNull();
    expect(cardBands(`${open(' data-bands="200 100"')}${body}</svg>`)).toBeNull();
    expect(cardBands(`${open(' data-bands="100"')}<g>${top}</g></svg>`)).toBeNull();
  });

  it('draws a card again from the bands its last drawing kept: only the band that changed, the bytes of a card drawn whole', async () => {
    const root = await tempDir();
    const files = { outlines: path.join(root, 'outlines.json'), bands: path.join(root, 'bands.bin') };
    const { measure } = loadCardFont();
    const values = {
      site: 'Synthetic Model Leaderboard',
      name: 'Heron 2 Flash',
      subtitle: 'by Example Labs',
      figures: [
        { label: 'Rank', value: '#3' },
        { label: 'Overall', value: '81.25' },
      ],
      history: [78, 80.5, 79, 81.25],
      historyLabel: 'Overall score, last 4 runs',
    };
    const lastWeek = entityCard(values, measure, CARD_PALETTES.light);
    const moved = { ...values, figures: [values.figures[0]!, { label: 'Overall', value: '82.50' }] };
    const thisWeek = entityCard(
      { ...moved, history: [...values.history, 82.5], historyLabel: 'Overall score, last 5 runs' },
      measure,
      CARD_PALETTES.light,
    );
    const renamed = entityCard({ ...moved, name: 'Heron 2 Flash Preview' }, measure, CARD_PALETTES.light);
    const draw = (svg: string) => {
      const encoder = createCardEncoder(CARD_FONT_FAMILY, files);
      const png = encoder.take(encoder.encode(svg, '/cards/models/heron-2-flash.png'));
      const drawn = encoder.drawn();
      encoder.save();
      encoder.close();
      return { png, drawn };
    };
    const whole = (svg: string) => {
      const encoder = createCardEncoder(CARD_FONT_FAMILY);
      const png = encoder.take(encoder.encode(svg));
      encoder.close();
      return png;
    };
    expect(draw(lastWeek).drawn).toEqual({ cards: 1, bands: 2, drawn: 2 });
    expect(existsSync(files.bands)).toBe(true);
    // A week later: new figures and sparkline, below the cut; the name and what is above it are as they were.
    const week = draw(thisWeek);
    expect(week.drawn).toEqual({ cards: 1, bands: 2, drawn: 1 });
    expect(week.png.equals(whole(thisWeek))).toBe(true);
    // A new name changes the band above: the band below is taken only after the same palette, never otherwise.
    const name = draw(renamed);
    expect(name.drawn.drawn).toBeGreaterThanOrEqual(1);
    expect(name.png.equals(whole(renamed))).toBe(true);
    expect(decodePng(name.png).colorType).toBe(3);
    await rm(root, { recursive: true, force: true });
  });

  it("draws on a first worker that yields to the build's main thread, and a second at the build's priority", async () => {
    // (Linux only: elsewhere the workers keep the build's priority.)
    if (process.platform !== 'linux') return;
    /** The worker threads of this process (Node.js names them), each with its niceness. */
    const workerThreads = () =>
      new Map(
        readdirSync('/proc/self/task').flatMap((task) => {
          const at = `/proc/self/task/${task}`;
          if (!existsSync(`${at}/comm`) || readFileSync(`${at}/comm`, 'utf8').trim() !== 'WorkerThread') return [];
          const stat = readFileSync(`${at}/stat`, 'utf8');
          // The fields after the command's name: state is the first, niceness the seventeenth.
          return [[task, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const];
        }),
      );
    const before = workerThreads();
    const encoder = createCardEncoder(CARD_FONT_FAMILY);
    // Taken at once, the card is waited for: the second worker starts then.
    encoder.take(encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" viewBox="0 0 8 8"/>'));
    const started = () => [...workerThreads()].filter(([task]) => !before.has(task)).map(([, nice]) => nice);
    // (Each worker sets its own priority as it starts: a few seconds at most.)
    for (let i = 0; i < 100 && !started().includes(19); i++) await new Promise((r) => setTimeout(r, 50));
    encoder.close();
    expect(started().sort((a, b) => a - b)).toEqual([os.getPriority(), 19].sort((a, b) => a - b));
  });
});

describe('cards with hostile names', () => {
  let measure: MeasureText;
  let files: string[];
  const encoder = createCardEncoder(CARD_FONT_FAMILY);

  beforeAll(async () => {
    const font = loadCardFont();
    measure = font.measure;
    files = [...font.files];
    await mkdir(ARTIFACTS, { recursive: true });
  });

  const save = async (name: string, svg: string) => {
    const png = encoder.take(encoder.encode(svg));
    expect(png.length).toBeLessThanOrEqual(150 * 1024);
    await writeFile(path.join(ARTIFACTS, `${name}.png`), png);
  };

  const palettes = Object.entries(CARD_PALETTES) as [string, CardPalette][];

  it.each(Object.entries(HOSTILE))('model card of "%s" in both palettes', async (key, name) => {
    for (const [scheme, palette] of palettes) {
      const svg = entityCard(
        {
          site: 'Synthetic Model Leaderboard',
          name,
          subtitle: `by ${key === 'long' || key === 'words' ? LONG_PROVIDER : name}`,
          figures: [
            { label: 'Rank', value: '=12' },
            { label: 'Overall', value: '73.90' },
          ],
          history: Array.from({ length: 52 }, (_, i) => 70 + Math.sin(i / 4) * 6),
          historyLabel: 'Overall score, last 52 runs',
        },
        measure,
        palette,
      );
      expect(svg).not.toContain('<script>');
      expectLaidOut(svg, files);
      await save(`model-${key}-${scheme}`, svg);
    }
  });

  it('leaderboard card of the five hostile names, and the site card of a long site name, in both palettes', async () => {
    const names = Object.values(HOSTILE);
    for (const [scheme, palette] of palettes) {
      const svg = listCard(
        {
          site: 'Synthetic Model Leaderboard',
          title: 'Top five overall',
          subtitle: 'Run 58 · 16 Nov 2026',
          rows: names.slice(2, 7).map((name, i) => ({
            lead: i === 3 || i === 4 ? '=4' : String(i + 1),
            name,
            detail: i % 2 === 0 ? LONG_PROVIDER : `${name} Labs`.slice(0, 120),
            value: (88 - i).toFixed(2),
          })),
          empty: '',
        },
        measure,
        palette,
      );
      expectLaidOut(svg, files);
      await save(`leaderboard-hostile-${scheme}`, svg);
      const site = siteCard(
        { site: HOSTILE.words, tagline: 'Rankings of AI models, weekly changes, incidents and an open API' },
        measure,
        palette,
      );
      expectLaidOut(site, files);
      await save(`site-long-${scheme}`, site);
    }
  });

  it('sets every text as its outline, where the renderer would set the text itself', () => {
    const rows = Object.values(HOSTILE)
      .slice(2, 7)
      .map((name, i) => ({ lead: String(i + 1), name, detail: `${name} Labs`, value: (88 - i).toFixed(2) }));
    const cards = palettes.flatMap(([, palette]) => [
      listCard({ site: 'Synthetic', title: 'Top five overall', subtitle: 'Run 58', rows, empty: '' }, measure, palette),
      entityCard(
        {
          site: 'Synthetic Model Leaderboard',
          name: HOSTILE.arabic,
          subtitle: 'by Example Labs',
          figures: [{ label: 'Rank', value: '#3' }],
          history: [70, 72, 71],
          historyLabel: 'Overall score, last 3 runs',
        },
        measure,
        palette,
      ),
    ]);
    const withFont = { fitTo: { mode: 'original' as const }, font: { fontFiles: files, loadSystemFonts: false } };
    const outlinesOf = (runs: Parameters<typeof setRuns>[0]) =>
      setRuns(runs, CARD_FONT_FAMILY, (set) => new Resvg(set, withFont).toString()).map((d) => ({ d }));
    for (const svg of cards) {
      // A card's runs are set together; each run's outline is the one resvg gives the run set alone.
      outlineText(svg, (runs) => {
        expect(runs.length).toBeGreaterThan(3);
        expect(outlinesOf(runs)).toEqual(runs.map((run) => outlinesOf([run])[0]));
        return runs.map(() => ({ d: '' }));
      });
      const outlined = outlineText(svg, outlinesOf);
      expect(outlined).not.toContain('<text');
      // A card with its text outlined is drawn pixel for pixel as resvg draws it with its own defaults.
      const plain = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };
      const png = decodePng(encoder.take(encoder.encode(outlined)));
      expect(png.colorType).toBe(3);
      expect(png.pixels.equals(new Resvg(outlined, plain).render().pixels)).toBe(true);
      // The card as the build draws it, against resvg setting the text: the same but for rounding at glyph edges.
      const drawn = pixelsOf(encoder.take(encoder.encode(svg)));
      const direct = new Resvg(svg, withFont).render().pixels;
      let differing = 0;
      for (let i = 0; i < direct.length; i++) if (Math.abs(direct[i]! - drawn[i]!) > 8) differing++;
      expect(differing).toBeLessThan(400);
    }
  });

  it("makes a figure's outline of its characters' outlines, as the renderer sets the figure", () => {
    const font = loadCardFont();
    const withFont = { font: { fontFiles: files, loadSystemFonts: false } };
    const set = (runs: Parameters<typeof setRuns>[0]) =>
      setRuns(runs, CARD_FONT_FAMILY, (svg) => new Resvg(svg, withFont).toString());
    const run = (text: string, size: number, bold: boolean, anchor: 'start' | 'end') => {
      const attributes = `font-size="${size}"${bold ? ' font-weight="bold"' : ''} text-anchor="${anchor}"`;
      return { key: `${attributes}>${text}`, element: `<text x="0" y="0" ${attributes}>${text}</text>` };
    };
    const chars = [...FIGURE_CHARACTERS];
    const texts = [
      ...chars.flatMap((a) => chars.map((b) => a + b)),
      '\u221212.50',
      '+0.25',
      '#300',
      '=4',
      '100.00',
      '\u2013',
    ];
    const numbers = (d: string) =>
      d
        .split(/[ MLQCZ]+/)
        .filter(Boolean)
        .map(Number);
    for (const [size, bold, anchor] of [
      [40, true, 'start'],
      [40, true, 'end'],
      [22, false, 'start'],
      [22, false, 'end'],
    ] as const) {
      const runs = texts.map((text) => run(text, size, bold, anchor));
      const whole = set(runs);
      runs.forEach((figure, i) => {
        const parts = figureRun(figure, FIGURE_CHARACTERS, font.advance);
        expect(parts, figure.key).not.toBeNull();
        const composed = numbers(parts!.place(set(parts!.glyphs)));
        const expected = numbers(whole[i]!);
        expect(expected.length, figure.key).toBeGreaterThan(0);
        expect(composed.length, figure.key).toBe(expected.length);
        expect(Math.max(...composed.map((v, j) => Math.abs(v - expected[j]!))), figure.key).toBeLessThan(1e-3);
      });
    }
    // Any other run is set as text.
    for (const text of ['new', 'Rank', '12a', '1 2', ''])
      expect(figureRun(run(text, 40, false, 'start'), FIGURE_CHARACTERS, font.advance), text).toBeNull();
  });

  it('measures text as the renderer sets it, a little wider never narrower', () => {
    for (const text of [...Object.values(HOSTILE), 'Orbit 4 Mini', 'Fernhollow Intelligence']) {
      for (const bold of [false, true]) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="100" font-family="${CARD_FONT_FAMILY}"><text x="0" y="60" font-size="40"${bold ? ' font-weight="bold"' : ''}>${text.replace(/</g, '&lt;')}</text></svg>`;
        const box = new Resvg(svg, { font: { fontFiles: files, loadSystemFonts: false } }).getBBox()!;
        const measured = measure(text, 40, bold);
        expect(measured, text).toBeGreaterThanOrEqual(box.width);
        // Arabic letters are counted in their isolated forms, wider than the joined ones.
        const slack = /[\u0600-\u06ff]/.test(text) ? 1.4 : 1.15;
        expect(measured, text).toBeLessThanOrEqual(box.width * slack + 8);
      }
    }
  });
});

describe('cards in builds', () => {
  const files = (runs: ReturnType<typeof run>[]) =>
    dataset({
      models: [model('alpha'), model('beta'), model('gamma')],
      runs,
    });
  const run1 = run(1, '2026-03-02T12:00:00Z', [
    result('alpha', 70, 60),
    result('beta', 65, 62),
    result('gamma', 50, 50),
  ]);
  // Gamma is in neither of the later runs: its card changes once (it has no rank any more), then stays.
  const run2 = run(2, '2026-03-09T12:00:00Z', [result('alpha', 71, 60), result('beta', 64, 62)]);
  const run3 = run(3, '2026-03-16T12:00:00Z', [result('alpha', 71, 61), result('beta', 64, 61)]);

  const cardsOf = async (outDir: string) => {
    const names = (await fg('cards/**/*.png', { cwd: outDir })).sort();
    return new Map(
      await Promise.all(
        names.map(
          async (n) =>
            [n, { bytes: await readFile(path.join(outDir, n)), ino: (await stat(path.join(outDir, n))).ino }] as const,
        ),
      ),
    );
  };

  it('gives byte-identical cards for the same data, every card a PNG of the right size', async () => {
    const root = await tempDir();
    await writeDataset(path.join(root, 'data'), files([run1, run2]));
    const build = (out: string) =>
      buildSite({
        dataDir: path.join(root, 'data'),
        outDir: path.join(root, out),
        publicDir: path.join(ROOT, 'public'),
        now: new Date('2026-04-01T00:00:00Z'),
      });
    await build('one');
    await build('two');
    const [one, two] = [await cardsOf(path.join(root, 'one')), await cardsOf(path.join(root, 'two'))];
    expect([...one.keys()]).toEqual([
      'cards/leaderboard.png',
      'cards/models/alpha.png',
      'cards/models/beta.png',
      'cards/models/gamma.png',
      'cards/providers/fixture-labs.png',
      'cards/rankings/execution.png',
      'cards/rankings/grounding.png',
      'cards/rankings/stability.png',
      'cards/rankings/value.png',
      'cards/site.png',
      'cards/weeks/latest.png',
    ]);
    for (const [name, card] of one) {
      expect(card.bytes.equals(two.get(name)!.bytes), name).toBe(true);
      expect([card.bytes.readUInt32BE(16), card.bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    await rm(root, { recursive: true, force: true });
  });

  it('draws again only the cards whose drawing changed when a run arrives', async () => {
    const root = await tempDir();
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'build');
    const cache = { dir: path.join(root, 'cache'), code: 'cards-test' };
    const build = () =>
      buildSite({
        dataDir,
        outDir,
        publicDir: path.join(ROOT, 'public'),
        now: new Date('2026-04-01T00:00:00Z'),
        cache,
      });
    await writeDataset(dataDir, files([run1]));
    await build();
    const before = await cardsOf(outDir);
    // The same data again: every card is taken from the previous output.
    // The outlines of the cards' text runs are kept for the next build; one that draws nothing leaves them.
    const outlinesFile = path.join(cache.dir, 'card-outlines.json');
    // So are the bands of the cards cut into bands (the models' and the provider's).
    expect(existsSync(path.join(cache.dir, 'card-bands.bin'))).toBe(true);
    const outlines = await readFile(outlinesFile, 'utf8');
    const keys = (JSON.parse(outlines) as { outlines: [string, string][] }).outlines.map(([key]) => key);
    expect(keys).toContain('font-size="28" font-weight="bold" text-anchor="start">Fixture Leaderboard');
    await build();
    const same = await cardsOf(outDir);
    for (const [name, card] of before) expect(same.get(name)!.ino, name).toBe(card.ino);
    expect(await readFile(outlinesFile, 'utf8')).toBe(outlines);
    const redrawnBy = async (runs: ReturnType<typeof run>[]) => {
      const previous = await cardsOf(outDir);
      await writeDataset(dataDir, files(runs));
      await build();
      const next = await cardsOf(outDir);
      return [...next.keys()].filter((name) => next.get(name)!.ino !== previous.get(name)!.ino).sort();
    };
    const moved = [
      'cards/leaderboard.png',
      'cards/models/alpha.png',
      'cards/models/beta.png',
      'cards/providers/fixture-labs.png',
      'cards/rankings/execution.png',
      'cards/rankings/grounding.png',
      'cards/rankings/stability.png',
      'cards/rankings/value.png',
      'cards/weeks/latest.png',
    ];
    expect(await redrawnBy([run1, run2])).toEqual([...moved, 'cards/models/gamma.png'].sort());
    const pastPage = await readFile(path.join(outDir, 'runs/1/index.html'), 'utf8');
    expect(await redrawnBy([run1, run2, run3])).toEqual(moved);
    // A past page shows the site's card, which no run changes: it stays byte-identical.
    expect(pastPage).toContain('<meta property="og:image" content="https://fixture.example/cards/site.png">');
    expect(await readFile(path.join(outDir, 'runs/1/index.html'), 'utf8')).toBe(pastPage);
    const after = await cardsOf(outDir);
    // What was taken is what a build without a cache draws.
    const fresh = path.join(root, 'fresh');
    await buildSite({
      dataDir,
      outDir: fresh,
      publicDir: path.join(ROOT, 'public'),
      now: new Date('2026-04-01T00:00:00Z'),
    });
    const clean = await cardsOf(fresh);
    for (const [name, card] of after) expect(card.bytes.equals(clean.get(name)!.bytes), name).toBe(true);
    await rm(root, { recursive: true, force: true });
  });
});
