// The cards' fonts, all from npm packages and the only ones resvg is given, so every machine draws the same: DejaVu
// Sans and its bold (dejavu-fonts-ttf: Latin, Greek, Cyrillic, Arabic, Hebrew…), its advance widths telling the
// layouts how wide a text is before resvg sets it; for what DejaVu lacks, Noto Emoji then Noto Sans SC (Chinese,
// Japanese, Korean), from Fontsource's packages, cut in slices by Unicode range. resvg reads no woff2: the drawers
// unpack the slices a build's cards need (wawoff2) into a folder that lives as long as the build's encoder.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { MeasureText } from '../render/cards/draw.ts';

/** Each character's advance in ems, from the font's `hmtx` table through its full Unicode `cmap` (format 12). */
function advances(font: Buffer): Map<number, number> {
  const tables = new Map<string, number>();
  for (let i = 0, at = 12; i < font.readUInt16BE(4); i++, at += 16)
    tables.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  const [head, hhea, hmtx, cmap] = ['head', 'hhea', 'hmtx', 'cmap'].map((tag) => tables.get(tag)!) as number[];
  const [units, metrics] = [font.readUInt16BE(head! + 18), font.readUInt16BE(hhea! + 34)];
  let map = 0;
  for (let i = 0, at = cmap! + 4; i < font.readUInt16BE(cmap! + 2); i++, at += 8)
    if (font.readUInt32BE(at) === 0x3000a) map = cmap! + font.readUInt32BE(at + 4);
  if (map === 0 || font.readUInt16BE(map) !== 12) throw new Error('card font: no full Unicode cmap (format 12)');
  const widths = new Map<number, number>();
  // Each group maps a range of characters to as many glyphs in a row.
  for (let g = 0, at = map + 16; g < font.readUInt32BE(map + 12); g++, at += 12)
    for (let c = font.readUInt32BE(at), glyph = font.readUInt32BE(at + 8); c <= font.readUInt32BE(at + 4); c++, glyph++)
      if (glyph !== 0) widths.set(c, font.readUInt16BE(hmtx! + 4 * Math.min(glyph, metrics - 1)) / units);
  return widths;
}

/**
 * Direction marks and isolates take no room; a character DejaVu's bold lacks is set in its regular, and one DejaVu
 * lacks is 1.27 em (Noto Emoji) or 1 em (Noto Sans SC).
 */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** Kerning and joined forms are not read: a little room is kept for them. */
const SLACK = 1.04;
const FALLBACKS = ['@fontsource-variable/noto-emoji', '@fontsource-variable/noto-sans-sc'];
const require = createRequire(import.meta.url);
/** An npm package's name and installed version (`@resvg/resvg-js@2.6.2`). */
export const versioned = (name: string) =>
  `${name}@${(require(`${name}/package.json`) as { version: string }).version}`;

/** A fallback slice to unpack: its woff2 file, and where its TrueType goes. */
export type Unpack = { from: string; to: string };

/**
 * Unpacks the slices not unpacked yet (a drawer does, before it draws): written under a name of its thread's, then
 * renamed, so that no drawer reads a slice another is writing; one at a time, as wawoff2 answers with a view of
 * its memory that its next call reuses.
 */
export async function unpackSlices(unpack: readonly Unpack[]): Promise<void> {
  const left = unpack.filter(({ to }) => !existsSync(to));
  // Loading wawoff2 would be a third of the drawer's start: only when a slice is left.
  if (left.length === 0) return;
  const decompress = require('wawoff2/decompress.js') as (woff2: Buffer) => Promise<Uint8Array>;
  for (const { from, to } of left) {
    writeFileSync(`${to}.${threadId}`, await decompress(readFileSync(from)));
    renameSync(`${to}.${threadId}`, to);
  }
}

/** The fonts' files for the build's cards, how wide a text is, their packages and versions (a part of each card's key). */
export function loadCardFont() {
  const dir = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));
  const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => path.join(dir, 'ttf', name));
  const [regular, bold] = files.map((file) => advances(readFileSync(file))) as Map<number, number>[];
  const measure: MeasureText = (text, size, isBold) => {
    let ems = 0;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (!INVISIBLE.test(char))
        ems += (isBold ? bold!.get(code) : undefined) ?? regular!.get(code) ?? (code >= 0x1f000 ? 1.27 : 1);
    }
    return ems * size * SLACK;
  };
  // Each fallback slice in the order resvg is given them: its woff2 file and the code point ranges it holds.
  const slices = FALLBACKS.flatMap((name) =>
    Object.entries(require(`${name}/unicode.json`) as Record<string, string>).map(([key, list]) => ({
      file: require.resolve(`${name}/files/${name.split('/')[1]}-${key.replace(/[[\]]/g, '')}-wght-normal.woff2`),
      ranges: [...list.matchAll(/U\+(\w+)(?:-(\w+))?/g)].map(([, low, high = low]) =>
        [low, high].map((h) => Number.parseInt(h!, 16)),
      ),
    })),
  );
  let folder = '';
  /**
   * DejaVu's files, then for each character DejaVu lacks the first slice that holds it, each with the woff2 file a
   * drawer unpacks it from (drawer.ts): the slices before it lack that character, so resvg takes its glyph from
   * that slice whichever other cards' slices it is given.
   */
  const filesFor = (texts: readonly string[]) => {
    const needed = new Set<number>();
    for (const char of texts.join('')) {
      const code = char.codePointAt(0)!;
      if (code >= 0x80 && !regular!.has(code))
        needed.add(slices.findIndex((s) => s.ranges.some(([low, high]) => code >= low! && code <= high!)));
    }
    needed.delete(-1);
    if (needed.size > 0) folder ||= mkdtempSync(path.join(os.tmpdir(), 'lb-card-fonts-'));
    const unpack = [...needed]
      .sort((a, b) => a - b)
      .map((i) => ({ from: slices[i]!.file, to: path.join(folder, `${i}.ttf`) }));
    return { files: [...files, ...unpack.map((u) => u.to)], unpack };
  };
  const close = () => folder && rmSync(folder, { recursive: true, force: true });
  return { filesFor, measure, close, identity: ['dejavu-fonts-ttf', ...FALLBACKS].map(versioned).join(' ') };
}
