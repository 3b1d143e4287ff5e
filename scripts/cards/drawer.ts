// A worker that draws a batch of cards with resvg, each answered as it is drawn, then ends (encoder.ts says why).
// First it unpacks the fallback font slices its cards need that no drawer has unpacked yet (font.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { type Unpack, unpackSlices } from './font.ts';

/** A card's PNG or why it could not be drawn, by its place in the build's list. */
export type Answer = { index: number; png: Uint8Array } | { index: number; error: string };

const { svgs, first, options, unpack } = workerData as {
  svgs: string[];
  first: number;
  options: ResvgRenderOptions;
  unpack: Unpack[];
};
await unpackSlices(unpack);
for (const [i, svg] of svgs.entries()) {
  let answer: Answer;
  try {
    answer = { index: first + i, png: new Resvg(svg, options).render().asPng() };
  } catch (error) {
    answer = { index: first + i, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
}
