// Reads the request/answer examples of one section of the reference (docs/) so tests can replay them against a
// real server.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReadmeExample {
  /** Path and query, as written after `GET `. */
  url: string;
  status: number;
  /** Body excerpt split at `…`: each fragment must appear in the body, in this order. */
  fragments: string[];
}

/** Fenced `text` blocks of `<!-- section:NAME -->` whose first line is `GET <url>` and second a status code. */
export function readReadmeExamples(section: string, file: string): ReadmeExample[] {
  const readme = path.resolve(import.meta.dirname, '../..', file);
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(`<!-- section:${section} -->`);
  const end = text.indexOf(`<!-- /section:${section} -->`);
  if (start < 0 || end < start) throw new Error(`${file} has no section ${section}`);
  const blocks = [...text.slice(start, end).matchAll(/```text\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? '');
  return blocks.flatMap((block) => {
    const [request, status, ...body] = block.split('\n');
    const url = /^GET (\S+)$/.exec(request ?? '')?.[1];
    if (url === undefined) return [];
    return [
      {
        url,
        status: Number(status),
        fragments: body
          .join('\n')
          .split('…')
          .filter((f) => f.length > 0),
      },
    ];
  });
}

/** Where the fragments stop appearing in order, or null when they all do. */
export function findMissingFragment(body: string, fragments: readonly string[]): string | null {
  let from = 0;
  for (const fragment of fragments) {
    const at = body.indexOf(fragment, from);
    if (at < 0) return fragment;
    from = at + fragment.length;
  }
  return null;
}
