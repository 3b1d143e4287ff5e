// The cards' font: DejaVu Sans and its bold from the dejavu-fonts-ttf package, the only font resvg is given, so every
// machine draws the same. Its advance widths tell the layouts how wide a text is before resvg sets it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MeasureText } from '../render/cards/draw.ts';

/** Each character's advance in ems, from the font's `hmtx` table through its Unicode `cmap` (format 4). */
function advances(font: Buffer): Map<number, number> {
  const tables = new Map<string, number>();
  for (let i = 0, at = 12; i < font.readUInt16BE(4); i++, at += 16)
    tables.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  const [head, hhea, hmtx, cmap] = ['head', 'hhea', 'hmtx', 'cmap'].map((tag) => tables.get(tag)!) as number[];
  const [units, metrics] = [font.readUInt16BE(head! + 18), font.readUInt16BE(hhea! + 34)];
  const advance = (glyph: number) => font.readUInt16BE(hmtx! + 4 * Math.min(glyph, metrics - 1)) / units;
  let map = 0;
  for (let i = 0, at = cmap! + 4; i < font.readUInt16BE(cmap! + 2); i++, at += 8)
    if (font.readUInt32BE(at) === 0x30001) map = cmap! + font.readUInt32BE(at + 4);
  if (map === 0 || font.readUInt16BE(map) !== 4) throw new Error('card font: no Unicode cmap of format 4');
  const segments = font.readUInt16BE(map + 6) / 2;
  const [ends, starts] = [map + 14, map + 16 + segments * 2];
  const [deltas, offsets] = [starts + segments * 2, starts + segments * 4];
  const widths = new Map<number, number>();
  for (let s = 0; s < segments; s++) {
    const [delta, offset, start] = [deltas, offsets, starts].map((at) => font.readUInt16BE(at + s * 2)) as number[];
    for (let c = start!; c <= font.readUInt16BE(ends + s * 2) && c !== 0xffff; c++) {
      const raw = offset === 0 ? c : font.readUInt16BE(offsets + s * 2 + offset! + (c - start!) * 2);
      const glyph = raw === 0 ? 0 : (raw + delta!) & 0xffff;
      if (glyph !== 0) widths.set(c, advance(glyph));
    }
  }
  return widths;
}

/** Direction marks and isolates take no room; a character the font lacks counts one em. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** Kerning and joined forms are not read: a little room is kept for them. */
const SLACK = 1.04;

/** The font's files, how wide a text is in it, and its package and version (a part of each card's key). */
export function loadCardFont() {
  const dir = path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
  const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => path.join(dir, 'ttf', name));
  const [regular, bold] = files.map((file) => advances(readFileSync(file)));
  const measure: MeasureText = (text, size, isBold) => {
    let ems = 0;
    for (const char of text)
      if (!INVISIBLE.test(char)) ems += (isBold ? bold : regular)!.get(char.codePointAt(0)!) ?? 1;
    return ems * size * SLACK;
  };
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { files, measure, identity: `dejavu-fonts-ttf@${version}` };
}
