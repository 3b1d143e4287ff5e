// A worker that draws a batch of cards with resvg, each answered as it is drawn, then ends (pool.ts says why).
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Answer, Job } from './pool.ts';

const { jobs, options } = workerData as { jobs: Job[]; options: ResvgRenderOptions };
for (const { id, svg } of jobs) {
  let answer: Answer;
  try {
    answer = { id, png: new Resvg(svg, options).render().asPng() };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
}
