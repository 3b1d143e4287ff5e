// Every file a build publishes as an API answer, against the schema of its kind under the build's scoring (strict:
// a field the schema does not name fails), and as exactly the one serialiser's text of its value; an API-looking
// file without a schema is a gap. Shared by the tests of the sample, the fixtures and the example benchmark.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { htmlSafeJson } from '../../scripts/render/json.ts';
import { responseKindOf, schemaOf } from '../../scripts/schemas/responses.ts';
import type { Scoring } from '../../scripts/schemas/scoring.ts';
import { SPEC_SCORING } from '../../scripts/schemas/spec-scoring.ts';

/**
 * Every problem of every file of a built site, against the schemas of its scoring (the spec's unless given):
 * `path: message` lines (empty when all validate).
 */
export async function schemaProblems(
  outDir: string,
  scoring: Scoring = SPEC_SCORING,
): Promise<{ checked: number; problems: string[] }> {
  const files = (await fg('**/*', { cwd: outDir, dot: true })).sort();
  const problems: string[] = [];
  let checked = 0;
  for (const file of files) {
    const sitePath = `/${file}`;
    const kind = responseKindOf(sitePath);
    if (kind === null) {
      // Not an API answer: pages, scripts, host configuration. Anything else in an API folder is a gap.
      if (/^\/(v1|leaderboard|changes|errors|badges|shields)\/|^\/feed\./.test(sitePath))
        problems.push(`${sitePath}: no schema`);
      continue;
    }
    checked++;
    const schema = schemaOf(kind, scoring);
    if (schema === null) continue;
    const text = await readFile(path.join(outDir, file), 'utf8');
    const value = JSON.parse(text);
    // Rows spliced in pre-serialised must give exactly the bytes the one serialiser gives.
    if (text !== `${htmlSafeJson(value)}\n`) problems.push(`${sitePath}: not the canonical serialisation of its value`);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${sitePath} ${issue.path.join('.')}: ${issue.message}`);
    }
  }
  return { checked, problems };
}
