// Turns the cards' SVG into PNG with resvg (@resvg/resvg-js), in worker threads (drawer.ts) that draw while the build
// writes the rest (write/write-site.ts takes each card last). A drawer draws a batch and ends, which frees its pixels
// (3 MB a card): resvg-js frees them only when V8 collects their objects, which a thread that only draws seldom does.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CardEncoder } from '../render/cards/section.ts';
import type { Answer } from './drawer.ts';
import { loadCardFont, versioned } from './font.ts';

/** Cards a drawer draws before it ends: what it holds at its end, about 3 MB a card. */
const BATCH = 8;

/** An encoder for one build; `close` ends the drawers (a failed build does not wait for them). */
export function createCardEncoder(family: string): CardEncoder & { close(): void } {
  const font = loadCardFont();
  // Only the cards' fonts (font.ts), so every machine draws the same; an empty crop, for which resvg-js keeps the
  // drawn image instead of copying it (the same bytes, test/cards.test.ts; docs/scale.md has the time it saves).
  const options = {
    fitTo: { mode: 'original' },
    font: { fontFiles: [] as string[], loadSystemFonts: false, defaultFontFamily: family },
    crop: { left: 0, top: 0, right: 0, bottom: 0 },
  };
  const drawers = new Set<Worker>();
  return {
    identity: `${versioned('@resvg/resvg-js')} ${font.identity}`,
    measure: font.measure,
    draw(svgs) {
      const cards = svgs.map(() => Promise.withResolvers<Buffer>());
      // A build that fails before it takes a card does not stop on the card's failure.
      for (const card of cards) card.promise.catch(() => {});
      // One drawer while the build renders (a core each), one per core once it waits for a card.
      let [next, parallel, running] = [0, 1, 0];
      // The fallback slices these cards need, which the drawers unpack where the build reads no file.
      const { files, unpack } = font.filesFor(svgs);
      options.font.fontFiles = files;
      const start = () => {
        for (; running < parallel && next < svgs.length; next += BATCH, running++) {
          const [first, batch] = [next, cards.slice(next, next + BATCH)];
          // Rejecting a card already drawn changes nothing: a drawer's failure fails only the cards it left.
          const fail = (reason: string) => {
            for (const card of batch) card.reject(new Error(`card: ${reason}`));
          };
          const workerData = { svgs: svgs.slice(first, first + BATCH), first, options, unpack };
          const drawer = new Worker(new URL('./drawer.ts', import.meta.url), { workerData });
          drawer.on('message', ({ index, ...answer }: Answer) => {
            if ('error' in answer) cards[index]!.reject(new Error(`card: ${answer.error}`));
            else cards[index]!.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
          });
          drawer.on('error', (error) => fail(error.message));
          drawer.on('exit', () => {
            fail('the drawer stopped');
            drawers.delete(drawer);
            running--;
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
      font.close();
    },
  };
}
