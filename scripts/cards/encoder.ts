// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package),
// which writes the PNG too. The build hands over the cards to draw as soon as it knows them and renders its other
// files while they are drawn on other threads (pool.ts); the writer takes each card last. The writer's pass is
// synchronous, so the encoder reads the answers from their port and sleeps on a shared counter until the next one.
import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { projectPath } from '../project-root.ts';
import type { CardEncoder } from '../render/cards/section.ts';
import { loadCardFont } from './font.ts';
import type { Answer, Job, PoolData } from './pool.ts';

/** How long the build waits for the next card before it gives up (a card takes milliseconds). */
const WAIT_LIMIT_MS = 60_000;

function resvgVersion(): string {
  const { version } = createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string };
  return `@resvg/resvg-js@${version}`;
}

/** An encoder for one build: the cards' thread starts with the first card to draw; `close` ends it. */
export function createCardEncoder(family: string): CardEncoder & { close(): void } {
  const font = loadCardFont();
  const options = {
    fitTo: { mode: 'original' },
    // Only the card font, never a font of the machine, so every machine draws the same.
    font: { fontFiles: font.files, loadSystemFonts: false, defaultFontFamily: family },
    // An empty crop: resvg-js copies the drawn image into a new one for any valid crop, the whole image by default
    // (a fifth of a card's time); with an empty one it keeps the image as drawn (test/cards.test.ts: same bytes).
    crop: { left: 0, top: 0, right: 0, bottom: 0 },
  };
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const answers = new Map<number, Answer>();
  let pool: { thread: Worker; port: MessagePort } | null = null;
  let count = 0;
  let seen = 0;
  let waited = false;
  const start = () => {
    const channel = new MessageChannel();
    const workerData: PoolData = { options, signal: signal.buffer as SharedArrayBuffer, port: channel.port2 };
    const thread = new Worker(projectPath('scripts', 'cards', 'pool.ts'), {
      workerData,
      transferList: [channel.port2],
    });
    // Neither keeps the process alive: a build that fails before taking its cards still ends.
    thread.unref();
    channel.port1.unref();
    return { thread, port: channel.port1 };
  };
  const take = (id: number): Buffer => {
    for (;;) {
      for (let m = receiveMessageOnPort(pool!.port); m !== undefined; m = receiveMessageOnPort(pool!.port)) {
        const answer = m.message as Answer;
        answers.set(answer.id, answer);
      }
      const answer = answers.get(id);
      if (answer !== undefined) {
        answers.delete(id);
        if ('error' in answer) throw new Error(`card: ${answer.error}`);
        return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
      }
      // The build waits: a second drawer may start (both cores draw while this thread sleeps).
      if (!waited) pool!.port.postMessage('wait');
      waited = true;
      if (Atomics.wait(signal, 0, seen, WAIT_LIMIT_MS) === 'timed-out')
        throw new Error(`cards: no card drawn in ${WAIT_LIMIT_MS / 1000} s, the cards' thread stopped`);
      seen = Atomics.load(signal, 0);
    }
  };
  return {
    identity: `${resvgVersion()} ${font.identity}`,
    measure: font.measure,
    draw(svgs) {
      const first = count;
      count += svgs.length;
      if (svgs.length > 0) (pool ??= start()).port.postMessage(svgs.map((svg, i): Job => ({ id: first + i, svg })));
      return (index) => take(first + index);
    },
    close() {
      if (pool === null) return;
      void pool.thread.terminate();
      pool.port.close();
      pool = null;
    },
  };
}
