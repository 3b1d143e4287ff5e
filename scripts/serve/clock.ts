// The serve command's clock, replaceable for tests of the rate limit's rolling window (no minute-long sleeps):
// with LEADERBOARD_SERVE_CLOCK_FILE set, "now" is the number of milliseconds written in that file, read on
// every call. Without it, the monotonic process clock.
import { readFileSync } from 'node:fs';

export const CLOCK_FILE_ENV = 'LEADERBOARD_SERVE_CLOCK_FILE';

export type Clock = () => number;

export function createClock(env: NodeJS.ProcessEnv = process.env): Clock {
  const file = env[CLOCK_FILE_ENV];
  if (file === undefined || file === '') return () => performance.now();
  return () => {
    const now = Number(readFileSync(file, 'utf8').trim());
    if (!Number.isFinite(now)) throw new Error(`${CLOCK_FILE_ENV}: ${file} must hold a number of milliseconds`);
    return now;
  };
}
