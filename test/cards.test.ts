// The preview cards: each card is the PNG resvg writes for it, every card handed over given back as its own (or
// why it could not be drawn); hostile names (markup, right-to-left text, zero-width characters, the 120-character
// cap) set inside the card, no text running off the card or into another (each text measured by the renderer
// itself); a build with its cache draws again only the cards whose drawing changed, and its cards have the bytes
// of a build that draws them all. The cards drawn here are kept under test-artifacts/cards/ to be looked at.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardEncoder } from '../scripts/cards/encoder.ts';
import { loadCardFont, unpackSlices } from '../scripts/cards/font.ts';
import { buildSite } from '../scripts/pipeline.ts';
import { CARD_FONT_FAMILY, cardLayouts, type MeasureText } from '../scripts/render/cards/draw.ts';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'cards');
const CARD_SITE = { name: 'Synthetic Model Leaderboard', url: 'https://leaderboard.example', base_path: '/' };

const HOSTILE = {
  script: '</script><script>window.__owned = 1</script>',
  rtl: 'Echo \u202EFive 2026',
  hebrew: 'נמר 7 מהיר',
  arabic: 'نموذج الفهد ٣ السريع',
  zero: 'Zero\u200B\u200Bwidth\u2060name',
  long: `${'Extraordinarily-Long-Model-Name-'.repeat(3)}${'X'.repeat(24)}`,
  words: 'A model name made of many short words that still reach the limit of one hundred and twenty ch',
};
/** A name in each script the card fonts hold beside DejaVu's (Noto Sans SC, Noto Emoji), and two that DejaVu holds. */
const SCRIPTS = {
  chinese: '通义千问 旗舰版',
  japanese: 'ひかり モデル 三',
  arabic: 'نموذج الفهد',
  hebrew: 'נמר מהיר',
  emoji: 'Rocket 🚀🤖 Mini',
};
const LONG_PROVIDER = `${'Wide '.repeat(23)}Labs`.slice(0, 120);

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of every text and path of a card, each drawn alone by resvg with the card font. */
function boxesOf(svg: string, font: string[]): Box[] {
  const open = svg.slice(0, svg.indexOf('>') + 1);
  const parts = [...svg.matchAll(/<text [^>]*>[^<]*<\/text>|<path [^>]*\/>/g)].map((m) => m[0]);
  return parts.flatMap((part) => {
    const box = new Resvg(`${open}${part}</svg>`, {
      font: { fontFiles: font, loadSystemFonts: false, defaultFontFamily: CARD_FONT_FAMILY },
    }).getBBox();
    return box === undefined ? [] : [{ what: part, x: box.x, y: box.y, width: box.width, height: box.height }];
  });
}

/** The font files the cards get for `svg`, the fallback slices it needs unpacked (as a drawer does). */
async function fontsFor(font: ReturnType<typeof loadCardFont>, svg: string): Promise<string[]> {
  const { files, unpack } = font.filesFor([svg]);
  await unpackSlices(unpack);
  return files;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every text and line inside the card's margins, none over another. */
function expectLaidOut(svg: string, font: string[]): void {
  const boxes = boxesOf(svg, font);
  expect(boxes.length).toBeGreaterThan(3);
  for (const b of boxes) {
    expect(b.x, b.what).toBeGreaterThanOrEqual(56);
    expect(b.x + b.width, b.what).toBeLessThanOrEqual(1144);
    expect(b.y, b.what).toBeGreaterThanOrEqual(14);
    expect(b.y + b.height, b.what).toBeLessThanOrEqual(626);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${a.what}\n  over\n${b.what}`).toBe(false);
}

describe('the encoder', () => {
  const encoder = createCardEncoder(CARD_FONT_FAMILY);
  afterAll(() => encoder.close());
  const font = loadCardFont();
  /** resvg's own PNG of `svg`, drawn with its defaults and the card font only. */
  const resvgPng = (svg: string) =>
    new Resvg(svg, {
      fitTo: { mode: 'original' },
      font: { fontFiles: font.filesFor([]).files, loadSystemFonts: false, defaultFontFamily: CARD_FONT_FAMILY },
    })
      .render()
      .asPng();
  const small = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" font-family="${CARD_FONT_FAMILY}"><rect width="120" height="40" fill="#fff"/><text x="4" y="28" font-size="24">${text}</text></svg>`;

  it('writes each card as resvg writes it, and gives every card of a long list back as its own', async () => {
    const card = cardLayouts(font.measure, CARD_SITE).site('Rankings of AI models');
    const png = await encoder.draw([card])(0);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.equals(resvgPng(card))).toBe(true);
    // More cards than are drawn at once, taken in another order than they were handed over.
    const svgs = Array.from({ length: 40 }, (_, i) => small(`card ${i}`));
    const take = encoder.draw(svgs);
    for (const i of [39, ...Array.from({ length: 39 }, (_, i) => i)])
      expect((await take(i)).equals(resvgPng(svgs[i]!)), `card ${i}`).toBe(true);
  });

  it('fails on a card resvg cannot draw, naming why, and draws the others', async () => {
    const take = encoder.draw([small('before'), '<svg', small('after')]);
    expect((await take(2)).equals(resvgPng(small('after')))).toBe(true);
    await expect(take(1)).rejects.toThrow(/^card: /);
    expect((await take(0)).equals(resvgPng(small('before')))).toBe(true);
  });
});

