// The run store: what a build holds of its runs beyond their summaries, and everything it keeps while it renders.
//
// Validation returns the runs as plain summaries (run_id, kind, status, published_at) and this store beside them;
// the pipeline carries it on the build context. It owns, for one build:
// - each run's results as columns (result-columns.ts), the models of its results, and the digest of its file;
// - the reading again of a run file whose lists are not held (a file validation let through unparsed, or the
//   cases of a DCD run let go): an explicit call, `results(run)`, never a getter, and it stops the build when the
//   file changed since it was first read;
// - every per-build cache and run window, by name (WINDOWS and KEPT below): the one place that says what a build
//   keeps and for how long. A process that builds again (the dev loop) makes a new store for each build, so
//   nothing is kept between builds but what the incremental layer owns and names (docs/caches.md).
import { RecentMap } from '../lib/recent.ts';
import { textOfValidUtf8 } from './decode.ts';
import {
  type DcdResultColumns,
  dcdResultColumns,
  dcdResultsOf,
  type ResultColumns,
  resultColumns,
  resultsOf,
} from './result-columns.ts';
import type { DcdCase, DcdResult, DcdRun, DcdRunFile, EvalRun, EvalRunFile, RunResult } from './schema.ts';

/**
 * The run windows: how many of the most recently used entries each cache keeps (bytes for `dcd-cases`). What a
 * build computes per run is kept while the runs near it are rendered, then let go, so memory follows the size of
 * a run, not the number of runs; every section renders a run's files before the next run's (render/site.ts),
 * which keeps the hits high, and a miss only means computing again. docs/scale.md has the measurements behind
 * each number.
 */
export const WINDOWS = {
  /**
   * Snapshots of the runs rendered last (compute/snapshots.ts): the run being rendered and those it is compared
   * with (the previous full run, the week before), with room for partial runs between them. More would hold
   * every snapshot long enough to be promoted to the old generation.
   */
  snapshots: 8,
  /**
   * Snapshots of the latest runs, kept once made: the feeds (the last 50 full runs), the model pages (52) and the
   * profiles read them again after every run is rendered. A year of weekly runs, with room for partial runs.
   */
  'latest-snapshots': 64,
  /** Each recent run's results by model and their scores, read by the snapshots of the runs around it. */
  'scored-runs': 8,
  /**
   * Rankings by every key asked for (compute/leaderboard.ts): a run's files rank it by each dimension and rank
   * the previous full run again; the sections that walk back over the latest runs rank each by one field. Kept for
   * the runs ranked last, not as long as a snapshot: the latest snapshots' rankings by every dimension are large.
   */
  rankings: 8,
  /**
   * Serialised leaderboard rows of the runs rendered last, beside the latest run's (render/leaderboard-rows.ts).
   * More would hold each row's text, flattened by the writer, past its run.
   */
  'leaderboard-rows': 1,
  /** Weeks whose changes are kept (compute/weekly-changes.ts): a week's API file and its page are rendered together. */
  'weekly-changes': 4,
  /** Main leaderboards a DCD run is compared with (compute/dcd/context.ts): asked for while the run is at hand. */
  'dcd-comparisons': 4,
  /** DCD rankings (compute/dcd/runs.ts): the run at hand and the latest. */
  'dcd-rankings': 2,
  /**
   * The cases of DCD runs kept parsed, by the size of their files (which bounds them): every run in a dataset of
   * the bench's size; at larger scales those read last. Only the latest run's cases are rendered, so the others
   * are let go first, and read again from the file only if asked for.
   */
  'dcd-cases': 32 * 1024 * 1024,
} as const;

export type WindowName = keyof typeof WINDOWS;

/** Values made once per build and kept to its end (or until released): each is named here. */
export type KeptName =
  /** The DCD runs scored and the comparisons with the main leaderboard (compute/dcd/context.ts). */
  | 'dcd-context'
  /** The latest published DCD run, ranked, for the model pages (render/pages/dcd-latest.ts). */
  | 'latest-dcd'
  /** Each model's recent history (compute/model-history.ts). */
  | 'model-histories'
  /** The serialised leaderboard rows, released once every file is rendered (render/leaderboard-rows.ts). */
  | 'leaderboard-rows';

