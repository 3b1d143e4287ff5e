// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package).
// The build hands every card to draw to a worker thread as soon as it knows them and goes on rendering the other
// files on the main thread (a second worker joins once the main thread waits for cards, so both cores draw); the
// writer takes each card when it is drawn. The first worker starts when the build's data changed (`start`), or else
// with the first card to draw: a build whose data did not change and that draws no card loads no renderer. (The
// main thread never draws: resvg's images are freed only once the event loop turns, which the writer's one
// synchronous pass never lets it do, so each card drawn there would stay in memory.)
//
// resvg draws the pixels; the PNG around them is written here, indexed, with zlib's fastest settings (faster than
// the renderer's own encoder, docs/scale.md), the same bytes on every machine.
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CardEncoder } from '../render/cards/section.ts';
import { type CardFont, loadCardFont } from './font.ts';
import { openOutlineCache } from './outline-cache.ts';

/** What the PNG writer takes from node:zlib. */
interface Zlib {
  deflateSync(data: Uint8Array, options: { level: number; strategy: number }): Uint8Array;
  constants: { Z_DEFAULT_STRATEGY: number; Z_RLE: number };
  crc32(data: Uint8Array, value?: number): number;
}

/**
 * The rows of an image of opaque pixels (resvg's RGBA) as palette indices, each after its filter byte (0, none),
 * and the palette, or null for more than 256 colours or one not opaque. Each colour gets the next index where it
 * first appears (an open-addressed table of the colours seen); a row equal to the one above takes its indices, a
 * run of one colour looks it up once. Self-contained: the worker runs its source text too.
 */
function indexedRows(
  rgba: Uint8Array,
  width: number,
  height: number,
  scratch: (size: number) => Uint8Array,
): { rows: Uint8Array; palette: Uint8Array } | null {
  const stride = width * 4;
  // (A copy when not 4-byte aligned: the pixels are read as 32-bit words.)
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : new Uint8Array(rgba);
  const pixels = new Int32Array(aligned.buffer, aligned.byteOffset, width * height);
  const slots = 4096;
  const keys = new Int32Array(slots);
  const indices = new Int16Array(slots).fill(-1);
  // Where each colour first appears: its bytes there are its palette entry.
  const firsts = new Int32Array(256);
  let count = 0;
  /** The index of the colour `c` first seen at pixel `i`, or -1 when it cannot have one. */
  const lookup = (c: number, i: number) => {
    let slot = Math.imul(c, 0x9e3779b1) >>> 20;
    while (indices[slot]! >= 0 && keys[slot] !== c) slot = (slot + 1) & (slots - 1);
    if (indices[slot]! < 0) {
      if (count === 256 || rgba[i * 4 + 3] !== 255) return -1;
      keys[slot] = c;
      indices[slot] = count;
      firsts[count++] = i * 4;
    }
    return indices[slot]!;
  };
  const bytes = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.length);
  const rows = scratch((width + 1) * height);
  let last = pixels[0]!;
  let index = lookup(last, 0);
  if (index < 0) return null;
  let at = 0;
  for (let y = 0, i = 0; y < height; y++) {
    rows[at++] = 0;
    if (y > 0 && bytes.compare(bytes, y * stride, (y + 1) * stride, (y - 1) * stride, y * stride) === 0) {
      rows.copyWithin(at, at - width - 1, at - 1);
      at += width;
      i += width;
      continue;
    }
    for (const end = i + width; i < end; i++) {
      const c = pixels[i]!;
      if (c !== last) {
        index = lookup(c, i);
        if (index < 0) return null;
        last = c;
      }
      rows[at++] = index;
    }
  }
  const palette = new Uint8Array(count * 3);
  for (let k = 0; k < count; k++) palette.set(rgba.subarray(firsts[k]!, firsts[k]! + 3), k * 3);
  return { rows: rows.subarray(0, at), palette };
}

