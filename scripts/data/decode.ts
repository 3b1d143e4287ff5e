// Strict decoding of a data file: UTF-8 only. A UTF-8 byte order mark is accepted and dropped (editors on
// Windows add one); any other byte order mark, a NUL byte or an invalid byte sequence is a problem with its place.
import { isUtf8 } from 'node:buffer';

const BYTE_ORDER_MARKS: [number[], string][] = [
  [[0x00, 0x00, 0xfe, 0xff], 'UTF-32 (big-endian)'],
  [[0xff, 0xfe, 0x00, 0x00], 'UTF-32 (little-endian)'],
  [[0xfe, 0xff], 'UTF-16 (big-endian)'],
  [[0xff, 0xfe], 'UTF-16 (little-endian)'],
];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when the bytes there are not one. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) =>
    bytes[i + k] !== undefined && bytes[i + k]! >= lo && bytes[i + k]! <= hi;
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0;
  if (b === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((b >= 0xe1 && b <= 0xec) || b === 0xee || b === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (b === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (b === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (b >= 0xf1 && b <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** `line L column C` of a byte offset, the column counted in characters. */
function placeOf(bytes: Uint8Array, offset: number): string {
  let lineStart = 0;
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = [...Buffer.from(bytes.subarray(lineStart, offset)).toString('utf8')].length + 1;
  return `line ${line} column ${column}`;
}

const hex = (b: number) => `0x${b.toString(16).padStart(2, '0')}`;

/** The file's text, or why it is not UTF-8 text (`expected …, found …`). */
export function decodeUtf8(bytes: Buffer): { text: string } | { error: string } {
  for (const [mark, encoding] of BYTE_ORDER_MARKS) {
    if (startsWith(bytes, mark)) {
      return { error: `expected UTF-8 text, found a ${encoding} byte order mark (save the file as UTF-8)` };
    }
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  const nul = body.indexOf(0);
  if (nul !== -1) {
    return { error: `expected UTF-8 text, found a NUL byte at ${placeOf(body, nul)} (is the file UTF-16?)` };
  }
  if (!isUtf8(body)) {
    let i = 0;
    for (let n = sequenceLength(body, i); n > 0; n = sequenceLength(body, i)) i += n;
    return { error: `expected UTF-8 text, found the invalid byte ${hex(body[i]!)} at ${placeOf(body, i)}` };
  }
  return { text: body.toString('utf8') };
}

/** The text of bytes that passed decodeUtf8 before (a data file known valid): no scan again. */
export function textOfValidUtf8(bytes: Buffer): string {
  return (startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes).toString('utf8');
}
