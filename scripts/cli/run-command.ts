// How a command starts. `node scripts/build.ts …` runs an entry of two lines that hands this its command's module
// (commands/build.ts); Node runs the TypeScript as it is, stripping its types.
import type { CommandMain } from './args.ts';
// First, so that the command's modules, loaded below, come from Node's compile cache.
import './compile-cache.mjs';

/**
 * Runs a command when `entry` is the file Node was started with (`import.meta.main`, set by its real path
 * whatever links lead there): the command's modules loaded, its `main` called with the process's arguments, its
 * code the process's exit code. An entry imported rather than started runs nothing.
 */
export async function runCommand(entry: ImportMeta, load: () => Promise<{ main: CommandMain }>): Promise<void> {
  if (!entry.main) return;
  const { main } = await load();
  process.exitCode = await main(process.argv.slice(2));
}
