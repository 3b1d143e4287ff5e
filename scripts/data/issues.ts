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

/**
 * `results[3].integrity_label` from ['results', 3, 'integrity_label']. With the file's value, an array item that
 * names a model says which: `results[3] (model "orbit-4").integrity_label`, as the operator thinks of it.
 */
export function formatJsonPath(path: JsonPath, root?: unknown): string {
  let out = '';
  let value: unknown = root;
  for (const key of path) {
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      out += `[${key}]`;
      const model = value !== null && typeof value === 'object' ? (value as { model?: unknown }).model : undefined;
      if (typeof model === 'string' && model.length <= 64) out += ` (model ${JSON.stringify(model)})`;
    } else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** Edit distance, for "did you mean": small strings only. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known field an unknown one was probably meant to be: a prefix of it, or at most 2 edits away. */
function closestField(unknown: string, known: readonly string[]): string | null {
  const lower = unknown.toLowerCase();
  let best: { name: string; score: number } | null = null;
  for (const name of known) {
    const score = name.startsWith(lower) || lower.startsWith(name) ? 0.5 : editDistance(lower, name);
    if (score <= 2 && (best === null || score < best.score)) best = { name, score };
  }
  return best?.name ?? null;
}

// C0 and C1 controls, DEL, line and paragraph separators and bidi controls: anything that could break the line,
// move the cursor or reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it escapes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One clean line: unprintable characters (from file names or data) written as `\u001b` escapes. */
function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `data/runs/42.json → results[3].integrity_label: expected …, found …`, always one line; a file outside the data
 * folder (an import's source, dataLabel null) as it is named.
 */
export function formatIssue(issue: DataIssue, dataLabel: string | null): string {
  const file = dataLabel === null ? issue.file : `${dataLabel.replace(/\/+$/, '')}/${issue.file}`;
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
  record: 'an object',
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
function expectedText(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.message.startsWith('expected ')) return issue.message.slice('expected '.length);
  switch (issue.code) {
    case 'invalid_type':
      // JSON's 1e999 reads as Infinity, which zod's numbers refuse as a type.
      if (issue.expected === 'number' && typeof value === 'number') return 'a finite number';
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

/** The field names the schema knows for the object at `path` (through arrays, nullables and optionals). */
function knownKeysAt(schema: z.ZodType, path: JsonPath): string[] {
  let node: unknown = schema;
  const unwrap = () => {
    for (;;) {
      const def = (node as { def?: { type?: string; innerType?: unknown } }).def;
      if (def?.type === 'nullable' || def?.type === 'optional' || def?.type === 'default') node = def.innerType;
      else return;
    }
  };
  for (const key of path) {
    unwrap();
    const def = (node as { def?: { type?: string; element?: unknown; shape?: Record<string, unknown> } }).def;
    if (typeof key === 'number' && def?.type === 'array') node = def.element;
    else if (def?.type === 'object' && def.shape !== undefined) node = def.shape[String(key)];
    else return [];
  }
  unwrap();
  const shape = (node as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape === undefined ? [] : Object.keys(shape);
}

/** Zod issues of one file → errors (schema violations) and warnings (unknown fields). */
export function issuesFromZod(
  file: string,
  input: unknown,
  zodIssues: readonly z.core.$ZodIssue[],
  schema?: z.ZodType,
) {
  const errors: DataIssue[] = [];
  const warnings: DataIssue[] = [];
  for (const issue of zodIssues) {
    const path = formatJsonPath(issue.path, input);
    if (issue.code === 'unrecognized_keys') {
      const known = schema === undefined ? [] : knownKeysAt(schema, issue.path);
      for (const key of issue.keys) {
        const near = closestField(
          key,
          known.filter((k) => !issue.keys.includes(k)),
        );
        const hint = near === null ? '' : `; did you mean ${JSON.stringify(near)}?`;
        warnings.push({ file, path, message: `unknown field ${JSON.stringify(key)} ignored (never published)${hint}` });
      }
      continue;
    }
    const value = valueAt(input, issue.path);
    // A string over its length limit is described by its length: its text may be megabytes. A check of a key
    // says what it found itself (schema.ts, Ci95).
    const found =
      issue.code === 'custom' && typeof issue.params?.found === 'string'
        ? issue.params.found
        : issue.code === 'too_big' && typeof value === 'string'
          ? `a string of ${value.length.toLocaleString('en-US')} characters`
          : describeFound(value);
    errors.push({ file, path, message: `expected ${expectedText(issue, value)}, found ${found}` });
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
