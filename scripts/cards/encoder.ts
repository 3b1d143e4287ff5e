// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package),
// on a worker thread: the build hands it a card as soon as it knows the card must be drawn again, goes on rendering
// the other files on the main thread, and takes the PNG when the writer reaches the card. A build that draws no
// card starts no worker.
import { createRequire } from 'node:module';
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CardEncoder } from '../render/cards/section.ts';
import { type CardFont, loadCardFont, packageDir } from './font.ts';

/** The worker: loads resvg and the font files once, then encodes each SVG it is sent and wakes the build. */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.module);
const signal = new Int32Array(workerData.signal);
const port = workerData.port;
const options = {
  fitTo: { mode: 'original' },
  font: { fontFiles: workerData.fonts, loadSystemFonts: false, defaultFontFamily: workerData.family },
};
port.on('message', ({ id, svg }) => {
  let answer;
  try {
    answer = { id, png: new Resvg(svg, options).render().asPng() };
  } catch (error) {
    answer = { id, error: String(error && error.message || error) };
  }
  port.postMessage(answer);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

function resvgVersion(): string {
  const require = createRequire(import.meta.url);
  return `@resvg/resvg-js@${(require(path.join(packageDir('@resvg/resvg-js'), 'package.json')) as { version: string }).version}`;
}

/**
 * An encoder for one build. The font is read and the worker started on first use; `close` ends the worker (it
 * never keeps the process alive either way).
 */
export function createCardEncoder(family: string): CardEncoder & { close(): void } {
  let font: CardFont | null = null;
  let identity: string | null = null;
  let worker: { thread: Worker; port: MessageChannel['port1']; signal: Int32Array } | null = null;
  const done = new Map<number, { png?: Uint8Array; error?: string }>();
  let nextId = 0;
  let seen = 0;
  const fontOf = () => {
    font ??= loadCardFont();
    return font;
  };
  const start = () => {
    if (worker !== null) return worker;
    const channel = new MessageChannel();
    const shared = new SharedArrayBuffer(4);
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        module: createRequire(import.meta.url).resolve('@resvg/resvg-js'),
        fonts: fontOf().files,
        family,
        signal: shared,
        port: channel.port2,
      },
      transferList: [channel.port2],
    });
    thread.unref();
    channel.port1.unref();
    worker = { thread, port: channel.port1, signal: new Int32Array(shared) };
    return worker;
  };
  const drain = (port: MessageChannel['port1']) => {
    for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
      const { id, png, error } = m.message as { id: number; png?: Uint8Array; error?: string };
      done.set(id, error === undefined ? { png: png! } : { error });
    }
  };
  return {
    get identity() {
      identity ??= `${resvgVersion()} ${fontOf().identity}`;
      return identity;
    },
    measure: (text, size, bold) => fontOf().measure(text, size, bold),
    encode(svg) {
      const w = start();
      const id = nextId++;
      w.port.postMessage({ id, svg });
      return () => {
        for (;;) {
          drain(w.port);
          const answer = done.get(id);
          if (answer !== undefined) {
            done.delete(id);
            if (answer.error !== undefined) throw new Error(`card: ${answer.error}`);
            return Buffer.from(answer.png!.buffer, answer.png!.byteOffset, answer.png!.byteLength);
          }
          // Sleeps until the worker has answered one more card.
          Atomics.wait(w.signal, 0, seen);
          seen = Atomics.load(w.signal, 0);
        }
      };
    },
    close() {
      if (worker === null) return;
      void worker.thread.terminate();
      worker.port.close();
      worker = null;
    },
  };
}
