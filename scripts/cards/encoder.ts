// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package),
// which writes the PNG too. The build hands over the cards to draw as soon as it knows them and renders its other
// files while a thread of their own has them drawn (pool.ts); the writer takes each card last. The writer's pass is
// synchronous, so the encoder reads the answers from their port and sleeps on a shared counter until the next one.
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CardEncoder } from '../render/cards/section.ts';
import { loadCardFont } from './font.ts';
import type { Answer, PoolData } from './pool.ts';

/** How long the build waits for the next card before it gives up (a card takes milliseconds). */
const WAIT_LIMIT_MS = 60_000;

/** An encoder for one build; `close` ends the threads still drawing (they never keep the process alive). */
export function createCardEncoder(family: string): CardEncoder & { close(): void } {
  const font = loadCardFont();
  const { version } = createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string };
  const options = {
    fitTo: { mode: 'original' },
    // Only the card font, never a font of the machine, so every machine draws the same.
    font: { fontFiles: font.files, loadSystemFonts: false, defaultFontFamily: family },
    // An empty crop: resvg-js copies the drawn image into a new one for any valid crop, the whole image by default
    // (a fifth of a card's time); with an empty one it keeps the image as drawn (test/cards.test.ts: same bytes).
    crop: { left: 0, top: 0, right: 0, bottom: 0 },
  };
  const signal = new SharedArrayBuffer(4);
  const answered = new Int32Array(signal);
  const threads: Worker[] = [];
  return {
    identity: `@resvg/resvg-js@${version} ${font.identity}`,
    measure: font.measure,
    draw(svgs) {
      if (svgs.length === 0) return () => Buffer.alloc(0);
      const answers: (Answer | undefined)[] = [];
      const { port1, port2 } = new MessageChannel();
      const workerData: PoolData = { svgs: [...svgs], options, signal, port: port2 };
      const thread = new Worker(new URL('./pool.ts', import.meta.url), { workerData, transferList: [port2] });
      thread.unref();
      port1.unref();
      threads.push(thread);
      let waited = false;
      return (index) => {
        for (;;) {
          const seen = Atomics.load(answered, 0);
          for (let m = receiveMessageOnPort(port1); m !== undefined; m = receiveMessageOnPort(port1)) {
            const answer = m.message as Answer;
            answers[answer.index] = answer;
          }
          const answer = answers[index];
          if (answer !== undefined) {
            answers[index] = undefined;
            if ('error' in answer) throw new Error(`card: ${answer.error}`);
            return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
          }
          // The build waits: a second drawer may start (both cores draw while this thread sleeps).
          if (!waited) port1.postMessage('wait');
          waited = true;
          if (Atomics.wait(answered, 0, seen, WAIT_LIMIT_MS) === 'timed-out')
            throw new Error(`cards: no card drawn in ${WAIT_LIMIT_MS / 1000} s, the cards' thread stopped`);
        }
      };
    },
    close() {
      for (const thread of threads) void thread.terminate();
    },
  };
}
