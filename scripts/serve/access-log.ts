// One line per request once its answer is finished (or the client went away): method, path, status, time.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Long or hostile targets are shortened and escaped so that a log line stays one readable line. */
const MAX_LOGGED_TARGET = 300;

function formatTarget(target: string): string {
  const escaped = target.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this escapes
    /[\u0000-\u001f\u007f-\u009f"\\]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return escaped.length > MAX_LOGGED_TARGET ? `${escaped.slice(0, MAX_LOGGED_TARGET)}…` : escaped;
}

export function logRequests(req: IncomingMessage, res: ServerResponse, write: (line: string) => void): void {
  const started = performance.now();
  res.once('close', () => {
    const ms = (performance.now() - started).toFixed(1);
    const status = res.writableFinished ? String(res.statusCode) : `${res.statusCode}(aborted)`;
    write(`${req.method ?? '-'} ${formatTarget(req.url ?? '')} ${status} ${ms}ms\n`);
  });
}
