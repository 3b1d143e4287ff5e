// The run store: what a build holds of its runs beyond their summaries.
//
// Validation returns the runs as plain summaries (run_id, kind, status, published_at) and this store beside them;
// the build reads the runs' lists from it. It owns, for one build:
// - each run's results as columns (result-columns.ts), the models of its results, and the digest of its file;
// - the reading again of a run file whose lists are not held (a file validation let through unparsed, or the
//   cases of a DCD run let go): an explicit call, `results(run)`, never a getter, and it stops the build when the
//   file changed since it was first read.
// What is made of the runs is kept by the stages that make it, not here. A process that builds again (the dev
// loop) makes a new store for each build, so nothing is kept between builds but what the incremental layer owns
// and names (docs/caches.md).
import { RecentMap } from '../lib/recent.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { SPEC_SCORING } from '../schemas/spec-scoring.ts';
import { textOfValidUtf8 } from './decode.ts';
import {
  type DcdResultColumns,
  dcdResultColumns,
  dcdResultsOf,
  type ResultCodec,
  type ResultColumns,
  resultCodec,
} from './result-columns.ts';
import type { DcdCase, DcdResult, DcdRun, DcdRunFile, EvalRun, EvalRunFile, RunResult } from './schema.ts';

/**
 * The bytes of the DCD run files whose cases are kept parsed (their size bounds them): every run in a dataset of
 * the bench's size; at larger scales those read last. Only the latest run's cases are rendered, so the others are
 * let go first, and read again from the file only if asked for.
 */
const CASES_KEPT_BYTES = 32 * 1024 * 1024;

interface StoredRun {
  /** The models of its results in order (a DCD run: of its results and cases). */
  models: readonly string[];
  /** Its digest, where a memo took one (the identity of the file for the incremental build). */
  digest: string | undefined;
  /** Its bytes read again; undefined where the lists are held for the whole build. */
  readAgain: (() => Buffer) | undefined;
  /** Its size in bytes, the weight of its cases among those kept (CASES_KEPT_BYTES). */
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
  /** How results are kept as columns under the build's scoring. */
  readonly #codec: ResultCodec;
  /** DCD runs' cases kept parsed, weighed by the size of their files. */
  readonly #cases = new RecentMap<object, DcdCase[]>(CASES_KEPT_BYTES);
  #sealed: string | null = null;

  /** A store for the runs of a dataset scored by `scoring` (or the same runs as `from`, for another build). */
  constructor(scoring: Scoring | RunStore) {
    const from = scoring instanceof RunStore ? scoring : undefined;
    this.#runs = from === undefined ? new Map() : from.#runs;
    this.#digests = from === undefined ? new Map() : from.#digests;
    this.#codec = from === undefined ? resultCodec(scoring as Scoring) : from.#codec;
  }

  /**
   * A store holding runs given whole (tests and tools that make runs in memory): each run value is its own
   * summary, its lists held for the whole build.
   */
  static holding(
    runs: readonly EvalRunFile[] = [],
    dcdRuns: readonly DcdRunFile[] = [],
    scoring: Scoring = SPEC_SCORING,
  ): RunStore {
    const store = new RunStore(scoring);
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
   * lists and digests shared, the cases kept parsed new.
   */
  forAnotherBuild(): RunStore {
    return new RunStore(this);
  }

  /** Records an evaluation run (validation). */
  addRun(run: EvalRun, source: RunSource): void {
    const results = source.parsed?.results as RunResult[] | undefined;
    this.#add(run, source, results === undefined ? undefined : this.#codec.columns(results));
  }

  /** Records a DCD run (validation); its cases are held while there is room, for the whole build without a file. */
  addDcdRun(run: DcdRun, source: RunSource): void {
    const parsed = source.parsed as DcdRunFile | undefined;
    const stored = this.#add(run, source, parsed === undefined ? undefined : dcdResultColumns(parsed.results));
    if (parsed === undefined) return;
    if (source.readAgain === undefined) stored.cases = parsed.cases;
    else this.#cases.set(run, parsed.cases, source.size);
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
    stored.columns ??= this.#codec.columns(this.#parse(stored).results as RunResult[]);
    return this.#codec.results(stored.columns as ResultColumns, stored.models);
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
    return this.#cases.obtain(
      run,
      () => {
        const again = this.#parse(stored);
        stored.columns ??= dcdResultColumns(again.results as DcdResult[]);
        return again.cases as DcdCase[];
      },
      stored.size,
    );
  }

  /**
   * A validated value's identity for the keys of the incremental build: the digest of the bytes
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
   * the rest of the build can run with every file read failing (the test that it reads none).
   */
  loadAll(): void {
    for (const [run, stored] of this.#runs) {
      if ('kind' in run) this.results(run as EvalRun);
      else stored.cases = this.dcdCases(run as DcdRun);
    }
    this.#sealed = 'every run was loaded (loadAll): nothing may be read from a file any more';
  }
}
