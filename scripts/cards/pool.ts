// The thread of one handful of cards: hands them to drawers (drawer.ts) in batches, one drawer at a time while the
// build renders its other files, two once the build waits for a card, and ends when every card is answered. Each
// answer goes back through the build's port and wakes the build, which reads it without turning its event loop
// (encoder.ts).
//
// A drawer draws a batch and ends: resvg-js frees a drawing's pixels (3 MB a card) only when V8 collects the object
// that holds them, and a thread that only draws makes too little garbage for V8 to collect (a worker drawing the
// 315 cards of the large shape one after another held 1 GB). A drawer's end frees all of its batch's.
import { availableParallelism } from 'node:os';
import { type MessagePort, Worker, workerData } from 'node:worker_threads';

/** A card's PNG or why it could not be drawn, by its place in the handful. */
export type Answer = { index: number; png: Uint8Array } | { index: number; error: string };

export interface PoolData {
  svgs: string[];
  /** resvg's options for every card. */
  options: object;
  /** Counts the answers sent: the build sleeps on it. */
  signal: SharedArrayBuffer;
  /** Answers go out; a message in says the build waits for a card. */
  port: MessagePort;
}

/** Cards a drawer draws before it ends: what it holds at its end, about 3 MB a card. */
const BATCH = 8;

const { svgs, options, signal, port } = workerData as PoolData;
const answered = new Int32Array(signal);
let [next, drawers, parallel] = [0, 0, 1];

function send(answer: Answer): void {
  port.postMessage(answer);
  Atomics.add(answered, 0, 1);
  Atomics.notify(answered, 0);
}

function start(): void {
  for (; drawers < parallel && next < svgs.length; next += BATCH) {
    const [first, last] = [next, Math.min(next + BATCH, svgs.length)];
    const left = new Set(Array.from({ length: last - first }, (_, i) => first + i));
    let reason = 'the drawer stopped';
    drawers++;
    const drawer = new Worker(new URL('./drawer.ts', import.meta.url), {
      workerData: { svgs: svgs.slice(first, last), first, options },
    });
    drawer.on('message', (answer: Answer) => {
      left.delete(answer.index);
      send(answer);
    });
    drawer.on('error', (error) => {
      reason = error.message;
    });
    // A drawer that could not draw its batch (resvg failed to load) answers each of its cards with why.
    drawer.on('exit', () => {
      for (const index of left) send({ index, error: reason });
      drawers--;
      if (next < svgs.length) start();
      else if (drawers === 0) port.close();
    });
  }
}

port.on('message', () => {
  parallel = Math.min(2, availableParallelism());
  start();
});
start();
