// Reads rendered widgets out of their shadow roots in a real page, as plain data tests can compare exactly.
import type { Page } from 'playwright-core';

export interface WidgetView {
  /** Class list of the widget box: `w <type> <theme>` (`w <type> auto <theme>` for the page's theme). */
  box: string;
  /** All the text of the box (visually hidden text included) and its tooltip. */
  text: string;
  tooltip: string | null;
  /** Tooltips inside the box (names, ties, capped scores, long lines), in document order. */
  tooltips: string[];
  busy: boolean;
  /** Caption (leaderboard) or heading line (model card, bulletin). */
  title: string | null;
  /** Where the title links to. */
  href: string | null;
  /** Table header cells, then each body row's cells, as text (visually hidden text included). */
  head: string[];
  rows: string[][];
  /** `dt: dd` pairs of a model card. */
  facts: string[];
  /** Each list's label (the element named by aria-labelledby) and its items. */
  lists: { label: string | null; items: string[] }[];
  /** Every paragraph of the box in order, the footer included. */
  paragraphs: string[];
  error: string | null;
  backgroundColor: string;
}

export async function readWidget(page: Page, selector: string): Promise<WidgetView> {
  return page.$eval(selector, (el) => {
    // The shadow root: on the element itself, on the one a script tag inserted after itself, or an inner fallback.
    const host = el.tagName === 'SCRIPT' ? el.nextElementSibling : el;
    const root = host?.shadowRoot ?? host?.lastElementChild?.shadowRoot ?? null;
    const box = root?.querySelector('.w');
    if (!root || !box) throw new Error('no rendered widget here');
    const text = (n: Element | null | undefined) => (n ? (n.textContent ?? '') : null);
    const title = box.querySelector('caption, .h');
    return {
      box: box.className,
      text: box.textContent ?? '',
      tooltip: box.getAttribute('title'),
      tooltips: [...box.querySelectorAll('[title]')].map((n) => n.getAttribute('title') ?? ''),
      busy: box.hasAttribute('aria-busy'),
      title: text(title),
      href: title?.querySelector('a')?.getAttribute('href') ?? null,
      head: [...box.querySelectorAll('thead th')].map((c) => c.textContent ?? ''),
      rows: [...box.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent ?? '')),
      facts: [...box.querySelectorAll('dl > div')].map(
        (d) => `${text(d.querySelector('dt'))}: ${text(d.querySelector('dd'))}`,
      ),
      lists: [...box.querySelectorAll('ul')].map((ul) => ({
        label: text(root.getElementById(ul.getAttribute('aria-labelledby') ?? '')),
        items: [...ul.querySelectorAll('li')].map((li) => li.textContent ?? ''),
      })),
      paragraphs: [...box.querySelectorAll('p')].map((p) => p.textContent ?? ''),
      error: text(box.querySelector('.err')),
      backgroundColor: getComputedStyle(box).backgroundColor,
    };
  });
}

/**
 * Waits until `count` widget boxes exist on the page and none is still loading. Polls with plain evaluate calls
 * (not waitForFunction) so that nothing on a strict-CSP page needs `eval`.
 */
export async function waitForWidgets(page: Page, count: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let state = { boxes: 0, busy: 0 };
  while (Date.now() < deadline) {
    state = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('*')].flatMap((el) => [
        ...(el.shadowRoot?.querySelectorAll('.w') ?? []),
      ]);
      return { boxes: boxes.length, busy: boxes.filter((b) => b.hasAttribute('aria-busy')).length };
    });
    if (state.boxes === count && state.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `expected ${count} rendered widgets, found ${state.boxes} (${state.busy} still loading) after ${timeoutMs} ms`,
  );
}

/** Every widget box in the page (each host's shadow root, nested fallbacks included). */
export async function countWidgetBoxes(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].reduce((n, el) => n + (el.shadowRoot?.querySelectorAll('.w').length ?? 0), 0),
  );
}

/**
 * The lowest WCAG contrast ratio between any visible text of the widget and the widget's background, with the
 * text that produced it. Visually hidden text (class `sr`) is skipped.
 */
