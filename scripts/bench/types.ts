// The contract of a bench section: it prints figures through ctx.print and cleans up after itself.
export interface BenchContext {
  models: number;
  runs: number;
  dcdRuns: number;
  keep: boolean;
  /** Rounds of the paired build timings (a round takes a few seconds at the bench's shape, a minute at the large). */
  rounds: number;
  /**
   * Another checkout's build child as a command and its arguments (`--vs`): each round of the build section then
   * makes the same first and weekly builds with it too, and the section prints this code's times against it.
   */
  vs?: readonly string[];
  print(line: string): void;
}

export type BenchSection = (ctx: BenchContext) => Promise<void>;
