// A file of the build as an answer: opened first, then described and streamed from the open descriptor, so a
// rebuild that removes the file meanwhile cannot cut the answer short (the bytes stay readable until it is
// closed). Validators for conditional requests (ETag, Last-Modified → 304), HEAD without a body, whole bodies
// only (no ranges: a partial answer would need headers of its own). A client that aborts frees the file at once.
import { open } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { assetContentType } from '../render/assets.ts';

/** What became of a file by the time it was opened. */
export type SendResult = 'sent' | 'gone';

/** A weak validator from the file as written: any rewrite changes its size or modification time. */
function etagOf(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since; weak comparison for GET and HEAD. */
function notModified(headers: IncomingHttpHeaders, etag: string, mtimeMs: number): boolean {
  const match = headers['if-none-match'];
  if (match !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

export async function sendFile(
  out: ServerResponse,
  request: { method: string; headers: IncomingHttpHeaders },
  file: string,
  status: number,
  headers: Record<string, string>,
): Promise<SendResult> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  try {
    const info = await handle.stat();
    const etag = etagOf(info.size, info.mtimeMs);
    const all: Record<string, string> = {
      'Content-Type': assetContentType(file),
      ...headers,
      ETag: etag,
      'Last-Modified': new Date(info.mtimeMs).toUTCString(),
    };
    // An error answer is sent whole, never as "not modified".
    if (status === 200 && notModified(request.headers, etag, info.mtimeMs)) {
      delete all['Content-Type'];
      out.writeHead(304, all);
      out.end();
      await handle.close();
      return 'sent';
    }
    out.writeHead(status, { ...all, 'Content-Length': String(info.size) });
    if (request.method === 'HEAD' || info.size === 0) {
      out.end();
      await handle.close();
      return 'sent';
    }
    // pipeline, not pipe: a client that goes away mid-answer destroys the stream, which closes the file at once
    // (a piped stream would wait paused, its descriptor open, until garbage collection).
    pipeline(handle.createReadStream(), out, () => {});
    return 'sent';
  } catch (err) {
    await handle.close();
    throw err;
  }
}
