// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package).
// The build hands every card to draw to a worker thread as soon as it knows them and goes on rendering the other
// files on the main thread (a second worker joins once the main thread waits for cards, so both cores draw); the
// writer takes each card when it is drawn. The first worker starts when the build's data changed (`start`), or else
// with the first card to draw: a build whose data did not change and that draws no card loads no renderer. (The
// main thread never draws: resvg's images are freed only once the event loop turns, which the writer's one
// synchronous pass never lets it do, so each card drawn there would stay in memory.)
//
// resvg draws the pixels; the PNG around them is written by png.ts (indexed, zlib's fastest settings, a model's
// card in bands kept for the next build), the same bytes on every machine.
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CardEncoder } from '../render/cards/section.ts';
import { openBandCache } from './band-cache.ts';
import { type CardFont, loadCardFont } from './font.ts';
import { type KeptOutline, openOutlineCache } from './outline-cache.ts';
import {
  adler32Combine,
  bandedIdat,
  cardBands,
  compressBand,
  drawCard,
  elementRows,
  encodePng,
  indexedRows,
  type KeptBand,
  newPalette,
  paletteIndex,
  pathRows,
  pngFile,
} from './png.ts';

/** A text run of a card: what sets it (`key`: its text, size, weight and anchor) and the element that sets it alone at the origin. */
export interface TextRun {
  key: string;
  element: string;
}

/** A text run's outline: its path data, and the rows it paints relative to its baseline when they are known. */
export interface Outline {
  d: string;
  rows?: readonly [number, number] | null;
}

/**
 * The card's `<text>` runs (as the card layouts write them, render/cards/draw.ts) as outlines placed where the card
 * has the text. `outlinesOf` gives the runs' outlines, in order: those set before, in this build or an earlier one,
 * and the others set now. Setting text is most of what resvg spends on a card, and cards repeat their runs (the
 * site's name, labels, names shared by the rankings, the names of the models from one week to the next). An
 * outline's rows go with it (`data-rows`), so that the card is cut into bands without reading its path again
 * (png.ts, elementRows). Self-contained: the worker runs its source text too.
 */
