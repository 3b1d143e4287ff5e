// The contract of a bench section: it prints figures through ctx.print and cleans up after itself.
export interface BenchContext {
  models: number;
  runs: number;
  dcdRuns: number;
  keep: boolean;
  print(line: string): void;
}

export type BenchSection = (ctx: BenchContext) => Promise<void>;