interface StoredRun {
  /** The models of its results in order (a DCD run: of its results and cases). */
  models: readonly string[];
  /** Its digest, where a memo took one (the identity of the file for the incremental build). */
  digest: string | undefined;
  /** Its bytes read again; undefined where the lists are held for the whole build. */
  readAgain: (() => Buffer) | undefined;
  /** Its size in bytes, the weight of its cases in the `dcd-cases` window. */
  size: number;
  columns: ResultColumns | DcdResultColumns | undefined;
  /** A DCD run's cases held for the whole build (its file cannot be read again as it was validated). */
  cases?: DcdCase[];
}

/** What validation hands the store of one run file. */
export interface RunSource {
  models: readonly string[];
  digest: string | undefined;
  size: number;
  /** The file's bytes read again, or undefined when `parsed` must be held (a file whose unknown fields were dropped). */
  readAgain: (() => Buffer) | undefined;
  /** The file's value where validation parsed it. */
  parsed?: EvalRunFile | DcdRunFile | Record<string, unknown>;
}

export class RunStore {
  readonly #runs: Map<object, StoredRun>;
  readonly #digests: Map<object, string>;
  readonly #kept = new Map<KeptName, unknown>();
  readonly #windows = new Map<string, RecentMap<unknown, unknown>>();
  #sealed: string | null = null;

  constructor(from?: RunStore) {
    this.#runs = from === undefined ? new Map() : from.#runs;
    this.#digests = from === undefined ? new Map() : from.#digests;
  }

  /**
   * A store holding runs given whole (tests and tools that make runs in memory): each run value is its own
   * summary, its lists held for the whole build.
   */
  static holding(runs: readonly EvalRunFile[] = [], dcdRuns: readonly DcdRunFile[] = []): RunStore {
    const store = new RunStore();
    const source = (run: EvalRunFile | DcdRunFile): RunSource => ({
      models: run.results.map((r) => r.model),
      digest: undefined,
      size: 0,
      readAgain: undefined,
      parsed: run,
    });
    for (const run of runs) store.addRun(run, source(run));
    for (const run of dcdRuns) store.addDcdRun(run, source(run));
    return store;
  }

  /**
   * The same runs for another build of the same data (the bench renders one dataset at several dates): their
   * lists and digests shared, every cache and window new.
   */
  forAnotherBuild(): RunStore {
    return new RunStore(this);
  }

  /** Records an evaluation run (validation). */
  addRun(run: EvalRun, source: RunSource): void {
    const results = source.parsed?.results as RunResult[] | undefined;
    this.#add(run, source, results === undefined ? undefined : resultColumns(results));
  }

  /** Records a DCD run (validation); its cases are held while there is room, for the whole build without a file. */
  addDcdRun(run: DcdRun, source: RunSource): void {
    const parsed = source.parsed as DcdRunFile | undefined;
    const stored = this.#add(run, source, parsed === undefined ? undefined : dcdResultColumns(parsed.results));
    if (parsed === undefined) return;
    if (source.readAgain === undefined) stored.cases = parsed.cases;
    else this.#caseWindow().set(run, parsed.cases, source.size);
  }

