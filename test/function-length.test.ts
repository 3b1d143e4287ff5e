// No function of scripts/ is longer than 100 lines (scripts/bench/ aside): a long unit does several things, and
// its reader has to hold all of them at once. Measured from the function's first line to its last, comments
// included, for every kind of function (declarations, methods, arrows, function expressions).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/fixtures.ts';

const MAX_LINES = 100;

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (relative !== 'scripts/bench') files.push(...(await sourceFiles(relative)));
    } else if (/\.(ts|mts)$/.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name !== undefined) return node.name.getText();
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

/** Every function of a file longer than the limit, as `file:name` and its length. */
function longFunctions(file: string, text: string): { key: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { key: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push({ key: `${file}:${nameOf(node)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the length of functions', () => {
  it(`has no function over ${MAX_LINES} lines in scripts/ outside scripts/bench/`, async () => {
    const long: string[] = [];
    for (const file of await sourceFiles('scripts')) {
      for (const { key, lines } of longFunctions(file, await readFile(path.join(ROOT, file), 'utf8'))) {
        long.push(`${key} (${lines} lines)`);
      }
    }
    expect(long).toEqual([]);
  });

  it('finds a long function, whatever its kind', () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export const arrow = () => {\n${body}\n};\nexport function short() {\n  return 1;\n}\n`;
    expect(longFunctions('probe.ts', text)).toEqual([{ key: 'probe.ts:arrow', lines: MAX_LINES + 2 }]);
  });
});
