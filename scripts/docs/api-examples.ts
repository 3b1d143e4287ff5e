// The generated parts of the API reference (docs/api.md): example responses, `_headers` rules and the error table,
// all taken from a build of the sample data so they cannot drift from what the site really answers.
//
//   <!-- example URL [FIELD=N …] [now=DATE] -->   …   <!-- /example -->   the answer to GET URL, each top-level
//                                                                         array FIELD cut to its first N entries
//   <!-- headers PATTERN [now=DATE] -->           …   <!-- /headers -->   the `_headers` rule for PATTERN
//   <!-- error-table [now=DATE] -->  table rows `| GET URL | status | body | when |`  <!-- /error-table -->
//                                                                         status and body cells are refilled
import { formatJson } from './format-json.ts';

/** The build date of every example unless a marker names another: after the sunset and the last sample run. */
export const EXAMPLES_NOW = '2026-11-20';

export interface ExampleAnswer {
  status: number;
  body: string;
}

export interface ExampleSource {
  /** What answers `GET url` in the sample site built at `now`; throws when nothing does. */
  answer(url: string, now: string): ExampleAnswer;
  /** The `_headers` file of the sample site built at `now`. */
  headers(now: string): string;
}

interface MarkerOptions {
  now: string;
  trims: [field: string, count: number][];
}

function parseOptions(text: string, marker: string): MarkerOptions {
  const options: MarkerOptions = { now: EXAMPLES_NOW, trims: [] };
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    const [key, value] = token.split('=');
    if (key === 'now' && value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value)) options.now = value;
    else if (key !== undefined && value !== undefined && /^[a-z_]+$/.test(key) && /^\d+$/.test(value))
      options.trims.push([key, Number(value)]);
    else throw new Error(`${marker}: cannot read option "${token}" (expected FIELD=N or now=YYYY-MM-DD)`);
  }
  return options;
}

/** A body that is not JSON (CSV, Atom, SVG) as text; `lines=N` keeps its first N lines. */
function renderTextExample(url: string, status: number, body: string, options: MarkerOptions): string {
  const notes = [`\`GET ${url}\` → ${status}`];
  if (options.now !== EXAMPLES_NOW) notes.push(`built with \`--now ${options.now}\``);
  let lines = body.replace(/\r\n/g, '\n').trimEnd().split('\n');
  for (const [field, count] of options.trims) {
    if (field !== 'lines') throw new Error(`example ${url}: a text body can only be cut by lines=N`);
    if (lines.length > count) {
      notes.push(`cut to the first ${count} of ${lines.length} lines`);
      lines = lines.slice(0, count);
    }
  }
  return `${notes.join(' · ')}\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\`\n`;
}

function parseJsonBody(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function renderExample(url: string, options: MarkerOptions, source: ExampleSource): string {
  const { status, body } = source.answer(url, options.now);
  const value = parseJsonBody(body);
  if (value === null) return renderTextExample(url, status, body, options);
  const notes = [`\`GET ${url}\` → ${status}`];
  if (options.now !== EXAMPLES_NOW) notes.push(`built with \`--now ${options.now}\``);
  for (const [field, count] of options.trims) {
    const list = value[field];
    if (!Array.isArray(list)) throw new Error(`example ${url}: the body has no array "${field}" to trim`);
    if (list.length > count) {
      value[field] = list.slice(0, count);
      notes.push(`\`${field}\` cut to the first ${count} of ${list.length} entries`);
    }
  }
  return `${notes.join(' · ')}\n\n\`\`\`json\n${formatJson(value)}\n\`\`\`\n`;
}

function renderHeaderRule(pattern: string, options: MarkerOptions, source: ExampleSource): string {
  const block = source
    .headers(options.now)
    .split('\n\n')
    .find((b) => b.startsWith(`${pattern}\n`));
  if (block === undefined) throw new Error(`headers ${pattern}: the site built at ${options.now} has no rule for it`);
  return `\`\`\`text\n${block.trimEnd()}\n\`\`\`\n`;
}

function renderErrorRows(rows: string, options: MarkerOptions, source: ExampleSource): string {
  return rows.replace(/^\| `GET (\S+)` \|[^|\n]*\|[^|\n]*\|(.*)$/gm, (_, url: string, rest: string) => {
    const { status, body } = source.answer(url, options.now);
    return `| \`GET ${url}\` | ${status} | \`${body.trimEnd()}\` |${rest}`;
  });
}

/** The text with every generated block refilled from `source`. */
export function refreshApiExamples(text: string, source: ExampleSource): string {
  return text
    .replace(/<!-- example (\S+)(.*?) -->\n[\s\S]*?<!-- \/example -->/g, (_, url: string, opts: string) => {
      const options = parseOptions(opts, `example ${url}`);
      return `<!-- example ${url}${opts} -->\n${renderExample(url, options, source)}<!-- /example -->`;
    })
    .replace(/<!-- headers (\S+)(.*?) -->\n[\s\S]*?<!-- \/headers -->/g, (_, pattern: string, opts: string) => {
      const options = parseOptions(opts, `headers ${pattern}`);
      return `<!-- headers ${pattern}${opts} -->\n${renderHeaderRule(pattern, options, source)}<!-- /headers -->`;
    })
    .replace(/<!-- error-table(.*?) -->\n([\s\S]*?)<!-- \/error-table -->/g, (_, opts: string, rows: string) => {
      const options = parseOptions(opts, 'error-table');
      return `<!-- error-table${opts} -->\n${renderErrorRows(rows, options, source)}<!-- /error-table -->`;
    });
}

/** Every URL the generated blocks of `text` ask for, in order of appearance, each once. */
export function exampleUrls(text: string): string[] {
  return [...new Set([...text.matchAll(/(?:<!-- example |^\| `GET )(\/\S*?)[ `]/gm)].map((m) => m[1] ?? ''))];
}

/** The dates the generated blocks of `text` are built at. */
export function exampleDates(text: string): string[] {
  return [...new Set([EXAMPLES_NOW, ...[...text.matchAll(/ now=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1] ?? '')])];
}

/** The region of docs/api.md the generated examples live in. */
const API_REGION = { start: '<!-- section:api -->', end: '<!-- /section:api -->' };

export function apiRegionOf(readme: string): { before: string; region: string; after: string } {
  const start = readme.indexOf(API_REGION.start);
  const end = readme.indexOf(API_REGION.end);
  if (start < 0 || end < start)
    throw new Error(`the API reference has no ${API_REGION.start} … ${API_REGION.end} region`);
  return { before: readme.slice(0, start), region: readme.slice(start, end), after: readme.slice(end) };
}
