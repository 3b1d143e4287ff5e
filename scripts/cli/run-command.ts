// How a command starts. `node scripts/build.ts …` runs an entry of two lines that hands this its command's module
// (commands/build.ts); Node runs the TypeScript as it is, stripping its types.
import module from 'node:module';
import type { CommandMain } from './args.ts';

/**
 * Runs a command when `entry` is the file Node was started with (`import.meta.main`, set by its real path
 * whatever links lead there): Node's compile cache switched on, the command's modules loaded, its `main` called
 * with the process's arguments, its code the process's exit code. An entry imported rather than started runs
 * nothing.
 *
 * The cache is switched on before the command's modules load, as it serves only modules loaded after: on Node.js
 * 24 it keeps each module's code with its types stripped and compiled, so a command started again neither strips
 * nor compiles its modules (docs/scale.md, "Start"). It lives where Node keeps it (NODE_COMPILE_CACHE, else the
 * system's temporary folder), keyed by each file's bytes and Node's version.
 */
export async function runCommand(entry: ImportMeta, load: () => Promise<{ main: CommandMain }>): Promise<void> {
  if (!entry.main) return;
  module.enableCompileCache();
  const { main } = await load();
  process.exitCode = await main(process.argv.slice(2));
}
