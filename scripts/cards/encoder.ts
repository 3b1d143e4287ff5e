// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js, its prebuilt binary shipped in a registry package),
// which writes the PNG too. The build hands over the cards to draw as soon as it knows them and renders its other
// files while worker threads draw them (drawer.ts); the writer takes each card last, and lets the event loop turn
// while it writes (write/write-site.ts), which is when a drawn card is taken in and the next drawer started.
//
// A drawer draws a batch and ends: resvg-js frees a drawing's pixels (3 MB a card) only when V8 collects the object
// that holds them, and a thread that only draws makes too little garbage for V8 to collect (a worker drawing the
// 315 cards of the large shape one after another held 1 GB). A drawer's end frees all of its batch's.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CardEncoder } from '../render/cards/section.ts';
import type { Answer } from './drawer.ts';
import { loadCardFont } from './font.ts';

/** Cards a drawer draws before it ends: what it holds at its end, about 3 MB a card. */
const BATCH = 8;

/** An encoder for one build; `close` ends the drawers (a failed build does not wait for them). */
export function createCardEncoder(family: string): CardEncoder & { close(): void } {
  const font = loadCardFont();
  const { version } = createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string };
  const options = {
    fitTo: { mode: 'original' },
    // Only the card font, never a font of the machine, so every machine draws the same.
    font: { fontFiles: font.files, loadSystemFonts: false, defaultFontFamily: family },
  };
  const drawers = new Set<Worker>();
  return {
    identity: `@resvg/resvg-js@${version} ${font.identity}`,
    measure: font.measure,
    draw(svgs) {
      const cards = svgs.map(() => Promise.withResolvers<Buffer>());
      // A build that fails before it takes a card does not stop on the card's failure.
      for (const card of cards) card.promise.catch(() => {});
      // One drawer while the build renders (a core each), as many as there are cores once it waits for a card.
      let [next, parallel] = [0, 1];
      const start = () => {
        for (; drawers.size < parallel && next < svgs.length; next += BATCH) {
          const first = next;
          const left = new Set(svgs.slice(first, first + BATCH).map((_, i) => first + i));
          const drawer = new Worker(new URL('./drawer.ts', import.meta.url), {
            workerData: { svgs: svgs.slice(first, first + BATCH), first, options },
          });
          let reason = 'the drawer stopped';
          drawer.on('message', ({ index, ...answer }: Answer) => {
            left.delete(index);
            if ('png' in answer)
              cards[index]!.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
            else cards[index]!.reject(new Error(`card: ${answer.error}`));
          });
          drawer.on('error', (error) => {
            reason = error.message;
          });
          // A drawer that could not draw its batch (resvg failed to load) answers each of its cards with why.
          drawer.on('exit', () => {
            for (const index of left) cards[index]!.reject(new Error(`card: ${reason}`));
            drawers.delete(drawer);
            start();
          });
          drawers.add(drawer);
        }
      };
      start();
      return (index) => {
        parallel = availableParallelism();
        start();
        return cards[index]!.promise;
      };
    },
    close() {
      for (const drawer of drawers) void drawer.terminate();
    },
  };
}
