// Shared command-line handling: strict options, --help on every command, clear usage errors.
import { type ParseArgsConfig, parseArgs } from 'node:util';

export class UsageError extends Error {}

export interface CommandSpec<O extends NonNullable<ParseArgsConfig['options']>> {
  usage: string;
  options: O;
}

/** Parses argv; prints usage and exits on --help; throws UsageError (with the usage) on bad options. */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(
  spec: CommandSpec<O>,
  argv = process.argv.slice(2),
) {
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

/** Runs a command's main function and turns thrown errors into a message and exit code. */
export function runCommand(main: () => Promise<number | undefined>): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = err instanceof UsageError ? 2 : 1;
    },
  );
}

export function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new UsageError(`--port: expected an integer 0-65535, found ${JSON.stringify(value)}`);
  return port;
}
