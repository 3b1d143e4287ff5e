// Validation problems as data ({ file, path, message }) and their one-line rendering.
import type { z } from 'zod';

export interface DataIssue {
  /** File relative to the data folder, posix separators: `runs/42.json`. */
  file: string;
  /** JSON path inside the file (`results[3].integrity_label`), empty for the whole file. */
  path: string;
  /** `expected …, found …`, or a warning sentence. */
  message: string;
}

type JsonPath = ReadonlyArray<PropertyKey>;

/** `results[3].integrity_label` from ['results', 3, 'integrity_label']. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

// C0 and C1 controls, DEL, line and paragraph separators and bidi controls: anything that could break the line,
// move the cursor or reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it escapes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One clean line: unprintable characters (from file names or data) written as `\u001b` escapes. */
function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `data/runs/42.json → results[3].integrity_label: expected …, found …`, always one line. */
export function formatIssue(issue: DataIssue, dataLabel: string): string {
  const file = `${dataLabel.replace(/\/+$/, '')}/${issue.file}`;
  return printable(issue.path === '' ? `${file}: ${issue.message}` : `${file} → ${issue.path}: ${issue.message}`);
}

const MISSING = Symbol('missing');

function valueAt(root: unknown, path: JsonPath): unknown {
  let value: unknown = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !(key in value)) return MISSING;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A short, unambiguous description of a JSON value for `found …`. */
function describeFound(value: unknown): string {
  if (value === MISSING || value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const json = JSON.stringify(value);
    return json.length > 60 ? `${json.slice(0, 57)}…"` : json;
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

const TYPE_NAMES: Record<string, string> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  object: 'an object',
  array: 'an array',
  boolean: 'true or false',
};

function bound(issue: { origin?: unknown; inclusive?: boolean }, op: '≥' | '≤', value: unknown): string {
  const strict = issue.inclusive === false ? (op === '≥' ? '>' : '<') : op;
  if (issue.origin === 'string') return `a string of ${strict} ${String(value)} characters`;
  if (issue.origin === 'array') return `an array of ${strict} ${String(value)} items`;
  return `a number ${strict} ${String(value)}`;
}

/** What the schema wanted, in words. Custom schema messages already start with "expected". */
function expectedText(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('expected ')) return issue.message.slice('expected '.length);
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected] ?? issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'too_small':
      return bound(issue, '≥', issue.minimum);
    case 'too_big':
      return bound(issue, '≤', issue.maximum);
    case 'invalid_format':
      return `a ${issue.format}`;
    case 'invalid_union':
      return 'a number or a string';
    default:
      return issue.message;
  }
}

/** Zod issues of one file → errors (schema violations) and warnings (unknown fields). */
export function issuesFromZod(file: string, input: unknown, zodIssues: readonly z.core.$ZodIssue[]) {
  const errors: DataIssue[] = [];
  const warnings: DataIssue[] = [];
  for (const issue of zodIssues) {
    const path = formatJsonPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        warnings.push({ file, path, message: `unknown field ${JSON.stringify(key)} ignored (never published)` });
      }
      continue;
    }
    const value = valueAt(input, issue.path);
    // A string over its length limit is described by its length: its text may be megabytes.
    const found =
      issue.code === 'too_big' && typeof value === 'string'
        ? `a string of ${value.length.toLocaleString('en-US')} characters`
        : describeFound(value);
    errors.push({ file, path, message: `expected ${expectedText(issue)}, found ${found}` });
  }
  return { errors, warnings };
}

/** Removes the unknown keys that zod reported, so the strict schema accepts what is left. */
export function stripUnknownKeys(input: unknown, zodIssues: readonly z.core.$ZodIssue[]): unknown {
  const copy: unknown = structuredClone(input);
  for (const issue of zodIssues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const target = valueAt(copy, issue.path);
    if (target !== null && typeof target === 'object') {
      for (const key of issue.keys) delete (target as Record<string, unknown>)[key];
    }
  }
  return copy;
}