describe('cards with hostile names', () => {
  let measure: MeasureText;
  let files: string[];
  const encoder = createCardEncoder(CARD_FONT_FAMILY);
  afterAll(() => encoder.close());

  beforeAll(async () => {
    const font = loadCardFont();
    measure = font.measure;
    files = font.filesFor([]).files;
    await mkdir(ARTIFACTS, { recursive: true });
  });

  const save = async (name: string, svg: string) => {
    const png = await encoder.draw([svg])(0);
    expect(png.length).toBeLessThanOrEqual(150 * 1024);
    await writeFile(path.join(ARTIFACTS, `${name}.png`), png);
  };

  it.each(Object.entries(HOSTILE))('model card of "%s"', async (key, name) => {
    const svg = cardLayouts(measure, CARD_SITE).entity({
      name,
      subtitle: `by ${key === 'long' || key === 'words' ? LONG_PROVIDER : name}`,
      figures: [
        { label: 'Rank', value: '=12' },
        { label: 'Overall', value: '73.90' },
      ],
      history: Array.from({ length: 52 }, (_, i) => 70 + Math.sin(i / 4) * 6),
      historyLabel: 'Overall score, last 52 runs',
    });
    expect(svg).not.toContain('<script>');
    expectLaidOut(svg, files);
    await save(`model-${key}`, svg);
  });

  it('leaderboard card of the five hostile names, and the site card of a long site name', async () => {
    const names = Object.values(HOSTILE);
    const svg = cardLayouts(measure, CARD_SITE).list({
      title: 'Leaderboard',
      subtitle: 'Top five in run 58 · 16 Nov 2026',
      rows: names.slice(2, 7).map((name, i) => ({
        lead: i === 3 || i === 4 ? '=4' : String(i + 1),
        name,
        detail: i % 2 === 0 ? LONG_PROVIDER : `${name} Labs`.slice(0, 120),
        value: (88 - i).toFixed(2),
      })),
      empty: '',
    });
    expectLaidOut(svg, files);
    await save('leaderboard-hostile', svg);
    const site = cardLayouts(measure, { ...CARD_SITE, name: HOSTILE.words }).site(
      'Rankings of AI models, weekly changes, incidents and an open API',
    );
    expectLaidOut(site, files);
    await save('site-long', site);
  });

  it("carry the site's name and address, keep a word whole where a smaller size lets it, and fill the card", () => {
    const layouts = cardLayouts(measure, { ...CARD_SITE, url: 'https://user.github.io', base_path: '/project/' });
    const texts = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const word = 'Supercalifragilisticexpialidocious';
    const card = layouts.entity({
      name: `${word} 7`,
      subtitle: 'by Fixture Labs',
      figures: [{ label: 'Rank', value: '1' }],
      history: [70, 72, 71],
      historyLabel: 'Overall score, last 3 runs',
    });
    expect(texts(card).slice(0, 2)).toEqual(['Synthetic Model Leaderboard', 'user.github.io/project']);
    // The long word on a line of its own at a size where it fits whole, not broken between characters.
    expect(texts(card).filter((t) => t!.includes(word.slice(0, 5)))).toEqual([`${word} 7`]);
    // The figures and the history come up under a short name: no empty band above them.
    const rule = Number(/<rect x="60" y="([\d.]+)" width="1080" height="2"/.exec(card)![1]);
    expect(rule).toBeLessThan(360);
    expect(texts(layouts.site('Rankings'))).toContain('user.github.io/project');
  });

  it('measures text as the renderer sets it, a little wider never narrower', async () => {
    const font = loadCardFont();
    // Letters past U+FFFF that DejaVu holds itself (mathematical sans-serif, an emoticon): resvg sets them in
    // DejaVu, narrower than a fallback font's, and a bold text in the regular where the bold lacks them.
    const pastBmp = '\u{1D5B2}\u{1D5BA}\u{1D5C7}\u{1D5CC} \u{1D5AC}\u{1D5C8}\u{1D5BD}\u{1D5BE}\u{1D5C5} 4 \u{1F600}';
    for (const text of [
      ...Object.values(HOSTILE),
      ...Object.values(SCRIPTS),
      'Orbit 4 Mini',
      'Fernhollow AI',
      pastBmp,
    ]) {
      for (const bold of [false, true]) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="100" font-family="${CARD_FONT_FAMILY}"><text x="0" y="60" font-size="40"${bold ? ' font-weight="bold"' : ''}>${text.replace(/</g, '&lt;')}</text></svg>`;
        const box = new Resvg(svg, {
          font: { fontFiles: await fontsFor(font, svg), loadSystemFonts: false },
        }).getBBox()!;
        const measured = measure(text, 40, bold);
        expect(measured, text).toBeGreaterThanOrEqual(box.width);
        // Arabic letters are counted in their isolated forms, wider than the joined ones.
        const slack = /[\u0600-\u06ff]/.test(text) ? 1.4 : 1.15;
        expect(measured, text).toBeLessThanOrEqual(box.width * slack + 8);
      }
    }
    font.close();
  });
});

describe('cards in every script a name can hold', () => {
  const font = loadCardFont();
  afterAll(() => font.close());
  /** The pixels resvg draws of `svg` with the fonts the cards get for it. */
  const pixels = async (svg: string) =>
    new Resvg(svg, {
      font: { fontFiles: await fontsFor(font, svg), loadSystemFonts: false, defaultFontFamily: CARD_FONT_FAMILY },
    })
      .render()
      .pixels.toString('base64');
  const glyph = (char: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" font-family="${CARD_FONT_FAMILY}"><text x="10" y="70" font-size="60" font-weight="bold">${char}</text></svg>`;

  it.each(Object.entries(SCRIPTS))('%s: each character drawn from a glyph of its own, none a box', async (_, name) => {
    // A character no font has (a private-use code point) is drawn as the box.
    const box = await pixels(glyph('\u{10fffd}'));
    for (const char of new Set(name.replace(/\s/g, ''))) expect(await pixels(glyph(char)), char).not.toBe(box);
  });

  it.each(Object.entries(SCRIPTS))('%s: a model card draws the name, laid out inside the card', async (key, name) => {
    const card = (who: string) =>
      cardLayouts(font.measure, CARD_SITE).entity({
        name: who,
        subtitle: `by ${name}`,
        figures: [{ label: 'Rank', value: '3' }],
        history: [70, 72, 71],
        historyLabel: 'Overall score, last 3 runs',
      });
    const [named, blank] = [card(name), card('')];
    const [withName, without] = [await pixels(named), await pixels(blank)];
    expect(withName).not.toBe(without);
    expectLaidOut(named, await fontsFor(font, named));
    const encoder = createCardEncoder(CARD_FONT_FAMILY);
    try {
      const [first, second] = [await encoder.draw([named])(0), await encoder.draw([named])(0)];
      expect([first.readUInt32BE(16), first.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(first.length).toBeLessThanOrEqual(150 * 1024);
      expect(first.equals(second)).toBe(true);
      await mkdir(ARTIFACTS, { recursive: true });
      await writeFile(path.join(ARTIFACTS, `model-${key}-script.png`), first);
    } finally {
      encoder.close();
    }
  });
});

describe('cards in builds', () => {
  const files = (runs: ReturnType<typeof run>[]) =>
    dataset({
      models: [model('alpha'), model('beta'), model('gamma')],
      runs,
    });
  const run1 = run(1, '2026-03-02T12:00:00Z', [
    result('alpha', 70, 60),
    result('beta', 65, 62),
    result('gamma', 50, 50),
  ]);
  // Gamma is in neither of the later runs: its card changes once (it has no rank any more), then stays.
  const run2 = run(2, '2026-03-09T12:00:00Z', [result('alpha', 71, 60), result('beta', 64, 62)]);
  const run3 = run(3, '2026-03-16T12:00:00Z', [result('alpha', 71, 61), result('beta', 64, 61)]);

  const cardsOf = async (outDir: string) => {
    const names = (await fg('cards/**/*.png', { cwd: outDir })).sort();
    return new Map(
      await Promise.all(
        names.map(
          async (n) =>
            [n, { bytes: await readFile(path.join(outDir, n)), ino: (await stat(path.join(outDir, n))).ino }] as const,
        ),
      ),
    );
  };

  it('draws again only the cards whose drawing changed when a run arrives, the bytes of a build that draws them all', async () => {
    const root = await tempDir();
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'build');
    const cache = { dir: path.join(root, 'cache'), code: 'cards-test' };
    const build = () =>
      buildSite({
        dataDir,
        outDir,
        publicDir: path.join(ROOT, 'public'),
        now: new Date('2026-04-01T00:00:00Z'),
        cache,
      });
    await writeDataset(dataDir, files([run1]));
    await build();
    const before = await cardsOf(outDir);
    // The same data again: every card is taken from the previous output.
    await build();
    const same = await cardsOf(outDir);
    for (const [name, card] of before) expect(same.get(name)!.ino, name).toBe(card.ino);
    const redrawnBy = async (runs: ReturnType<typeof run>[]) => {
      const previous = await cardsOf(outDir);
      await writeDataset(dataDir, files(runs));
      await build();
      const next = await cardsOf(outDir);
      return [...next.keys()].filter((name) => next.get(name)!.ino !== previous.get(name)!.ino).sort();
    };
    const moved = [
      'cards/leaderboard.png',
      'cards/models/alpha.png',
      'cards/models/beta.png',
      'cards/providers/fixture-labs.png',
      'cards/rankings/execution.png',
      'cards/rankings/grounding.png',
      'cards/rankings/stability.png',
      'cards/rankings/value.png',
      'cards/weeks/latest.png',
    ];
    expect(await redrawnBy([run1, run2])).toEqual([...moved, 'cards/models/gamma.png'].sort());
    const pastPage = await readFile(path.join(outDir, 'runs/1/index.html'), 'utf8');
    expect(await redrawnBy([run1, run2, run3])).toEqual(moved);
    // A past page shows the site's card, which no run changes: it stays byte-identical.
    expect(pastPage).toContain('<meta property="og:image" content="https://fixture.example/cards/site.png">');
    expect(await readFile(path.join(outDir, 'runs/1/index.html'), 'utf8')).toBe(pastPage);
    const after = await cardsOf(outDir);
    // What was taken is what a build without a cache draws.
    const fresh = path.join(root, 'fresh');
    await buildSite({
      dataDir,
      outDir: fresh,
      publicDir: path.join(ROOT, 'public'),
      now: new Date('2026-04-01T00:00:00Z'),
    });
    const clean = await cardsOf(fresh);
    expect([...clean.keys()]).toEqual([...after.keys()]);
    expect([...clean.keys()]).toEqual([...moved, 'cards/models/gamma.png', 'cards/site.png'].sort());
    for (const [name, card] of after) expect(card.bytes.equals(clean.get(name)!.bytes), name).toBe(true);
    for (const [name, card] of clean) {
      expect([card.bytes.readUInt32BE(16), card.bytes.readUInt32BE(20)], name).toEqual([1200, 630]);
      expect(card.bytes.length, name).toBeLessThanOrEqual(150 * 1024);
    }
    await rm(root, { recursive: true, force: true });
  });
});
