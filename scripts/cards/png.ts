// How a card is drawn: its SVG to pixels by resvg, the pixels to a PNG file written here rather than by the
// renderer (8-bit indexed when an image has at most 256 colours, all opaque: a card's are its palette's and the
// shades of their edges; 8-bit RGBA otherwise; no filter, zlib's fastest settings, the same bytes on every machine).
//
// A card is drawn in bands of rows, each an SVG of its own: a view of its rows holding the card's elements that may
// paint them. The card's layout says where it may be cut (the root's `data-bands`, render/cards/draw.ts): a weekly
// build changes a model's figures and sparkline, at the foot of its card, so the band above holds the same elements
// as last week. Each band's rows are compressed on their own and kept for the next build, and the PNG is put
// together from its bands' compressed rows: a band that did not change is neither drawn nor compressed again.
//
// The encoder's worker runs the source text of these functions (scripts/cards/encoder.ts): each calls only the
// others of this module.

/** resvg as drawCard uses it. */
interface Renderer {
  render(): { pixels: Uint8Array; width: number; height: number };
  toString(): string;
}

/** What the PNG writer takes from node:zlib. */
export interface Zlib {
  deflateSync(data: Uint8Array, options: { level: number; strategy: number }): Uint8Array;
  deflateRawSync(data: Uint8Array, options: { level: number; strategy: number; finishFlush: number }): Uint8Array;
  constants: { Z_DEFAULT_STRATEGY: number; Z_RLE: number; Z_SYNC_FLUSH: number };
  crc32(data: Uint8Array, value?: number): number;
}

/**
 * An indexed image's palette: its colours in the order they first appear, row by row, and an open-addressed table
 * from a pixel (its four bytes as one 32-bit word) to its index.
 */
export interface Palette {
  keys: Int32Array;
  indices: Int16Array;
  /** The colours as pixels (32-bit words), in index order. */
  colours: Int32Array;
  /** The colours as the PNG's palette has them (RGB), in index order. */
  rgb: Uint8Array;
  count: number;
}

export function newPalette(): Palette {
  return {
    keys: new Int32Array(4096),
    indices: new Int16Array(4096).fill(-1),
    colours: new Int32Array(256),
    rgb: new Uint8Array(768),
    count: 0,
  };
}

/**
 * The index of the colour `pixel` in `palette`, given the next one when it is new; -1 when it is new and the
 * palette is full, or new and not opaque (its red, green, blue and alpha are `bytes` from `at`).
 */
export function paletteIndex(palette: Palette, pixel: number, bytes: ArrayLike<number>, at: number): number {
  const { keys, indices } = palette;
  let slot = Math.imul(pixel, 0x9e3779b1) >>> 20;
  while (indices[slot]! >= 0 && keys[slot] !== pixel) slot = (slot + 1) & 4095;
  if (indices[slot]! >= 0) return indices[slot]!;
  if (palette.count === 256 || bytes[at + 3] !== 255) return -1;
  const index = palette.count++;
  keys[slot] = pixel;
  indices[slot] = index;
  palette.colours[index] = pixel;
  palette.rgb[index * 3] = bytes[at]!;
  palette.rgb[index * 3 + 1] = bytes[at + 1]!;
  palette.rgb[index * 3 + 2] = bytes[at + 2]!;
  return index;
}

/**
 * The rows of an image of opaque pixels (resvg's RGBA) as indices into `palette` (which gains the colours it did not
 * have), each row after its filter byte (0, none), and their Adler-32 (zlib's checksum, summed row by row as they are
 * made); null for a pixel not opaque or a palette that would pass 256 colours. A row equal to the one above takes
 * its indices and its sums; a run of one colour looks it up once.
 */
