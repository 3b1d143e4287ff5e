// The demo page on the sample data in both colour schemes (screenshots for review), and how the widget script
// itself is delivered: headers, size budget.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WIDGET_GZIP_BUDGET } from '../scripts/bench/widget-bench.ts';
import { describeBrowser, launchChromium } from './helpers/browser.ts';
import { AFTER_SUNSET, ROOT, sharedSampleData } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';
import { readWidget, waitForWidgets } from './helpers/widget-dom.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts');

describeBrowser('widget demo page and script delivery', () => {
  let outDir: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    outDir = await sharedSampleData(AFTER_SUNSET);
    server = await startServe(outDir);
    await mkdir(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    'dark',
    'light',
  ] as const)('demo page renders every example (colour scheme %s) and is saved as a screenshot', async (scheme) => {
    const page = await browser.newPage({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'warning' && problems.push(m.text()));
    await page.goto(`${server.url}/widgets.html`);
    // Three examples of each of the four types, the theming example and the configurator's preview.
    await waitForWidgets(page, 14);
    const leader = JSON.parse(await readFile(path.join(outDir, 'v1/leaderboard/core_overall_display/1.json'), 'utf8'))
      .rankings[0];
    const autoBackground = scheme === 'dark' ? 'rgb(17, 24, 39)' : 'rgb(255, 255, 255)';
    for (const type of ['leaderboard', 'badge', 'model', 'bulletin']) {
      const views = await Promise.all(
        [1, 2, 3].map((n) => readWidget(page, `#${type} figure:nth-child(${n}) [data-type]`)),
      );
      expect(views.map((v) => v.error)).toEqual([null, null, null]);
      expect(views.map((v) => v.backgroundColor)).toEqual(['rgb(17, 24, 39)', 'rgb(255, 255, 255)', autoBackground]);
    }
    expect((await readWidget(page, '#model [data-type]')).title).toBe(leader.name);
    expect((await readWidget(page, '#badge [data-type]')).text).toMatch(new RegExp(`^${leader.name}#1 · `));
    expect((await readWidget(page, '#cfg-preview [data-type]')).title).toBe('Top 5 models');
    const snippets = await page.$$eval('code[data-snippet]', (codes) => codes.map((c) => c.textContent ?? ''));
    expect(snippets).toHaveLength(6);
    for (const snippet of snippets.filter((s) => !s.startsWith('<style>'))) {
      expect(snippet).toContain(`<script src="${server.url}/widget.js"`);
    }
    expect(snippets[1]).toContain(`data-model="${leader.slug}"`);
    expect(snippets.join('\n')).not.toMatch(/YOUR-SITE|MODEL-SLUG/);
    expect(problems).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `widgets-demo-${scheme}.png`), fullPage: true });
    await page.close();
  });

  it('serves widget.js as JavaScript with CORS and a one-hour cache, as _headers declares', async () => {
    const response = await fetch(`${server.url}/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(await readFile(path.join(ROOT, 'public/widget.js'), 'utf8'));
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(
      '/widget.js\n  Content-Type: text/javascript; charset=utf-8\n  Cache-Control: public, max-age=3600\n\n' +
        '/widgets-demo.js\n  Content-Type: text/javascript; charset=utf-8\n  Cache-Control: public, max-age=3600\n',
    );
  });

  it('keeps widget.js within 6.5 KB gzipped', async () => {
    const source = await readFile(path.join(ROOT, 'public/widget.js'));
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(WIDGET_GZIP_BUDGET);
  });
});
