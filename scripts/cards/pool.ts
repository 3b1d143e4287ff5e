// The cards' thread: takes the cards to draw from the build and hands them to drawers (drawer.ts) in batches, one
// drawer at a time while the build renders its other files, two once the build waits for a card. Each answer goes
// back through the build's port and wakes the build, which reads it without turning its event loop (encoder.ts).
//
// A drawer draws a batch and ends: resvg-js frees a drawing's pixels (3 MB a card) only when V8 collects the object
// that holds them, and a thread that only draws makes too little garbage for V8 to collect (a worker drawing the
// 315 cards of the large shape one after another held 1 GB). A drawer's end frees all of its batch's.
import { availableParallelism } from 'node:os';
import { type MessagePort, Worker, workerData } from 'node:worker_threads';

export interface Job {
  id: number;
  svg: string;
}

export type Answer = { id: number; png: Uint8Array } | { id: number; error: string };

export interface PoolData {
  /** resvg's options for every card. */
  options: object;
  /** Counts the answers sent: the build sleeps on it. */
  signal: SharedArrayBuffer;
  /** Jobs and `'wait'` (the build waits for a card) come in, answers go out. */
  port: MessagePort;
}

/** Cards a drawer draws before it ends: what it holds at its end, about 3 MB a card. */
const BATCH = 8;

const { options, signal, port } = workerData as PoolData;
const answered = new Int32Array(signal);
const queue: Job[] = [];
let drawers = 0;
let parallel = 1;

function send(answer: Answer): void {
  port.postMessage(answer);
  Atomics.add(answered, 0, 1);
  Atomics.notify(answered, 0);
}

function next(): void {
  while (drawers < parallel && queue.length > 0) {
    const jobs = queue.splice(0, BATCH);
    const left = new Set(jobs.map((job) => job.id));
    let reason = 'the drawer stopped';
    drawers++;
    const drawer = new Worker(new URL('./drawer.ts', import.meta.url), { workerData: { jobs, options } });
    drawer.on('message', (answer: Answer) => {
      left.delete(answer.id);
      send(answer);
    });
    drawer.on('error', (error) => {
      reason = error.message;
    });
    // A drawer that could not draw its batch (resvg failed to load) answers each card with why.
    drawer.on('exit', () => {
      for (const id of left) send({ id, error: reason });
      drawers--;
      next();
    });
  }
}

port.on('message', (message: Job[] | 'wait') => {
  if (message === 'wait') parallel = Math.min(2, availableParallelism());
  else queue.push(...message);
  next();
});
