// The error envelopes of the two API generations (docs/api.md, "Errors"): legacy `{"ok": false, "error"}`, v1
// `{"status": "error", "error"}`. Dependency-free: the host runtimes bundle it.

export type Envelope = 'v1' | 'legacy';

export function errorEnvelope(
  envelope: Envelope,
  error: string,
): { ok: false; error: string } | { status: 'error'; error: string } {
  return envelope === 'v1' ? { status: 'error', error } : { ok: false, error };
}

/** An error body as every file and generated answer carries it: compact JSON and a newline. */
export function errorBodyText(envelope: Envelope, error: string): string {
  return `${JSON.stringify(errorEnvelope(envelope, error))}\n`;
}
