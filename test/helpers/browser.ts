// Real Chromium (Debian's package) driven by playwright-core, and a second local origin that embeds the widgets.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe } from 'vitest';

/** The Chromium every browser test drives (CHROMIUM_PATH, else Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * `describe` for suites that need Chromium. Without it they skip with a visible message, except under CI=true,
 * where they run and fail in `launchChromium` so a CI machine without a browser cannot pass silently.
 */
export function describeBrowser(name: string, body: () => void): void {
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  if (existsSync(CHROMIUM_PATH) || ci) {
    describe(name, body);
    return;
  }
  console.warn(
    `SKIPPED "${name}": no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
  );
  describe.skip(name, body);
}

/** The Chromium of this test worker, launched by its first file that asks (vitest.config.ts: `isolate: false`). */
let shared: Promise<Browser> | undefined;

/**
 * Chromium for a test file: one browser per test worker, shared by the files it runs one after another (a launch
 * costs Chromium about 3 s of CPU), and ended with the worker. What the file gets closes, with `close()`, only the
 * contexts the file opened: every file starts from a browser without pages, cookies or storage.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH`,
    );
  }
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browser = await shared;
  const before = new Set(browser.contexts());
  const close = async () => {
    for (const context of browser.contexts()) if (!before.has(context)) await context.close();
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') return close;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface PageOptions {
  /** Scripts on (the default) or off. */
  js?: boolean;
  scheme?: 'light' | 'dark';
  width?: number;
}

/**
 * New pages of `browser` at a width, from one context per setting a context holds (scripts on or off, colour
 * scheme) made on first use: Chromium makes a page in a context much faster than a context (docs/testing.md). The
 * pages share the context's cookies and storage, which the site never uses. Close the page when done.
 */
export function pageMaker(browser: Browser): (options?: PageOptions) => Promise<Page> {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return async ({ js = true, scheme = 'light', width = 1280 } = {}) => {
    const key = `${js} ${scheme}`;
    let context = contexts.get(key);
    if (context === undefined) {
      context = browser.newContext({ javaScriptEnabled: js, colorScheme: scheme });
      contexts.set(key, context);
    }
    const page = await (await context).newPage();
    await page.setViewportSize({ width, height: 900 });
    return page;
  };
}

/**
 * A full-page screenshot under test-artifacts/ to look at, when SCREENSHOTS is set (`SCREENSHOTS=1 npm test`):
 * nothing is checked on it, so the suite does not take it otherwise.
 */
export async function keepScreenshot(page: Page, file: string): Promise<void> {
  if (process.env.SCREENSHOTS === undefined || process.env.SCREENSHOTS === '') return;
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

export interface EmbedPage {
  /** Markup placed inside <body>. */
  body: string;
  /** Extra response headers, e.g. a Content-Security-Policy. */
  headers?: Record<string, string>;
}

export interface EmbedServer {
  /** Origin without a trailing slash: `http://127.0.0.1:41234`. */
  origin: string;
  stop(): Promise<void>;
}

/** A plain HTML page around `body`, as a third-party site would embed the widgets. */
function embedHtml(body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Embedding page</title></head>\n<body>\n${body}\n</body></html>\n`;
}

/** Serves the given pages (path → page) on a free port of 127.0.0.1: a different origin from the site. */
export async function startEmbedServer(pages: Record<string, EmbedPage>): Promise<EmbedServer> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // The browser asks for an icon on its own; an empty answer keeps 404 noise out of console checks.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const page = pages[pathname];
    if (page === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('no such page\n');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers }).end(embedHtml(page.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The strict policy of the issue: only the site may provide scripts and data; no inline script or style. */
export function strictCsp(site: string): string {
  return `default-src 'self'; script-src ${site}; connect-src ${site}`;
}
