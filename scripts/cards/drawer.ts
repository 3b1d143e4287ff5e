// A worker that draws a batch of cards with resvg, each answered as it is drawn, then ends (pool.ts says why).
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Answer } from './pool.ts';

const { svgs, first, options } = workerData as { svgs: string[]; first: number; options: ResvgRenderOptions };
for (const [i, svg] of svgs.entries()) {
  let answer: Answer;
  try {
    answer = { index: first + i, png: new Resvg(svg, options).render().asPng() };
  } catch (error) {
    answer = { index: first + i, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
}
