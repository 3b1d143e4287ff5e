// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package).
// The build hands every card to draw to a worker thread as soon as it knows them and goes on rendering the other
// files on the main thread. When the writer reaches the cards, the main thread takes the cards the worker has not
// started (from the end of the list, the worker working from the start), so both cores draw and neither waits
// for the other. A build that draws no card starts no worker and loads no renderer.
//
// resvg draws the pixels; the PNG around them is written here with zlib's fastest level (the renderer's own
// encoder takes three to five times as long for files a tenth smaller), the same bytes on every machine.
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import type { CardEncoder } from '../render/cards/section.ts';
import { type CardFont, loadCardFont } from './font.ts';

/**
 * A PNG (8-bit RGBA, no filter, zlib level 1) of `width` × `height` pixels. Self-contained: the worker runs its
 * source text too.
 */
function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  deflate: (data: Uint8Array, options: { level: number }) => Uint8Array,
): Buffer {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  const crc = (bytes: Uint8Array) => {
    let c = -1;
    for (let i = 0; i < bytes.length; i++) c = table[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
    return (c ^ -1) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflate(rows, { level: 1 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** How a card is drawn, here and on the worker: resvg's pixels (opaque cards: premultiplied is plain RGBA). */
function drawPng(
  Resvg: new (svg: string, options: object) => { render(): { pixels: Uint8Array; width: number; height: number } },
  svg: string,
  options: object,
  deflate: (data: Uint8Array, options: { level: number }) => Uint8Array,
  encode: typeof encodePng,
): Buffer {
  const image = new Resvg(svg, options).render();
  return encode(image.pixels, image.width, image.height, deflate);
}

/** resvg's options: the card font only, never a font of the machine. */
function resvgOptions(font: CardFont, family: string): object {
  return {
    fitTo: { mode: 'original' },
    font: { fontFiles: font.files, loadSystemFonts: false, defaultFontFamily: family },
  };
}

/**
 * The worker: claims each card in turn (unless the main thread has), draws it, sends it back and wakes the build.
 * `claims[i]` is 0 until one thread takes card i; `claims[0]` of `signal` counts the cards sent.
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { deflateSync } = require('node:zlib');
const { Resvg } = require(workerData.module);
const encodePng = ${encodePng.toString()};
const drawPng = ${drawPng.toString()};
const signal = new Int32Array(workerData.signal);
const claims = new Int32Array(workerData.claims);
const port = workerData.port;
port.on('message', ({ id, svg }) => {
  if (Atomics.compareExchange(claims, id, 0, 1) !== 0) return;
  let answer;
  try {
    answer = { id, png: drawPng(Resvg, svg, workerData.options, deflateSync, encodePng) };
  } catch (error) {
    answer = { id, error: String((error && error.message) || error) };
  }
  port.postMessage(answer);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

const requireHere = createRequire(import.meta.url);

function resvgVersion(): string {
  return `@resvg/resvg-js@${(requireHere('@resvg/resvg-js/package.json') as { version: string }).version}`;
}

/** The most cards a build may hand over at once: the claims are a fixed table. */
const MAX_CARDS = 1 << 16;

/**
 * An encoder for one build. The font is read and the worker started on first use; `close` ends the worker (it
 * never keeps the process alive either way).
 */
export function createCardEncoder(family: string): CardEncoder & { close(): void; drawn(): number } {
  let font: CardFont | null = null;
  let identity: string | null = null;
  const fontOf = () => {
    font ??= loadCardFont();
    return font;
  };
  const claims = new Int32Array(new SharedArrayBuffer(4 * MAX_CARDS));
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const svgs: string[] = [];
  const done = new Map<number, { png?: Uint8Array; error?: string }>();
  let worker: { thread: Worker; port: MessageChannel['port1'] } | null = null;
  let seen = 0;
  let stealFrom = 0;
  let resvg: Parameters<typeof drawPng>[0] | null = null;
  const start = () => {
    if (worker !== null) return worker;
    const channel = new MessageChannel();
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        module: requireHere.resolve('@resvg/resvg-js'),
        options: resvgOptions(fontOf(), family),
        signal: signal.buffer,
        claims: claims.buffer,
        port: channel.port2,
      },
      transferList: [channel.port2],
    });
    thread.unref();
    channel.port1.unref();
    worker = { thread, port: channel.port1 };
    return worker;
  };
  const drain = () => {
    if (worker === null) return;
    for (let m = receiveMessageOnPort(worker.port); m !== undefined; m = receiveMessageOnPort(worker.port)) {
      const { id, png, error } = m.message as { id: number; png?: Uint8Array; error?: string };
      done.set(id, error === undefined ? { png: png! } : { error });
    }
  };
  /** Draws on this thread the last card no thread has taken; false when there is none. */
  const steal = (): boolean => {
    for (let id = svgs.length - 1; id >= stealFrom; id--) {
      if (Atomics.compareExchange(claims, id, 0, 2) !== 0) continue;
      resvg ??= (requireHere('@resvg/resvg-js') as { Resvg: NonNullable<typeof resvg> }).Resvg;
      done.set(id, { png: drawPng(resvg, svgs[id]!, resvgOptions(fontOf(), family), deflateSync, encodePng) });
      return true;
    }
    stealFrom = svgs.length;
    return false;
  };
  return {
    get identity() {
      identity ??= `${resvgVersion()} ${fontOf().identity} png-level-1`;
      return identity;
    },
    measure: (text, size, bold) => fontOf().measure(text, size, bold),
    encode(svg) {
      const id = svgs.length;
      if (id >= MAX_CARDS) throw new Error(`cards: more than ${MAX_CARDS} in one build`);
      svgs.push(svg);
      start().port.postMessage({ id, svg });
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
        // Not drawn yet: draw another card meanwhile, or sleep until the worker has sent one more.
        if (steal()) continue;
        Atomics.wait(signal, 0, seen);
        seen = Atomics.load(signal, 0);
      }
    },
    drawn: () => svgs.length,
    close() {
      if (worker === null) return;
      void worker.thread.terminate();
      worker.port.close();
      worker = null;
    },
  };
}
