// Every JSON body may be inlined in a page: `<`, `>`, `&`, U+2028 and U+2029 are written as `\u` escapes, so
// a hostile model name cannot close a script block or open a comment, and the values stay the same.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlSafeJson } from '../scripts/render/json.ts';
import { describeBrowser, type EmbedServer, launchChromium, startEmbedServer } from './helpers/browser.ts';
import { buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028\u2029 -->';

describe('htmlSafeJson', () => {
  it('escapes what could end a script block or a literal, and parses back to the same values', () => {
    const value = { name: HOSTILE, nested: [`<${HOSTILE}>`, '\\<'], plain: 'Orbit 4' };
    const text = htmlSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(htmlSafeJson({ plain: 'Orbit 4', score: 86.25 })).toBe(JSON.stringify({ plain: 'Orbit 4', score: 86.25 }));
  });
});

describeBrowser('a built answer inlined in a page', () => {
  let browser: Browser;
  let embed: EmbedServer;
  let body: string;

  beforeAll(async () => {
    const built = await buildFixture(
      dataset({
        models: [model('alpha', { name: HOSTILE })],
        runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70)])],
      }),
    );
    body = (await built.text('v1/models/alpha.json')).trim();
    browser = await launchChromium();
    embed = await startEmbedServer({
      '/inline': {
        body: `<script type="application/json" id="data">${body}</script>
<script>window.fromBlock = JSON.parse(document.getElementById('data').textContent);</script>
<script>window.fromLiteral = ${body};</script>`,
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await embed?.stop();
  });

  it('runs nothing from the model name and reads the same values, in a JSON block and as a script literal', async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${embed.origin}/inline`);
    const values = await page.evaluate(() => {
      const w = window as unknown as { fromBlock: unknown; fromLiteral: unknown };
      return { block: w.fromBlock, literal: w.fromLiteral, scripts: document.scripts.length };
    });
    expect(dialogs).toEqual([]);
    expect(values.scripts).toBe(3);
    expect(values.block).toEqual(JSON.parse(body));
    expect(values.literal).toEqual(JSON.parse(body));
    expect((values.block as { name: string }).name).toBe(HOSTILE);
    await page.close();
  });
});
