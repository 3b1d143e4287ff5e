// What a reader of results kept elsewhere (a CSV file, lm-evaluation-harness output) hands the import: one result
// per model, as the run file will hold it, with where each value came from so that a problem names the cell or the
// key a person can fix, never the run file that was not written.
import type { DataIssue } from '../data/issues.ts';

export interface ImportedResult {
  /** The file it came from, as given on the command line. */
  file: string;
  /** Where in the file: `row 4` of a CSV file (the header is row 1), empty for a harness's file (one model each). */
  where: string;
  /** The model's slug. */
  model: string;
  /** The scoring's fields and labels the source gives, by key (null for a missing value). */
  values: Record<string, number | string | null>;
  /** Half-widths of 95% intervals by field key. */
  ci95: Record<string, number>;
  /** Where each member came from in the source: a CSV column's name, a harness's key (`results.arc_easy["acc,none"]`). */
  origins: Record<string, string>;
  /** A model without a file gets one: its name and provider, where the source gives them. */
  name?: string;
  provider?: string;
}

/** A reader's answer: the results it read, and every problem and warning on the way. */
export interface ReadResults {
  results: ImportedResult[];
  errors: DataIssue[];
  warnings: DataIssue[];
}