/**
 * A PNG of `width` × `height` opaque pixels (resvg's RGBA), no filter, zlib's fastest: 8-bit indexed when the image
 * has at most 256 colours (a card's are its palette's and the shades of their edges), the same pixels in a quarter
 * of the bytes to compress; 8-bit RGBA otherwise. `scratch` gives room for the rows: the worker keeps
 * it from one card to the next (a new buffer each card would be zeroed and faulted in again). Self-contained but for
 * `indexedRows`: the worker runs the source text of both.
 */
export function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  zlib: Zlib,
  scratch: (size: number) => Uint8Array,
): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  // Indexed rows are runs of one byte, which zlib's run-length strategy finds faster than its level 1 and packs
  // smaller; RGBA repeats every four bytes, which it does not find.
  const png = (colorType: number, rows: Uint8Array, palette?: Uint8Array) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, colorType, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      ...(palette === undefined ? [] : [chunk('PLTE', palette)]),
      chunk(
        'IDAT',
        zlib.deflateSync(rows, {
          level: 1,
          strategy: palette === undefined ? zlib.constants.Z_DEFAULT_STRATEGY : zlib.constants.Z_RLE,
        }),
      ),
      chunk('IEND', new Uint8Array(0)),
    ]);
  };
  const stride = width * 4;
  const fewColours = indexedRows(rgba, width, height, scratch);
  if (fewColours !== null) return png(3, fewColours.rows, fewColours.palette);
  const size = (stride + 1) * height;
  const rows = scratch(size);
  // Each row after its filter byte (0, none).
  for (let y = 0; y < height; y++) {
    rows[y * (stride + 1)] = 0;
    rows.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return png(6, rows.subarray(0, size));
}

interface Renderer {
  render(): { pixels: Uint8Array; width: number; height: number };
  toString(): string;
}

/** A text run of a card: what sets it (`key`: its text, size, weight and anchor) and the element that sets it alone at the origin. */
export interface TextRun {
  key: string;
  element: string;
}

/**
 * The card's `<text>` runs (as the card layouts write them, render/cards/draw.ts) as outlines placed where the card
 * has the text. `outlinesOf` gives the runs' outlines, in order: those set before, in this build or an earlier one,
 * and the others set now. Setting text is most of what resvg spends on a card, and cards repeat their runs (the
 * site's name, labels, names shared by the rankings, the names of the models from one week to the next).
 * Self-contained: the worker runs its source text too.
 */
export function outlineText(svg: string, outlinesOf: (runs: readonly TextRun[]) => readonly string[]): string {
  const pattern =
    /<text x="([-\d.]+)" y="([-\d.]+)" ((?:font-size="[\d.]+")(?: font-weight="bold")?) fill="(#[0-9a-f]{6})" (text-anchor="(?:start|end)")>([^<]*)<\/text>/g;
  const runs = Array.from(svg.matchAll(pattern), ([, , , font, , anchor, text]) => ({
    key: `${font} ${anchor}>${text}`,
    element: `<text x="0" y="0" ${font} ${anchor}>${text}</text>`,
  }));
  const outlines = outlinesOf(runs);
  let at = 0;
  return svg.replace(pattern, (_, x: string, y: string, _font: string, fill: string) => {
    const d = outlines[at++]!;
    return d === '' ? '' : `<path transform="translate(${x} ${y})" fill="${fill}" d="${d}"/>`;
  });
}

/**
 * The outlines of text runs set together: `set` is given one SVG with every run and answers resvg's SVG of the
 * result, where each run is a group of paths (`<g id="tN">`; a run with nothing to draw has none). Each run's
 * outline is its paths' data, in order: the same as setting the run alone. Self-contained: the worker runs its
 * source text too.
 */
export function setRuns(runs: readonly TextRun[], family: string, set: (svg: string) => string): string[] {
  const elements = runs.map((run, i) => run.element.replace('<text ', `<text id="t${i}" `)).join('');
  const result = set(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" font-family="${family}">${elements}</svg>`,
  );
  const outlines = runs.map(() => '');
  for (const part of result.split('<g id="t').slice(1)) {
    const index = Number.parseInt(part, 10);
    outlines[index] = Array.from(part.matchAll(/ d="([^"]*)"/g), (m) => m[1]).join(' ');
  }
  return outlines;
}

