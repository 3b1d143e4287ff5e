// The configurator on /widgets.html: each choice previews live, and the copied snippet, pasted into a fresh page
// of another site, renders the same widget.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type EmbedPage } from './helpers/browser.ts';
import { readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const CHOICES = [
  { type: 'leaderboard', limit: '3', theme: 'light', tag: 'div', attributes: 'data-limit="3" data-theme="light"' },
  { type: 'badge', model: 'india', theme: 'dark', tag: 'span', attributes: 'data-model="india"' },
  { type: 'model', model: 'echo', theme: 'auto', tag: 'div', attributes: 'data-model="echo" data-theme="auto"' },
  { type: 'bulletin', theme: 'dark', tag: 'div', attributes: '' },
] as const;

describeBrowser('the widget configurator', () => {
  let scene: WidgetScene;
  let context: BrowserContext;
  let page: Page;
  /** The embedding site's pages: the test adds one per pasted snippet. */
  const pasted: Record<string, EmbedPage> = {};

  beforeAll(async () => {
    scene = await startWidgetScene({ pages: () => pasted });
    context = await scene.browser.newContext({ viewport: { width: 1200, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: scene.fixture.site });
    page = await context.newPage();
    await page.goto(`${scene.fixture.site}/widgets.html`);
    await waitForWidgets(page, 14);
  });

  afterAll(() => scene?.stop());

  it('offers every model of the leaderboard and starts with a five-row leaderboard in the auto theme', async () => {
    const options = await page.$$eval('#cfg-model option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(['bravo', 'alpha', 'charlie', 'india', 'echo', 'delta', 'foxtrot', 'hotel', 'golf']);
    expect(await page.textContent('#cfg-snippet')).toBe(
      `<script src="${scene.fixture.site}/widget.js" async></script>\n` +
        '<div data-type="leaderboard" data-limit="5" data-theme="auto"></div>',
    );
    expect((await readWidget(page, '#cfg-preview [data-type]')).title).toBe('Top 5 models');
  });

  it.each(CHOICES)('a $type snippet, copied and pasted into another site, renders the same widget', async (choice) => {
    await page.selectOption('#cfg-type', choice.type);
    if ('model' in choice) await page.selectOption('#cfg-model', choice.model);
    if ('limit' in choice) await page.fill('#cfg-limit', choice.limit);
    await page.selectOption('#cfg-theme', choice.theme);
    expect(await page.isDisabled('#cfg-model')).toBe(!('model' in choice));
    expect(await page.isDisabled('#cfg-limit')).toBe(!('limit' in choice));
    const snippet = await page.textContent('#cfg-snippet');
    const attributes = choice.attributes ? ` ${choice.attributes}` : '';
    expect(snippet).toBe(
      `<script src="${scene.fixture.site}/widget.js" async></script>\n` +
        `<${choice.tag} data-type="${choice.type}"${attributes}></${choice.tag}>`,
    );
    await waitForWidgets(page, 14);
    const preview = await readWidget(page, '#cfg-preview [data-type]');
    expect(preview.error).toBeNull();

    await page.click('#cfg-copy');
    await expect.poll(() => page.textContent('#cfg-status')).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet);

    pasted[`/pasted-${choice.type}`] = { body: copied };
    const fresh = await context.newPage();
    await fresh.goto(`${scene.embed.origin}/pasted-${choice.type}`);
    await waitForWidgets(fresh, 1);
    const view = await readWidget(fresh, '[data-type]');
    // Both pages are light (the demo page's panel and a plain page), so even `auto` resolves the same way.
    expect(view).toEqual(preview);
    await fresh.close();
  });
});