export function indexedRows(
  rgba: Uint8Array,
  width: number,
  height: number,
  palette: Palette,
  scratch: (size: number) => Uint8Array,
): { rows: Uint8Array; adler: number } | null {
  const stride = width * 4;
  // (A copy when not 4-byte aligned: the pixels are read as 32-bit words.)
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : new Uint8Array(rgba);
  const pixels = new Int32Array(aligned.buffer, aligned.byteOffset, width * height);
  const bytes = Buffer.from(aligned.buffer, aligned.byteOffset, aligned.length);
  const rows = scratch((width + 1) * height);
  let last = pixels[0]!;
  let index = paletteIndex(palette, last, bytes, 0);
  if (index < 0) return null;
  let at = 0;
  // Adler-32: a is 1 plus the sum of the bytes, b the sum of the a's; a row adds its sum to a, and to b its length
  // times a plus its bytes each weighted by how many bytes are left from it to the row's end.
  let a = 1;
  let b = 0;
  let sum = 0;
  let weighted = 0;
  for (let y = 0, i = 0; y < height; y++) {
    rows[at++] = 0;
    if (y > 0 && bytes.compare(bytes, y * stride, (y + 1) * stride, (y - 1) * stride, y * stride) === 0) {
      rows.copyWithin(at, at - width - 1, at - 1);
      at += width;
      i += width;
    } else {
      sum = 0;
      weighted = 0;
      for (const end = i + width; i < end; i++) {
        const c = pixels[i]!;
        if (c !== last) {
          index = paletteIndex(palette, c, bytes, i * 4);
          if (index < 0) return null;
          last = c;
        }
        rows[at++] = index;
        sum += index;
        weighted += index * (end - i);
      }
    }
    b = (b + (width + 1) * a + weighted) % 65521;
    a = (a + sum) % 65521;
  }
  return { rows: rows.subarray(0, at), adler: b * 65536 + a };
}

/** A PNG of `width` × `height` pixels: 8-bit indexed (colour type 3, with `palette`'s RGB) or RGBA (6), `idat` its compressed rows. */
export function pngFile(
  width: number,
  height: number,
  colorType: 3 | 6,
  palette: Uint8Array | null,
  idat: Uint8Array,
  zlib: Pick<Zlib, 'crc32'>,
): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(palette === null ? [] : [chunk('PLTE', palette)]),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * A PNG of `width` × `height` opaque pixels (resvg's RGBA) drawn whole: indexed when it has at most 256 colours (a
 * quarter of the bytes to compress), RGBA otherwise. Indexed rows are runs of one byte, which zlib's run-length
 * strategy finds faster than its level 1 and packs smaller; RGBA repeats every four bytes, which it does not find.
 * `scratch` gives room for the rows: the worker keeps it from one card to the next (a new buffer each card would be
 * zeroed and faulted in again).
 */