export async function lowestContrast(page: Page, selector: string): Promise<{ ratio: number; text: string }> {
  return page.$eval(selector, (el) => {
    // The shadow root: on the element itself, on the one a script tag inserted after itself, or an inner fallback.
    const host = el.tagName === 'SCRIPT' ? el.nextElementSibling : el;
    const root = host?.shadowRoot ?? host?.lastElementChild?.shadowRoot ?? null;
    const box = root?.querySelector('.w');
    if (!root || !box) throw new Error('no rendered widget here');
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The background behind a text: its own or its nearest painted ancestor's inside the widget.
    const backgroundOf = (node: Element) => {
      for (let n: Element | null = node; n && n !== box; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg !== 'rgba(0, 0, 0, 0)') return luminance(bg);
      }
      return luminance(getComputedStyle(box).backgroundColor);
    };
    let lowest = { ratio: Infinity, text: '' };
    for (const node of [box, ...box.querySelectorAll('*')]) {
      if (node.closest('.sr')) continue;
      const background = backgroundOf(node);
      const own = [...node.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .trim();
      if (!own) continue;
      const fg = luminance(getComputedStyle(node).color);
      const ratio = (Math.max(fg, background) + 0.05) / (Math.min(fg, background) + 0.05);
      if (ratio < lowest.ratio) lowest = { ratio, text: own };
    }
    return lowest;
  });
}

export interface WidgetGeometry {
  /** The widget's box (`part="box"`) in page pixels. */
  box: { x: number; y: number; width: number; height: number };
  /** Elements of the widget that reach more than one pixel outside the box, as `tag.class: how far`. */
  outside: string[];
  /** Whether the page scrolls sideways (the widget pushed it wider than the viewport). */
  pageScrollsSideways: boolean;
}

/** Bounding rects of the widget's box and of every element inside it. */
export async function measureWidget(page: Page, selector: string): Promise<WidgetGeometry> {
  return page.$eval(selector, (el) => {
    const host = el.tagName === 'SCRIPT' ? el.nextElementSibling : el;
    const root = host?.shadowRoot ?? host?.lastElementChild?.shadowRoot ?? null;
    const box = root?.querySelector('.w');
    if (!root || !box) throw new Error('no rendered widget here');
    const b = box.getBoundingClientRect();
    const outside: string[] = [];
    for (const node of box.querySelectorAll('*')) {
      const r = node.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // hidden (a column that does not fit) or visually hidden
      const over = Math.max(b.left - r.left, r.right - b.right, b.top - r.top, r.bottom - b.bottom);
      if (over > 1) outside.push(`${node.localName}.${node.className}: ${Math.round(over)}px`);
    }
    return {
      box: { x: b.x, y: b.y, width: b.width, height: b.height },
      outside,
      pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

/**
 * The text of each score, delta and rank-change element of the widget as it appears on screen, left to right
 * (characters sorted by their x position), next to its logical text: the two agree when nothing reorders them.
 */
export async function visualNumbers(page: Page, selector: string): Promise<{ logical: string; visual: string }[]> {
  return page.$eval(selector, (el) => {
    const host = el.tagName === 'SCRIPT' ? el.nextElementSibling : el;
    const root = host?.shadowRoot ?? host?.lastElementChild?.shadowRoot ?? null;
    const box = root?.querySelector('.w');
    if (!root || !box) throw new Error('no rendered widget here');
    const numbers = [...box.querySelectorAll('[part="score"], .up, .dn')];
    return numbers.map((node) => {
      const chars: { x: number; c: string }[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (t.parentElement?.closest('.sr')) continue;
        const text = t.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(t, i);
          range.setEnd(t, i + 1);
          const r = range.getBoundingClientRect();
          if (r.width > 0) chars.push({ x: r.x, c: text[i] ?? '' });
        }
      }
      return {
        logical: chars.map((ch) => ch.c).join(''),
        visual: [...chars]
          .sort((p, q) => p.x - q.x)
          .map((ch) => ch.c)
          .join(''),
      };
    });
  });
}
