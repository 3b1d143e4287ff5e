// Screenshots for review: every widget type in each theme on a page of that theme, at 360 px and 1200 px, saved
// under test-artifacts/widgets/ (git-ignored). Each page is also checked: rendered, no error, nothing overflowing.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type EmbedPage } from './helpers/browser.ts';
import { ROOT } from './helpers/fixtures.ts';
import { measureWidget, readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'widgets');
const TYPES = ['leaderboard', 'badge', 'model', 'bulletin'] as const;
const THEMES = { dark: '#0b1020', light: '#ffffff' } as const;
const WIDTHS = [360, 1200] as const;

/** The widget as a site owner would place it: a badge inside a sentence, the others between paragraphs. */
function widgetMarkup(type: (typeof TYPES)[number], theme: string): string {
  const attributes = `id="w" data-type="${type}" data-theme="${theme}"`;
  if (type === 'badge') {
    return `<p>This week's leader, <span ${attributes} data-model="bravo"></span>, gained seven points on the benchmark.</p>`;
  }
  const extra = type === 'leaderboard' ? ' data-limit="5"' : type === 'model' ? ' data-model="india"' : '';
  return `<p>The latest results:</p>\n<div ${attributes}${extra}></div>\n<p>Updated every week.</p>`;
}

describeBrowser('widget screenshots', () => {
  let scene: WidgetScene;

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    scene = await startWidgetScene({
      pages: ({ site }) => {
        const pages: Record<string, EmbedPage> = {};
        for (const type of TYPES) {
          for (const [theme, background] of Object.entries(THEMES)) {
            const color = theme === 'dark' ? '#e5e7eb' : '#111827';
            pages[`/${type}-${theme}`] = {
              body: `<style>body { background: ${background}; color: ${color}; font: 16px/1.5 system-ui, sans-serif; margin: 16px; }</style>
<h1>${type} · ${theme}</h1>\n${widgetMarkup(type, theme)}\n<script src="${site}/widget.js" async></script>`,
            };
          }
        }
        return pages;
      },
    });
  });

  afterAll(() => scene?.stop());

  const cases = TYPES.flatMap((type) =>
    Object.keys(THEMES).flatMap((theme) => WIDTHS.map((width) => ({ type, theme, width }))),
  );

  it.each(cases)('$type, $theme theme, $width px', async ({ type, theme, width }) => {
    const page = await scene.browser.newPage({ viewport: { width, height: 640 } });
    await page.goto(`${scene.embed.origin}/${type}-${theme}`);
    await waitForWidgets(page, 1);
    const view = await readWidget(page, '#w');
    expect(view.error).toBeNull();
    expect(view.box).toBe(`w ${type} ${theme}`);
    const geometry = await measureWidget(page, '#w');
    expect(geometry.outside).toEqual([]);
    expect(geometry.pageScrollsSideways).toBe(false);
    await page.screenshot({ path: path.join(ARTIFACTS, `${type}-${theme}-${width}.png`), fullPage: true });
    await page.close();
  });
});