/**
 * The characters of the cards' figures (scores, ranks, changes and their signs). The card font has no kerning and
 * no ligature among them (test/cards.test.ts checks every pair), so a run of them is its characters' outlines side
 * by side: a weekly build's new scores need no text set, only characters set once.
 */
export const FIGURE_CHARACTERS = '0123456789.,#=+-\u2212\u2013%\u25b2\u25bc';

/**
 * A run made only of figure characters as the runs of its characters (each set alone at the origin, anchored at its
 * start) and how to place their outlines as the run's outline, or null for any other run. `advance` gives a
 * character's advance in ems (undefined for one it does not know). Self-contained: the worker runs its source text
 * too.
 */
export function figureRun(
  run: TextRun,
  characters: string,
  advance: (char: string, bold: boolean) => number | undefined,
): { glyphs: TextRun[]; place(outlines: readonly string[]): string } | null {
  const match = /^font-size="([\d.]+)"( font-weight="bold")? text-anchor="(start|end)">(.+)$/u.exec(run.key);
  if (match === null) return null;
  const [, size, bold, anchor, text] = match as unknown as [string, string, string | undefined, string, string];
  const chars = [...text];
  const widths = chars.map((char) => (characters.includes(char) ? advance(char, bold !== undefined) : undefined));
  if (widths.some((width) => width === undefined)) return null;
  const font = `font-size="${size}"${bold ?? ''} text-anchor="start"`;
  return {
    glyphs: chars.map((char) => ({ key: `${font}>${char}`, element: `<text x="0" y="0" ${font}>${char}</text>` })),
    place(outlines) {
      const advances = widths.map((width) => width! * Number(size));
      let x = anchor === 'end' ? -advances.reduce((sum, width) => sum + width, 0) : 0;
      const number = '(-?\\d*\\.?\\d+(?:e[-+]?\\d+)?)';
      const point = new RegExp(`${number} ${number}`, 'g');
      const placed = outlines.map((d, i) => {
        const dx = x;
        x += advances[i]!;
        return dx === 0 ? d : d.replace(point, (_, px: string, py: string) => `${Number(px) + dx} ${py}`);
      });
      return placed.filter((d) => d !== '').join(' ');
    },
  };
}

/**
 * How a card is drawn, here and on the worker: resvg's pixels (opaque cards: premultiplied is plain RGBA). A card
 * whose text is all outlines is drawn without loading the font (`plain`); one with text left uses `withFont`.
 */
function drawPng(
  Resvg: new (svg: string, options: object) => Renderer,
  svg: string,
  options: { withFont: object; plain: object },
  zlib: Zlib,
  encode: typeof encodePng,
  scratch: (size: number) => Uint8Array,
): Buffer {
  const image = new Resvg(svg, svg.includes('<text') ? options.withFont : options.plain).render();
  return encode(image.pixels, image.width, image.height, zlib, scratch);
}

/**
 * resvg's options: the card font only, never a font of the machine; and for a drawing without text, no font at all
 * (resvg reads and parses the font files for each drawing given them). An empty crop rectangle: resvg-js copies
 * the drawn image into a new one whenever its crop rectangle is valid, the whole image by default, and keeps the
 * image as drawn when it is empty (the same pixels, a copy of the whole card fewer; test/cards.test.ts holds it).
 */
function resvgOptions(font: CardFont, family: string): { withFont: object; plain: object } {
  const crop = { left: 0, top: 0, right: 0, bottom: 0 };
  return {
    withFont: {
      fitTo: { mode: 'original' },
      crop,
      font: { fontFiles: font.files, loadSystemFonts: false, defaultFontFamily: family },
    },
    plain: { fitTo: { mode: 'original' }, crop, font: { loadSystemFonts: false } },
  };
}

