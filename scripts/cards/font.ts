// The cards' font: DejaVu Sans (regular and bold) from the dejavu-fonts-ttf package, so every machine draws the same
// glyphs (no system font is ever loaded). Its advance widths, read from the TrueType tables, tell the card layouts
// how wide a text is before the renderer sets it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MeasureText } from '../render/cards/draw.ts';

export interface CardFont {
  /** The font files the renderer loads. */
  files: readonly string[];
  measure: MeasureText;
  /** A character's advance width in ems, as the renderer places it (undefined for one the font lacks). */
  advance(char: string, bold: boolean): number | undefined;
  /** The package and its version: a part of each card's key. */
  identity: string;
}

/** The folder of an installed package, resolved from this module's place (the compiled launcher lives below node_modules). */
function packageDir(name: string): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Code point → advance width in font units, and the units per em. */
interface Metrics {
  advances: Map<number, number>;
  unitsPerEm: number;
}

/** The advance width of every mapped code point: `cmap` (format 4 or 12), `hmtx`, `hhea`, `head`. */
function readMetrics(font: Buffer): Metrics {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font: no ${tag} table`);
    return at;
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const metricCount = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, metricCount - 1));
  const cmap = table('cmap');
  const subtables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    subtables.set(`${font.readUInt16BE(at)}.${font.readUInt16BE(at + 2)}`, cmap + font.readUInt32BE(at + 4));
  }
  const advances = new Map<number, number>();
  const full = subtables.get('3.10');
  const basic = subtables.get('3.1');
  if (full !== undefined && font.readUInt16BE(full) === 12) {
    const groups = font.readUInt32BE(full + 12);
    for (let g = 0; g < groups; g++) {
      const at = full + 16 + g * 12;
      const [start, end, glyph] = [font.readUInt32BE(at), font.readUInt32BE(at + 4), font.readUInt32BE(at + 8)];
      for (let c = start; c <= end; c++) advances.set(c, advanceOf(glyph + c - start));
    }
  } else if (basic !== undefined && font.readUInt16BE(basic) === 4) {
    const segments = font.readUInt16BE(basic + 6) / 2;
    const ends = basic + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const [start, end] = [font.readUInt16BE(starts + s * 2), font.readUInt16BE(ends + s * 2)];
      const delta = font.readInt16BE(deltas + s * 2);
      const offset = font.readUInt16BE(offsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (offset === 0) glyph = (c + delta) & 0xffff;
        else {
          const raw = font.readUInt16BE(offsets + s * 2 + offset + (c - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) advances.set(c, advanceOf(glyph));
      }
    }
  } else throw new Error('font: no Unicode cmap of format 4 or 12');
  return { advances, unitsPerEm };
}

/** Direction marks and isolates take no room; a character the font lacks is counted wide. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** Kerning and contextual forms are not read: a little room is kept for them. */
const SLACK = 1.04;

export function loadCardFont(): CardFont {
  const dir = packageDir('dejavu-fonts-ttf');
  const files = [path.join(dir, 'ttf', 'DejaVuSans.ttf'), path.join(dir, 'ttf', 'DejaVuSans-Bold.ttf')];
  const [regular, bold] = files.map((f) => readMetrics(readFileSync(f)));
  const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
  const advance = (char: string, isBold: boolean) => {
    const metrics = isBold ? bold! : regular!;
    const units = metrics.advances.get(char.codePointAt(0)!);
    return units === undefined ? undefined : units / metrics.unitsPerEm;
  };
  const measure: MeasureText = (text, size, isBold) => {
    let ems = 0;
    for (const char of text) if (!INVISIBLE.test(char)) ems += advance(char, isBold) ?? 1;
    return ems * size * SLACK;
  };
  return { files, measure, advance, identity: `dejavu-fonts-ttf@${version}` };
}
