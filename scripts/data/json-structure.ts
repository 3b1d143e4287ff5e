// What JSON.parse lets through: duplicate keys (the last one silently wins) and unbounded nesting (which
// later overflows the stack). One pass over text that JSON.parse has already accepted, so the scanner only
// needs to know strings, brackets, colons and commas.
import { formatJsonPath } from './issues.ts';

/** The data format nests six levels at most (a DCD round result); anything near this limit is not data. */
const MAX_DEPTH = 32;

type Frame =
  | { kind: 'object'; keys: Set<string>; key: string | null; expectKey: boolean }
  | { kind: 'array'; index: number };

function pathOf(stack: Frame[]): (string | number)[] {
  const out: (string | number)[] = [];
  for (const frame of stack) {
    if (frame.kind === 'array') out.push(frame.index);
    else if (frame.key !== null) out.push(frame.key);
  }
  return out;
}

/** Index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote;
    i = quote + 1;
  }
}

/** The characters the scan stops at; everything else (numbers, literals, whitespace) is skipped natively. */
const STRUCTURAL = /[{}[\],"]/g;

/** Colons in a string (a key or a value). */
function colonsIn(text: string): number {
  let count = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) count++;
  return count;
}

/**
 * The colons a parsed value accounts for: one per key, plus those inside its keys and strings; -1 when it nests
 * deeper than MAX_DEPTH. Recursive, depth-bounded, and without an object allocated per node: it visits every
 * value of every data file.
 */
function colonsOf(node: unknown, depth: number): number {
  if (typeof node === 'string') return colonsIn(node);
  if (node === null || typeof node !== 'object') return 0;
  if (depth === MAX_DEPTH) return -1;
  let colons = 0;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const inner = colonsOf(node[i], depth + 1);
      if (inner < 0) return -1;
      colons += inner;
    }
    return colons;
  }
  const record = node as Record<string, unknown>;
  for (const key in record) {
    const inner = colonsOf(record[key], depth + 1);
    if (inner < 0) return -1;
    colons += 1 + colonsIn(key) + inner;
  }
  return colons;
}

/**
 * The fast proof that the text has neither problem, from the parsed value: every colon of the text is either
 * a key's (one per key that survived parsing) or inside a string. A duplicate key loses a key in parsing and
 * leaves one colon unexplained; a `\u003a` escape makes the proof fail too, and then the exact scan decides.
 */
function plainlyFine(text: string, value: unknown): boolean {
  const colons = colonsOf(value, 0);
  return colons >= 0 && colons === colonsIn(text);
}

/** Problems of valid JSON text (`value` is its parse): each duplicate key with its path, or nesting too deep. */
export function checkJsonStructure(text: string, value: unknown): { path: string; message: string }[] {
  if (plainlyFine(text, value)) return [];
  const problems: { path: string; message: string }[] = [];
  const stack: Frame[] = [];
  const scan = new RegExp(STRUCTURAL);
  for (let match = scan.exec(text); match !== null; match = scan.exec(text)) {
    const i = match.index;
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 34 /* " */) {
      const end = stringEnd(text, i);
      if (top?.kind === 'object' && top.expectKey) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        top.key = key;
        top.expectKey = false;
        if (top.keys.has(key)) {
          problems.push({
            path: formatJsonPath(pathOf(stack)),
            message: `expected each key once in an object, found ${JSON.stringify(key)} again`,
          });
        }
        top.keys.add(key);
      }
      scan.lastIndex = end + 1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (stack.length === MAX_DEPTH) {
        return [
          {
            path: formatJsonPath(pathOf(stack)),
            message: `expected at most ${MAX_DEPTH} levels of nested objects and arrays, found deeper nesting`,
          },
        ];
      }
      stack.push(
        c === 123 ? { kind: 'object', keys: new Set(), key: null, expectKey: true } : { kind: 'array', index: 0 },
      );
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      stack.pop();
    } else if (top !== undefined) {
      // a comma
      if (top.kind === 'array') top.index++;
      else top.expectKey = true;
    }
  }
  return problems;
}