/**
 * A worker: draws each card no other worker has taken (`claims[id]` is 0 until one does), sends it back and wakes
 * the build (`signal[0]` counts the cards sent).
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
// A renderer that cannot load answers every card with the reason (the build fails naming it, never waits).
let Resvg;
let loadError;
try {
  ({ Resvg } = require(workerData.module));
} catch (error) {
  loadError = String((error && error.message) || error);
}
// resvg's images live outside the JavaScript heap and are freed by their finalizers, which run only once a
// collection has found them and the event loop has turned: the worker collects after every card and draws the
// next one on a later turn, so it holds one card's pixels at a time, not every card's. A card's objects are all
// young, so the young generation's collection finds them: a full collection after each card would cost more than
// the drawing.
require('node:v8').setFlagsFromString('--expose-gc');
// (Named so as not to clash with the global gc of the workers started after the flag is set.)
const collectGarbage = require('node:vm').runInNewContext('gc');
const collect = () => collectGarbage({ type: 'minor' });
// (Under the name encodePng calls it by, whatever the bundler named it.)
const ${indexedRows.name} = ${indexedRows.toString()};
const encodePng = ${encodePng.toString()};
const drawPng = ${drawPng.toString()};
const outlineText = ${outlineText.toString()};
const setRuns = ${setRuns.toString()};
const figureRun = ${figureRun.toString()};
const advance = (char, bold) => workerData.advances[char]?.[bold ? 1 : 0];
// The runs set by earlier builds; the keys each card uses and the runs set for it go back with the card.
const outlines = new Map(workerData.known);
let used = [];
let made = [];
// A card's runs not set before are set together, by one renderer (which reads the font once); a figure's outline
// is made of its characters' outlines.
const outlinesOf = (runs) => {
  const missing = new Map();
  const figures = [];
  const need = (run) => {
    used.push(run.key);
    if (!outlines.has(run.key) && !missing.has(run.key)) missing.set(run.key, run);
  };
  for (const run of runs) {
    const figure = outlines.has(run.key) ? null : figureRun(run, workerData.figureCharacters, advance);
    if (figure === null) need(run);
    else {
      used.push(run.key);
      figure.glyphs.forEach(need);
      figures.push([run.key, figure]);
    }
  }
  if (missing.size > 0) {
    const set = setRuns([...missing.values()], workerData.family, (svg) => new Resvg(svg, workerData.options.withFont).toString());
    let i = 0;
    for (const key of missing.keys()) {
      outlines.set(key, set[i]);
      made.push([key, set[i++]]);
    }
  }
  for (const [key, figure] of figures) {
    if (outlines.has(key)) continue;
    const d = figure.place(figure.glyphs.map((glyph) => outlines.get(glyph.key)));
    outlines.set(key, d);
    made.push([key, d]);
  }
  return runs.map((run) => outlines.get(run.key));
};
// The filtered rows of the card being written: one buffer for every card.
let rows = new Uint8Array(0);
const scratch = (size) => (rows.length >= size ? rows : (rows = new Uint8Array(size)));
const signal = new Int32Array(workerData.signal);
const claims = new Int32Array(workerData.claims);
const port = workerData.port;
const queue = [];
let busy = false;
function next() {
  let job = queue.shift();
  // Every worker is sent every card: it draws those no other worker has claimed.
  while (job !== undefined && Atomics.compareExchange(claims, job.id, 0, 1) !== 0) job = queue.shift();
  if (job === undefined) {
    busy = false;
    return;
  }
  let answer;
  if (loadError !== undefined) answer = { id: job.id, error: loadError };
  else try {
    const svg = outlineText(job.svg, outlinesOf);
    answer = { id: job.id, png: drawPng(Resvg, svg, workerData.options, zlib, encodePng, scratch), used, made };
  } catch (error) {
    answer = { id: job.id, error: String((error && error.message) || error) };
  }
  port.postMessage(answer);
  used = [];
  made = [];
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
  collect();
  setImmediate(next);
}
port.on('message', (job) => {
  queue.push(job);
  if (!busy) {
    busy = true;
    setImmediate(next);
  }
});
`;

const requireHere = createRequire(import.meta.url);

function resvgVersion(): string {
  return `@resvg/resvg-js@${(requireHere('@resvg/resvg-js/package.json') as { version: string }).version}`;
}

/** A worker's answer: the card's PNG and the text runs it used and set, or why it could not be drawn. */
interface CardAnswer {
  id: number;
  png?: Uint8Array;
  used?: string[];
  made?: [string, string][];
  error?: string;
}