export function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  zlib: Zlib,
  scratch: (size: number) => Uint8Array,
): Buffer {
  const palette = newPalette();
  const indexed = indexedRows(rgba, width, height, palette, scratch);
  if (indexed !== null) {
    const idat = zlib.deflateSync(indexed.rows, { level: 1, strategy: zlib.constants.Z_RLE });
    return pngFile(width, height, 3, palette.rgb.subarray(0, palette.count * 3), idat, zlib);
  }
  const stride = width * 4;
  const size = (stride + 1) * height;
  const rows = scratch(size);
  // Each row after its filter byte (0, none).
  for (let y = 0; y < height; y++) {
    rows[y * (stride + 1)] = 0;
    rows.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return pngFile(width, height, 6, null, zlib.deflateSync(rows.subarray(0, size), { level: 1, strategy: 0 }), zlib);
}

/** The Adler-32 of two pieces of data end to end, from each one's and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const BASE = 65521;
  const rem = secondLength % BASE;
  const a1 = first % 65536;
  const b1 = Math.floor(first / 65536);
  const a2 = second % 65536;
  const b2 = Math.floor(second / 65536);
  const a = (a1 + a2 + BASE - 1) % BASE;
  const b = (((rem * a1) % BASE) + b1 + b2 + BASE - rem) % BASE;
  return b * 65536 + a;
}

/**
 * A band of an indexed card as compressed: its rows (each after its filter byte) deflated on their own up to a byte
 * boundary (zlib's sync flush, no final block), their length and Adler-32, and the colours it added to the palette.
 */
export interface CompressedBand {
  deflated: Uint8Array;
  length: number;
  adler: number;
  /** The colours this band added to the palette of the bands above it, as pixels (32-bit words) and as RGB. */
  colours: Int32Array;
  rgb: Uint8Array;
}

/** A band's indexed rows (and their Adler-32) compressed, to be joined with the others (`bandedIdat`). */
export function compressBand(
  { rows, adler }: { rows: Uint8Array; adler: number },
  zlib: Zlib,
): Pick<CompressedBand, 'deflated' | 'length' | 'adler'> {
  const deflated = zlib.deflateRawSync(rows, {
    level: 1,
    strategy: zlib.constants.Z_RLE,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  return {
    // (A copy of its own: zlib's output is a view of a larger buffer, all of which a message would carry.)
    deflated: deflated.slice(),
    length: rows.length,
    adler,
  };
}

/**
 * The IDAT of an image from its bands' compressed rows, top to bottom: one zlib stream (header, each band's deflate
 * blocks, an empty final block, the Adler-32 of all the rows).
 */
export function bandedIdat(bands: readonly Pick<CompressedBand, 'deflated' | 'length' | 'adler'>[]): Buffer {
  let adler = 1;
  for (const band of bands) adler = adler32Combine(adler, band.adler, band.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  // 0x78 0x01: deflate, a 32 KiB window, the fastest level. 0x03 0x00: an empty final block (fixed codes).
  return Buffer.concat([
    Buffer.from([0x78, 0x01]),
    ...bands.map((b) => b.deflated),
    Buffer.from([0x03, 0x00]),
    trailer,
  ]);
}

/** A band of a card: its first row, its number of rows, and its drawing. */
export interface CardBand {
  top: number;
  height: number;
  svg: string;
}

/**
 * The rows an element of a card may paint, as [first, last] in the card's coordinates, from its geometry: a rect's
 * y and height; a path's points (its curves stay within their control points) moved by its translate, widened by
 * its stroke; a pixel more each side for the edges' shading. Null when it cannot be told (another element, another
 * transform, a relative or arc command): such an element goes in every band. The title is drawn in none.
 */
export function elementRows(tag: string, attributes: string): [number, number] | null {
  // (Read in one pass: a text's outline makes its `d` long.)
  const values = new Map(Array.from(attributes.matchAll(/([\w:-]+)="([^"]*)"/g), (m) => [m[1]!, m[2]!] as const));
  const attribute = (name: string) => values.get(name);
  const stroke = attribute('stroke');
  const margin = 1 + (stroke === undefined || stroke === 'none' ? 0 : 2 * Number(attribute('stroke-width') ?? 1));
  const transform = attribute('transform');
  const moved = transform === undefined ? [0, 0] : /^translate\(([-\d.e]+)[ ,]([-\d.e]+)\)$/.exec(transform)?.slice(1);
  if (moved === undefined || !Number.isFinite(margin)) return null;
  const dy = Number(moved[1]);
  if (tag === 'rect') {
    const y = Number(attribute('y') ?? 0);
    const height = Number(attribute('height'));
    if (!Number.isFinite(y + height + dy)) return null;
    return [y + dy - margin, y + dy + height + margin];
  }
  const d = attribute('d');
  if (tag !== 'path' || d === undefined) return null;
  // An outline's rows as the encoder gave them (encoder.ts, outlineText), else read from its path.
  const given = attribute('data-rows')?.split(' ').map(Number);
  const rows = given?.length === 2 ? (given as [number, number]) : pathRows(d);
  if (rows === null || !Number.isFinite(rows[0] + rows[1] + dy)) return null;
  return [rows[0] + dy - margin, rows[1] + dy + margin];
}

/**
 * The rows a path's data may paint, [first, last], from its points (its curves stay within their control points):
 * absolute moves, lines and curves only, where every point is an x then a y; null for any other data (a relative
 * or arc command, an exponent). Only a number's whole part is read (its value lies within a pixel of it),
 * character by character: a text's outline has thousands of numbers, and a string and a parse for each would cost
 * more than drawing its band.
 */
export function pathRows(d: string): [number, number] | null {
  if (!/^[MLQCZ\d\s.,+-]*$/.test(d)) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  let count = 0;
  const n = d.length;
  let i = 0;
  // (The index is checked before each read: a read past the end would make the character a NaN, and slow the loop.)
  while (i < n) {
    let c = d.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43)) {
      i++;
      continue;
    }
    const negative = c === 45;
    if (c === 45 || c === 43) c = ++i < n ? d.charCodeAt(i) : 0;
    let whole = 0;
    while (c >= 48 && c <= 57) {
      whole = whole * 10 + (c - 48);
      c = ++i < n ? d.charCodeAt(i) : 0;
    }
    if (c === 46) {
      c = ++i < n ? d.charCodeAt(i) : 0;
      while (c >= 48 && c <= 57) c = ++i < n ? d.charCodeAt(i) : 0;
    }
    if ((count++ & 1) === 1) {
      const first = negative ? -whole - 1 : whole;
      const last = negative ? -whole : whole + 1;
      if (first < low) low = first;
      if (last > high) high = last;
    }
  }
  return low > high ? [0, 0] : [low, high];
}

/**
 * `svg` (a card as the encoder draws it: one `<svg>` of flat elements, its view box its size) in bands, top to
 * bottom, cut at the rows its `data-bands` lists, and its size; null for a card not cut (no such attribute) or an
 * SVG of any other form: it is drawn whole.
 */
export function cardBands(svg: string): { width: number; height: number; bands: CardBand[] } | null {
  const outer = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(svg);
  if (outer === null) return null;
  const head = outer[1]!;
  const width = Number(/\swidth="(\d+)"/.exec(head)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(head)?.[1]);
  if (!head.includes(` viewBox="0 0 ${width} ${height}"`) || !(width > 0 && height > 0)) return null;
  const cuts = /\sdata-bands="([\d ]+)"/.exec(head)?.[1]?.split(' ').map(Number);
  if (cuts === undefined || cuts.some((row, i) => !(row > (cuts[i - 1] ?? 0) && row < height))) return null;
  const body = outer[2]!;
  const token =
    /<title>[^<]*<\/title>|<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*\/>|<(\w+)((?:\s+[\w:-]+="[^"]*")*)>[^<]*<\/\3>/y;
  const elements: { text: string; rows: [number, number] | null }[] = [];
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const match = token.exec(body);
    if (match === null) return null;
    if (match[1] === undefined && match[3] === undefined) continue;
    const text = body.slice(at, token.lastIndex);
    elements.push({ text, rows: elementRows(match[1] ?? match[3]!, match[2] ?? match[4]!) });
  }
  const bands: CardBand[] = [];
  for (const [i, top] of [0, ...cuts].entries()) {
    const rows = (cuts[i] ?? height) - top;
    const view = head
      .replace(/\sheight="\d+"/, ` height="${rows}"`)
      .replace(` viewBox="0 0 ${width} ${height}"`, ` viewBox="0 ${top} ${width} ${rows}"`);
    const inside = elements.filter((e) => e.rows === null || (e.rows[0] < top + rows && e.rows[1] > top));
    bands.push({ top, height: rows, svg: `<svg${view}>${inside.map((e) => e.text).join('')}</svg>` });
  }
  return { width, height, bands };
}

/** A band of a card as kept for the next build: what it was drawn from (`key`) and its rows compressed. */
export interface KeptBand extends CompressedBand {
  /** The palette of the bands above it and its SVG, hashed: the same key, the same bytes. */
  key: string;
}

/** What drawing a card takes: the renderer and its options, zlib, a hash, room for the rows. */
export interface CardDrawing {
  Resvg: new (svg: string, options: object) => Renderer;
  options: { withFont: object; plain: object };
  zlib: Zlib;
  hash(colours: Int32Array, svg: string): string;
  scratch(size: number): Uint8Array;
}

/**
 * A card's PNG, drawn in bands (cardBands) with resvg (opaque cards: premultiplied is plain RGBA): a band found in
 * `previous` (the card's bands as the last build drew them) under the same key is taken as it is, the others are
 * drawn, indexed against the palette of the bands above and compressed. The card's bands come back for the next
 * build, with how many were drawn. A card not cut into bands (its layout says where), of another form, or with a
 * pixel not opaque or more than 256 colours, is drawn whole (and keeps no band). A drawing whose text is all outlines is drawn without loading the font (`plain`).
 * Self-contained but for the functions of png.ts and bands.ts: the worker runs its source text.
 */
export function drawCard(
  svg: string,
  previous: readonly KeptBand[] | undefined,
  draw: CardDrawing,
): { png: Buffer; bands: KeptBand[] | null; drawn: number } {
  const { Resvg, zlib, scratch } = draw;
  const render = (source: string) =>
    new Resvg(source, source.includes('<text') ? draw.options.withFont : draw.options.plain).render();
  const whole = () => {
    const image = render(svg);
    return { png: encodePng(image.pixels, image.width, image.height, zlib, scratch), bands: null, drawn: 1 };
  };
  const card = cardBands(svg);
  if (card === null) return whole();
  const palette = newPalette();
  const bands: KeptBand[] = [];
  let drawn = 0;
  for (const band of card.bands) {
    const key = draw.hash(palette.colours.subarray(0, palette.count), band.svg);
    let kept = previous?.find((b) => b.key === key);
    if (kept === undefined) {
      const image = render(band.svg);
      const before = palette.count;
      const rows = indexedRows(image.pixels, image.width, image.height, palette, scratch);
      if (rows === null) return whole();
      const colours = palette.colours.slice(before, palette.count);
      kept = { key, ...compressBand(rows, zlib), colours, rgb: palette.rgb.slice(before * 3, palette.count * 3) };
      drawn++;
    } else {
      // The colours it added, in the order it added them: the same indices as when it was drawn.
      for (const [i, colour] of kept.colours.entries())
        paletteIndex(palette, colour, [kept.rgb[i * 3]!, kept.rgb[i * 3 + 1]!, kept.rgb[i * 3 + 2]!, 255], 0);
    }
    bands.push(kept);
  }
  const rgb = palette.rgb.subarray(0, palette.count * 3);
  return { png: pngFile(card.width, card.height, 3, rgb, bandedIdat(bands), zlib), bands, drawn };
}
