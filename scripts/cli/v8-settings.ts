// The V8 settings of the commands that build (build, start, dev, and the bench's builds): the only runtime
// settings the project makes. Each is kept because leaving it out cost at least 5% of time or memory at one of the
// bench's shapes (docs/scale.md, "V8's settings", has the figures). They are set from inside the process, so
// `npm run build` and `node scripts/build.ts` build alike: V8 reads each of these as it runs.
import v8 from 'node:v8';

const SETTINGS = [
  // V8 lets the heap grow to about four times what is live between two full collections, so most of a large
  // build's peak is garbage: a build renders a run at a time and keeps little live. Twice what is live.
  '--heap-growing-percent=100',
  // V8 allocates straight into the old generation from a place in the code whose objects mostly outlived one young
  // collection. A run's rows live about as long as a young collection takes to come round, so at scale their
  // places were pretenured and every later run's rows died in the old generation, which only a full collection
  // frees.
  '--no-allocation-site-pretenuring',
  // The young generation kept at the size it has when the command starts, once its modules are loaded. Node.js
  // 24 lets V8 grow it, as long as much of it survives, to a size set by the machine's memory (several times
  // Node.js 22's), and a build's short-lived rows then keep it full: its size is added to the peak. The size
  // itself can only be given on the command line (`--max-semi-space-size`), which a plain `node` would not have.
  '--semi-space-growth-factor=1',
];

/** Sets the settings for the whole process, its later threads included; called once, where a command starts. */
export function applyBuildSettings(): void {
  for (const setting of SETTINGS) v8.setFlagsFromString(setting);
}
