// Types for the part of `autocannon` (a dev dependency without its own types) the serve bench uses.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
