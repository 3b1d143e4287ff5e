// Validation problems as GitHub Actions annotations (`::error file=…,line=…::…`): a pull request's checks show
// each one on the offending file, at the line of the field it names (the closest enclosing field when the named
// one is missing; the line and column of a syntax error as the parser gave them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DataIssue, formatIssue } from '../data/issues.ts';

type JsonPath = (string | number)[];

/** ['results', 3, 'integrity_label'] from `results[3] (model "orbit-4").integrity_label`. */
export function parseIssuePath(text: string): JsonPath {
  const bare = text.replace(/ \(model "(?:[^"\\]|\\.)*"\)/g, '');
  return [...bare.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] === undefined ? m[2]! : Number(m[1])));
}

/**
 * The offset of every value of a JSON text by its path (an object member's at its key, where a reader looks).
 * A text that does not parse gives what was found before the fault.
 */
function offsetsOf(text: string): Map<string, number> {
  const at = new Map<string, number>();
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (where: JsonPath, depth: number): void => {
    if (depth > 64) throw new Error('too deep');
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      for (;;) {
        space();
        if (text[i] === '}' || i >= text.length) break;
        const keyAt = i;
        const key = string();
        at.set(JSON.stringify([...where, key]), keyAt);
        space();
        i++; // ':'
        value([...where, key], depth + 1);
        space();
        if (text[i] !== ',') break;
        i++;
      }
      i++;
    } else if (c === '[') {
      i++;
      for (let index = 0; ; index++) {
        space();
        if (text[i] === ']' || i >= text.length) break;
        at.set(JSON.stringify([...where, index]), i);
        value([...where, index], depth + 1);
        space();
        if (text[i] !== ',') break;
        i++;
      }
      i++;
    } else if (c === '"') string();
    else while (i < text.length && !',]} \t\r\n'.includes(text[i]!)) i++;
  };
  try {
    value([], 0);
  } catch {
    // What was found so far stands.
  }
  return at;
}

/** The 1-based line of the field `path` names in `text` (or of its closest enclosing field); 1 for the whole file. */
export function lineOf(text: string, jsonPath: JsonPath): number {
  const at = offsetsOf(text);
  for (let n = jsonPath.length; n > 0; n--) {
    const offset = at.get(JSON.stringify(jsonPath.slice(0, n)));
    if (offset !== undefined) return text.slice(0, offset).split('\n').length;
  }
  return 1;
}

/** Workflow-command escaping: the message's and the properties' own rules. */
const escapeData = (s: string) => s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (s: string) => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** One `::error` or `::warning` line per problem, for a GitHub Actions log. `dataDir` as given to the command. */
export async function annotations(
  errors: readonly DataIssue[],
  warnings: readonly DataIssue[],
  dataDir: string,
): Promise<string[]> {
  const texts = new Map<string, string | null>();
  const textOf = async (file: string) => {
    if (!texts.has(file)) texts.set(file, await readFile(path.join(dataDir, file), 'utf8').catch(() => null));
    return texts.get(file) ?? null;
  };
  const lines: string[] = [];
  for (const [level, list] of [
    ['warning', warnings],
    ['error', errors],
  ] as const) {
    for (const issue of list) {
      const file = path.posix.join(dataDir.split(path.sep).join('/'), issue.file);
      const syntax = /at line (\d+) column (\d+)/.exec(issue.message);
      const text = await textOf(issue.file);
      const place = syntax
        ? `,line=${syntax[1]},col=${syntax[2]}`
        : text === null
          ? ''
          : `,line=${lineOf(text, parseIssuePath(issue.path))}`;
      const title = issue.path === '' ? 'data file' : issue.path;
      lines.push(
        `::${level} file=${escapeProperty(file)}${place},title=${escapeProperty(title)}::${escapeData(formatIssue(issue, dataDir))}`,
      );
    }
  }
  return lines;
}
