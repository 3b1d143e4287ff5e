// Printing validation problems: every one, one per line, warnings first.
import { type DataIssue, formatIssue } from '../data/issues.ts';

/** `outcome` ends the count line: what the command did about the problems ("nothing was written" for a build). */
export function printIssues(
  errors: readonly DataIssue[],
  warnings: readonly DataIssue[],
  dataLabel: string,
  outcome = 'nothing was written',
): void {
  for (const w of warnings) process.stderr.write(`warning: ${formatIssue(w, dataLabel)}\n`);
  for (const e of errors) process.stderr.write(`error: ${formatIssue(e, dataLabel)}\n`);
  if (errors.length > 0) {
    process.stderr.write(`${errors.length} problem${errors.length === 1 ? '' : 's'} in ${dataLabel}; ${outcome}\n`);
  }
}
