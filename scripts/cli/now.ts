// The build's "now", which decides the v5 sunset (docs/api.md): --now, else SOURCE_DATE_EPOCH (reproducible
// builds), else the clock.
import { UsageError } from './args.ts';

export function resolveNow(
  flag: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  clock = () => new Date(),
): Date {
  if (flag !== undefined) {
    const valid = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)?$/.test(flag);
    const date = new Date(flag.length === 10 ? `${flag}T00:00:00Z` : flag);
    if (!valid || Number.isNaN(date.getTime())) {
      throw new UsageError(
        `--now: expected a date (2026-06-29) or a UTC date-time (2026-06-29T12:00:00Z), found ${JSON.stringify(flag)}`,
      );
    }
    return date;
  }
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch))
      throw new UsageError(`SOURCE_DATE_EPOCH: expected whole seconds since 1970, found ${JSON.stringify(epoch)}`);
    return new Date(Number(epoch) * 1000);
  }
  return clock();
}