  #add(run: object, source: RunSource, columns: StoredRun['columns']): StoredRun {
    const { models, digest, readAgain, size } = source;
    const stored: StoredRun = { models, digest, readAgain, size, columns };
    this.#runs.set(run, stored);
    if (source.digest !== undefined) this.#digests.set(run, source.digest);
    return stored;
  }

  /** Records the digest of the file another validated value (site, model, incident) was read from. */
  addDigest(value: object, digest: string): void {
    this.#digests.set(value, digest);
  }

  #stored(run: object): StoredRun {
    const stored = this.#runs.get(run);
    if (stored === undefined) throw new Error('run store: a run that validation did not record');
    return stored;
  }

  /** The file of a run parsed again (its lists were not held). */
  #parse(stored: StoredRun): Record<string, unknown> {
    if (stored.readAgain === undefined) throw new Error('run store: a run without its lists or its file');
    if (this.#sealed !== null) throw new Error(`run store: ${this.#sealed}`);
    return JSON.parse(textOfValidUtf8(stored.readAgain())) as Record<string, unknown>;
  }

  /** The models of an evaluation run's results, in order, without reading the results. */
  models(run: EvalRun): readonly string[] {
    return this.#stored(run).models;
  }

  /**
   * An evaluation run's results as the schema gives them (keys in its order). Reads the run file again the first
   * time where validation let it through unparsed; its columns are held from then on.
   */
  results(run: EvalRun): RunResult[] {
    const stored = this.#stored(run);
    stored.columns ??= resultColumns(this.#parse(stored).results as RunResult[]);
    return resultsOf(stored.columns as ResultColumns, stored.models);
  }

  /** A DCD run's results; read from its file (with its cases) where they are not held. */
  dcdResults(run: DcdRun): DcdResult[] {
    const stored = this.#stored(run);
    if (stored.columns === undefined) this.dcdCases(run);
    return dcdResultsOf(stored.columns as DcdResultColumns);
  }

  /** A DCD run's cases; read from its file where they are not held (and kept while there is room). */
  dcdCases(run: DcdRun): DcdCase[] {
    const stored = this.#stored(run);
    if (stored.cases !== undefined) return stored.cases;
    return this.#caseWindow().obtain(
      run,
      () => {
        const again = this.#parse(stored);
        stored.columns ??= dcdResultColumns(again.results as DcdResult[]);
        return again.cases as DcdCase[];
      },
      stored.size,
    );
  }

  #caseWindow(): RecentMap<object, DcdCase[]> {
    return this.window<object, DcdCase[]>('dcd-cases');
  }

  /**
   * A validated value's identity for the keys of the incremental build (render/reuse.ts): the digest of the bytes
   * of its file, known wherever a memo took it (every build with caches, the only ones that key anything), else
   * its value as JSON, a run's with its lists (tests).
   */
  identityOf(value: object): string {
    const digest = this.#digests.get(value);
    if (digest !== undefined) return digest;
    const stored = this.#runs.get(value);
    if (stored === undefined) return JSON.stringify(value);
    if ('kind' in value) return JSON.stringify({ ...value, results: this.results(value as EvalRun) });
    const run = value as DcdRun;
    return JSON.stringify({ ...run, results: this.dcdResults(run), cases: this.dcdCases(run) });
  }

  /** The bytes the held columns take (the bench's memory figures). */
  columnBytes(): number {
    let bytes = 0;
    for (const { columns } of this.#runs.values()) {
      if (columns === undefined) continue;
      bytes += 'scores' in columns ? columns.scores.byteLength + columns.labels.byteLength : columns.figures.byteLength;
    }
    return bytes;
  }

  /**
   * Reads every run's lists now and holds them for the whole build, then refuses to read a file: after this,
   * compute and render can run with every file read failing (the test that they read none).
   */
  loadAll(): void {
    for (const [run, stored] of this.#runs) {
      if ('kind' in run) this.results(run as EvalRun);
      else stored.cases = this.dcdCases(run as DcdRun);
    }
    this.#sealed = 'every run was loaded (loadAll): nothing may be read from a file any more';
  }

  /** The window of this name (WINDOWS), made the first time it is asked for. */
  window<K, V>(name: WindowName): RecentMap<K, V> {
    let window = this.#windows.get(name);
    if (window === undefined) {
      window = new RecentMap(WINDOWS[name]);
      this.#windows.set(name, window);
    }
    return window as RecentMap<K, V>;
  }

  /** The value of this name (KeptName), made by `make` the first time it is asked for and kept to the build's end. */
  kept<T>(name: KeptName, make: () => T): T {
    if (this.#kept.has(name)) return this.#kept.get(name) as T;
    const value = make();
    this.#kept.set(name, value);
    return value;
  }

  /** Lets go of a kept value before the build ends. */
  release(name: KeptName): void {
    this.#kept.delete(name);
    this.#windows.delete(name);
  }
}