export function outlineText(svg: string, outlinesOf: (runs: readonly TextRun[]) => readonly Outline[]): string {
  const pattern =
    /<text x="([-\d.]+)" y="([-\d.]+)" ((?:font-size="[\d.]+")(?: font-weight="bold")?) fill="(#[0-9a-f]{6})" (text-anchor="(?:start|end)")>([^<]*)<\/text>/g;
  const runs = Array.from(svg.matchAll(pattern), ([, , , font, , anchor, text]) => ({
    key: `${font} ${anchor}>${text}`,
    element: `<text x="0" y="0" ${font} ${anchor}>${text}</text>`,
  }));
  const outlines = outlinesOf(runs);
  let at = 0;
  return svg.replace(pattern, (_, x: string, y: string, _font: string, fill: string) => {
    const { d, rows } = outlines[at++]!;
    const known = rows === undefined || rows === null ? '' : ` data-rows="${rows[0]} ${rows[1]}"`;
    return d === '' ? '' : `<path transform="translate(${x} ${y})" fill="${fill}"${known} d="${d}"/>`;
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

/** What the worker runs of this module's functions and those they call. */
const DRAWING_FUNCTIONS = [
  newPalette,
  paletteIndex,
  indexedRows,
  pngFile,
  encodePng,
  adler32Combine,
  compressBand,
  bandedIdat,
  pathRows,
  elementRows,
  cardBands,
  drawCard,
];

/**
 * A worker: draws each card no other worker has taken (`claims[id]` is 0 until one does), sends it back and wakes
 * the build (`signal[0]` counts the cards sent).
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
// The first worker draws with what the build leaves of the cores: its thread yields to the build's main thread (the
// build's critical path), which waits for cards only at its end. (Linux sets a thread's priority by its id; where
// that cannot be done, the thread keeps the build's.) The second keeps the build's priority (niceness null).
if (workerData.niceness !== null) try {
  const thread = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(thread)) require('node:os').setPriority(thread, workerData.niceness);
} catch {}
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
const { createHash } = require('node:crypto');
// The filtered rows of the band being written: one buffer for every band.
let rows = new Uint8Array(0);
const scratch = (size) => (rows.length >= size ? rows : (rows = new Uint8Array(size)));
// (Each under the name the others call it by, whatever the bundler named it.)
${DRAWING_FUNCTIONS.map((f) => `const ${f.name} = ${f.toString()};`).join('\n')}
const drawing = {
  Resvg,
  options: workerData.options,
  zlib,
  hash: (colours, svg) =>
    createHash('sha256').update(new Uint8Array(colours.buffer, colours.byteOffset, colours.byteLength)).update(svg).digest('base64'),
  scratch,
};
const outlineText = ${outlineText.toString()};
const setRuns = ${setRuns.toString()};
const figureRun = ${figureRun.toString()};
const advance = (char, bold) => workerData.advances[char]?.[bold ? 1 : 0];
// The runs set by earlier builds, with the rows each paints; the keys each card uses and the runs set for it (or
// whose rows were read) go back with the card.
const outlines = new Map();
const painted = new Map();
for (const [key, d, rows] of workerData.known) {
  outlines.set(key, d);
  if (rows !== undefined) painted.set(key, rows);
}
let used = [];
let made = [];
const rowsOf = (key) => {
  if (!painted.has(key)) {
    painted.set(key, pathRows(outlines.get(key)));
    made.push([key, outlines.get(key), painted.get(key)]);
  }
  return painted.get(key);
};
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
  return runs.map((run) => ({ d: outlines.get(run.key), rows: rowsOf(run.key) }));
};
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
    const card = drawCard(outlineText(job.svg, outlinesOf), job.bands, drawing);
    answer = { id: job.id, png: card.png, bands: card.bands, drawn: card.drawn, used, made };
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

/**
 * A worker's answer: the card's PNG, its bands and how many it drew, and the text runs it used and set; or why it
 * could not be drawn.
 */
interface CardAnswer {
  id: number;
  png?: Uint8Array;
  bands?: KeptBand[] | null;
  drawn?: number;
  used?: string[];
  made?: [string, string][];
  error?: string;
}

/** A card handed to the workers: its drawing, and its path and bands as last drawn when it has a path. */
interface CardJob {
  id: number;
  svg: string;
  path?: string;
  bands?: KeptBand[];
}

/**
 * At most two workers. The first draws while the main thread renders the other files; the second starts only when
 * the main thread has to wait for a card, so that both cores draw then. A build whose cards are drawn before the
 * writer asks for them (a first build at a large shape) runs one worker and holds one worker's memory.
 */
const WORKERS = 2;
/**
 * The first worker's scheduling priority (Unix niceness, 19 the lowest): below the main thread's. The second starts
 * when the main thread sleeps until a card is drawn, and keeps the build's priority: on a machine busy with other
 * programs, the cards the build waits for get the build's share of the cores, not what is left at the lowest.
 */
const FIRST_WORKER_NICENESS = 19;
/**
 * The size of a worker's young generation, in MiB (a card's garbage is a few hundred KiB), where the process sets
 * none: V8 gives every isolate the size of `--max-semi-space-size` when the command line has it, as the building
 * commands' has (package.json), and this limit then has no effect.
 */
const WORKER_YOUNG_MB = 8;
/** How long the build waits for the next card before it gives up (a card takes milliseconds). */
const WAIT_LIMIT_MS = 60_000;
/** The most cards one build may draw (the claims are a fixed table). */
const MAX_CARDS = 1 << 16;

/**
 * A worker that draws cards (WORKER_SOURCE), given the font, the outlines known so far and the shared counters,
 * and the port its cards go through; it never keeps the process alive.
 */
function startWorker(
  font: CardFont,
  family: string,
  known: readonly KeptOutline[],
  shared: { signal: Int32Array; claims: Int32Array },
  niceness: number | null,
): { thread: Worker; port: MessageChannel['port1'] } {
  const channel = new MessageChannel();
  const thread = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      module: requireHere.resolve('@resvg/resvg-js'),
      options: resvgOptions(font, family),
      family,
      niceness,
      known,
      figureCharacters: FIGURE_CHARACTERS,
      advances: Object.fromEntries(
        Array.from(FIGURE_CHARACTERS, (char) => [char, [font.advance(char, false), font.advance(char, true)]]),
      ),
      signal: shared.signal.buffer,
      claims: shared.claims.buffer,
      port: channel.port2,
    },
    transferList: [channel.port2],
    // A young generation of its own size where the command line sets none (a build started without the commands'
    // flags, the tests): the worker collects it after each card anyway, and V8's default for a large machine is
    // many times what a card needs.
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  thread.unref();
  channel.port1.unref();
  return { thread, port: channel.port1 };
}

/**
 * An encoder for one build. The font and the caches (`files`: the text runs' outlines, the cards' bands) are read
 * now, before the build renders (the render stage reads no file); the first worker starts with `start` or the
 * first card, the second when the build waits; `close` ends them (they never keep the process alive either way).
 */
export function createCardEncoder(
  family: string,
  files?: { outlines: string; bands: string },
): CardEncoder & { close(): void; save(): void; start(): void } {
  const font: CardFont = loadCardFont();
  // Text is set as outlines (outlineText): a card drawn that way differs from one drawn from its text by a few
  // pixels' rounding, so the identity says which.
  const identity = `${resvgVersion()} ${font.identity} outlined-text composed-figures png-indexed-rle banded`;
  const outlines = openOutlineCache(files?.outlines, `${identity} ${family}`);
  const bandCache = openBandCache(files?.bands, `${identity} ${family}`);
  const stats = { cards: 0, bands: 0, drawn: 0 };
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const claims = new Int32Array(new SharedArrayBuffer(4 * MAX_CARDS));
  const done = new Map<number, { png?: Uint8Array; error?: string }>();
  /** The cards handed out and not sent back yet: a worker started later is given them too. */
  const waiting = new Map<number, CardJob>();
  let workers: { thread: Worker; port: MessageChannel['port1'] }[] = [];
  let count = 0;
  let seen = 0;
  const spawn = () => {
    const niceness = workers.length === 0 ? FIRST_WORKER_NICENESS : null;
    const worker = startWorker(font, family, outlines.known(), { signal, claims }, niceness);
    for (const job of waiting.values()) worker.port.postMessage(job);
    workers.push(worker);
  };
  const drain = () => {
    for (const { port } of workers) {
      for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
        const { id, png, error, used, made, bands, drawn } = m.message as CardAnswer;
        const job = waiting.get(id);
        waiting.delete(id);
        if (error === undefined) {
          outlines.note(used!, made!);
          if (job?.path !== undefined) bandCache.note(job.path, bands!);
          stats.cards++;
          stats.bands += bands?.length ?? 1;
          stats.drawn += drawn!;
        }
        done.set(id, error === undefined ? { png: png! } : { error });
      }
    }
  };
  return {
    identity,
    measure: (text, size, bold) => font.measure(text, size, bold),
    encode(svg, path) {
      const id = count++;
      if (id >= MAX_CARDS) throw new Error(`cards: more than ${MAX_CARDS} in one build`);
      const bands = path === undefined ? undefined : bandCache.previous(path);
      const job: CardJob = {
        id,
        svg,
        ...(path === undefined ? {} : { path }),
        ...(bands === undefined ? {} : { bands }),
      };
      waiting.set(id, job);
      if (workers.length === 0) spawn();
      else for (const { port } of workers) port.postMessage(job);
      return id;
    },
    keep: (path) => bandCache.keep(path),
    drawn: () => ({ ...stats }),
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
        // (Never for ever: a worker that stopped sends nothing, and a build waiting here would hang.)
        if (Atomics.wait(signal, 0, seen, WAIT_LIMIT_MS) === 'timed-out')
          throw new Error(`cards: no card drawn in ${WAIT_LIMIT_MS / 1000} s, the encoder's worker stopped`);
        seen = Atomics.load(signal, 0);
      }
    },
    start() {
      if (workers.length === 0) spawn();
    },
    save() {
      outlines.save();
      bandCache.save();
    },
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
