// JSON for reading: a value that fits on its line stays on one line, anything longer opens one entry per line.

const INDENT = '  ';

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function format(value: unknown, depth: number, prefixLength: number, width: number): string {
  const flat = inline(value);
  if (depth * INDENT.length + prefixLength + flat.length <= width || value === null || typeof value !== 'object')
    return flat;
  const pad = INDENT.repeat(depth + 1);
  const lines = Array.isArray(value)
    ? value.map((item) => `${pad}${format(item, depth + 1, 0, width)}`)
    : Object.entries(value).map(
        ([k, v]) => `${pad}${JSON.stringify(k)}: ${format(v, depth + 1, JSON.stringify(k).length + 2, width)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${INDENT.repeat(depth)}${close}`;
}

/** Pretty JSON that keeps short objects and arrays on one line (at most `width` characters). */
export function formatJson(value: unknown, width = 130): string {
  return format(value, 0, 0, width);
}
