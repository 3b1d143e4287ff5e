// Shared command-line handling: strict options, --help on every command, clear usage errors.
import { type ParseArgsConfig, parseArgs } from 'node:util';

export class UsageError extends Error {}

export interface CommandSpec<O extends NonNullable<ParseArgsConfig['options']>> {
  usage: string;
  options: O;
}

/** Parses argv; prints usage and exits on --help; throws UsageError (with the usage) on bad options. */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(spec: CommandSpec<O>, argv: string[]) {
  const options: ParseArgsConfig['options'] = { ...spec.options, help: { type: 'boolean', short: 'h' } };
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${spec.usage}`);
  }
  if (values.help === true) {
    process.stdout.write(`${spec.usage}\n`);
    process.exit(0);
  }
  return values as { [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string };
}

/** What every command module exports as `main`: its arguments in, its exit code out. */
export type CommandMain = (argv: string[]) => Promise<number>;

/**
 * The one shape of a command: `export const main = command(async (argv) => …)` in commands/, started by its
 * entry (scripts/build.ts, cli/run-command.ts), so importing a command runs nothing. The body returns its exit
 * code (0 only when it did its job); a thrown error becomes a message and 1 (2 for a usage error).
 */
export function command(body: CommandMain): CommandMain {
  return async (argv) => {
    try {
      return await body(argv);
    } catch (err) {
      process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
      return err instanceof UsageError ? 2 : 1;
    }
  };
}

export function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new UsageError(`--port: expected an integer 0-65535, found ${JSON.stringify(value)}`);
  return port;
}
