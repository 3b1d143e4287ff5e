// What every host engine helper shares: the CI rule for missing engines, free ports, waiting for readiness,
// and stopping only the processes a test started.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe } from 'vitest';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * `describe` for suites that need a host engine. Without it they skip with a visible message, except under
 * CI=true, where they run and fail when starting the engine, so a CI machine without it cannot pass silently.
 */
export function describeEngine(name: string, available: boolean, install: string, body: () => void): void {
  if (available || CI) {
    describe(name, body);
    return;
  }
  console.warn(`SKIPPED "${name}": ${install}`);
  describe.skip(name, body);
}

/** A port that was free a moment ago on 127.0.0.1 (engines that cannot take port 0 get one this way). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface EngineProcess {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts a process in its own process group, so that stopping it also stops the children it started. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): EngineProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls a URL until it answers (any status), or fails with what the engine printed. */
export async function waitForHttp(url: string, engine: EngineProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (engine.child.exitCode !== null)
      throw new Error(`the engine exited with ${engine.child.exitCode}:\n${engine.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${engine.output()}`);
}
