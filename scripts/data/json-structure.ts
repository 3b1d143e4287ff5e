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

/** Problems of valid JSON text: each duplicate key with its path, or nesting deeper than MAX_DEPTH. */
export function checkJsonStructure(text: string): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 34 /* " */) {
      const end = stringEnd(text, i);
      if (top?.kind === 'object' && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
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
      i = end;
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
    } else if (c === 44 /* , */ && top !== undefined) {
      if (top.kind === 'array') top.index++;
      else top.expectKey = true;
    }
  }
  return problems;
}
