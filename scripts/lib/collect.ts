// A full garbage collection asked for where a program knows that most of its heap has just become garbage.
//
// V8 sets the heap's next limit from what its last full collection kept (twice that with the building commands'
// flags, cli/build-options.ts). A collection that runs while a stage is still making its data keeps much of it, and
// the heap may then grow to twice that before the next: the last one during validation kept many times what is
// live once validation has returned, and some builds peaked there (docs/scale.md gives the figures).
import v8 from 'node:v8';
import vm from 'node:vm';

/** Below this the next limit is low anyway, and a collection would cost more than the memory it frees. */
const WORTH_MB = 64;

let collector: (() => void) | undefined;

/**
 * Collects the whole heap now when it holds more than WORTH_MB; answers the MiB it held before and after, or null
 * when it did not collect. (The collector is reached as the `gc` of a new context once `--expose-gc` is set.)
 */
export function collectNow(): { before: number; after: number } | null {
  const before = v8.getHeapStatistics().used_heap_size / 2 ** 20;
  if (before <= WORTH_MB) return null;
  if (collector === undefined) {
    v8.setFlagsFromString('--expose-gc');
    collector = vm.runInNewContext('gc') as () => void;
  }
  collector();
  return { before, after: v8.getHeapStatistics().used_heap_size / 2 ** 20 };
}
