// The V8 settings of the commands that build (build, start, dev, and the bench's builds): the only runtime
// settings the project makes. Each is kept because `npm run bench` showed it gain at least 5% of time or memory at
// one of its shapes (docs/scale.md, "V8's settings", has the figures). They are set from inside the process, so
// `npm run build` and `node scripts/build.ts` build alike, and V8 reads each as it runs: the command line's
// flags (`--max-semi-space-size`) would be lost to a plain `node`.
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
  // The young generation kept at the size it has when the command starts, once its modules are loaded (8 to
  // 16 MiB a semi-space). V8 grows it as long as much of it survives, up to 64 MiB a semi-space on a machine of
  // 24 GiB: a build's short-lived rows then hold that much garbage more than once over, in every thread.
  '--semi-space-growth-factor=1',
];

/** Sets the settings for the whole process, its later threads included; called once, where a command starts. */
export function applyBuildSettings(): void {
  for (const setting of SETTINGS) v8.setFlagsFromString(setting);
}