/**
 * At most two workers. The first draws while the main thread renders the other files; the second starts only when
 * the main thread has to wait for a card, so that both cores draw then. A build whose cards are drawn before the
 * writer asks for them (a first build at a large shape) runs one worker and holds one worker's memory.
 */
const WORKERS = 2;
/** The most cards one build may draw (the claims are a fixed table). */
const MAX_CARDS = 1 << 16;

/**
 * An encoder for one build. The font and the outline cache are read now, before the build renders (the render
 * stage reads no file); the first worker starts with `start` or the first card, the second when the build waits;
 * `close` ends them (they never keep the process alive either way).
 */
export function createCardEncoder(
  family: string,
  outlinesFile?: string,
): CardEncoder & { close(): void; save(): void; start(): void } {
  const font: CardFont = loadCardFont();
  // Text is set as outlines (outlineText): a card drawn that way differs from one drawn from its text by a few
  // pixels' rounding, so the identity says which.
  const identity = `${resvgVersion()} ${font.identity} outlined-text composed-figures png-indexed-rle`;
  const outlines = openOutlineCache(outlinesFile, `${identity} ${family}`);
  const resvgModule = requireHere.resolve('@resvg/resvg-js');
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const claims = new Int32Array(new SharedArrayBuffer(4 * MAX_CARDS));
  const done = new Map<number, { png?: Uint8Array; error?: string }>();
  /** The cards handed out and not sent back yet: a worker started later is given them too. */
  const waiting = new Map<number, string>();
  let workers: { thread: Worker; port: MessageChannel['port1'] }[] = [];
  let count = 0;
  let seen = 0;
  const spawn = () => {
    const channel = new MessageChannel();
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        module: resvgModule,
        options: resvgOptions(font, family),
        family,
        known: outlines.known(),
        figureCharacters: FIGURE_CHARACTERS,
        advances: Object.fromEntries(
          Array.from(FIGURE_CHARACTERS, (char) => [char, [font.advance(char, false), font.advance(char, true)]]),
        ),
        signal: signal.buffer,
        claims: claims.buffer,
        port: channel.port2,
      },
      transferList: [channel.port2],
    });
    thread.unref();
    channel.port1.unref();
    for (const [id, svg] of waiting) channel.port1.postMessage({ id, svg });
    workers.push({ thread, port: channel.port1 });
  };
  const drain = () => {
    for (const { port } of workers) {
      for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
        const { id, png, error, used, made } = m.message as CardAnswer;
        waiting.delete(id);
        if (error === undefined) outlines.note(used!, made!);
        done.set(id, error === undefined ? { png: png! } : { error });
      }
    }
  };
  return {
    identity,
    measure: (text, size, bold) => font.measure(text, size, bold),
    encode(svg) {
      const id = count++;
      if (id >= MAX_CARDS) throw new Error(`cards: more than ${MAX_CARDS} in one build`);
      waiting.set(id, svg);
      if (workers.length === 0) spawn();
      else for (const { port } of workers) port.postMessage({ id, svg });
      return id;
    },
    ready(ids) {
      drain();
      return ids.filter((id) => done.has(id));
    },
    take(id) {
      for (;;) {
        drain();
        const answer = done.get(id);
        if (answer !== undefined) {
          done.delete(id);
          if (answer.error !== undefined) throw new Error(`card: ${answer.error}`);
          return Buffer.from(answer.png!.buffer, answer.png!.byteOffset, answer.png!.byteLength);
        }
        // Not drawn yet: both cores draw while the main thread sleeps until a worker has sent one more.
        if (workers.length < WORKERS) spawn();
        Atomics.wait(signal, 0, seen);
        seen = Atomics.load(signal, 0);
      }
    },
    start() {
      if (workers.length === 0) spawn();
    },
    save: () => outlines.save(),
    close() {
      for (const { thread, port } of workers) {
        void thread.terminate();
        port.close();
      }
      workers = [];
      waiting.clear();
    },
  };
}
