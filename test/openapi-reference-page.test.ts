// The API reference page /docs/: it renders /openapi.json in Chromium from the site itself, with no request
// leaving it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchChromium } from './helpers/browser.ts';
import { AFTER_SUNSET, sharedSampleData } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

describeBrowser('the API reference page /docs/', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launchChromium();
    server = await startServe(await sharedSampleData(AFTER_SUNSET));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders every operation from /openapi.json, requesting nothing outside the site', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/docs/`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });
    const paths = await page.$$eval('.opblock-summary-path', (els) => els.map((e) => e.getAttribute('data-path')));
    const doc = await (await fetch(`${server.url}/openapi.json`)).json();
    expect(paths.sort()).toEqual(Object.keys(doc.paths).sort());
    expect(await page.textContent('.title')).toContain('Synthetic Model Leaderboard API');
    expect(requests.filter((u) => !u.startsWith(server.url) && !u.startsWith('data:'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
