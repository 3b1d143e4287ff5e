// The contract of a bench section: it prints figures through ctx.print and cleans up after itself.
export interface BenchContext {
  models: number;
  runs: number;
  dcdRuns: number;
  keep: boolean;
  /** Rounds of the paired build timings (a round takes a few seconds at the bench's shape, a minute at the large). */
  rounds: number;
  print(line: string): void;
}

export type BenchSection = (ctx: BenchContext) => Promise<void>;
