/*! Leaderboard widgets. Embed: <script src="https://YOUR-SITE/widget.js" async></script> plus elements such as
 * <div data-type="leaderboard" data-limit="5" data-theme="light"></div>; see /widgets.html for every option.
 * No dependencies. Data is always inserted as text and styles go through adopted stylesheets, so pages with a
 * strict Content-Security-Policy (no 'unsafe-inline') can embed the widgets. */
(() => {
  'use strict';
  const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
  const THEMES = ['dark', 'light', 'auto'];
  const OVERALL = 'core_overall_display';
  const GAINS_SHOWN = 3;
  const DEFAULT_LIMIT = 5;
  const MAX_LIMIT = 50;
  // WCAG AA (4.5:1) text contrast against each theme's background.
  const DARK = '--bg:#111827;--fg:#f9fafb;--mu:#a1a1aa;--ln:#374151;--up:#4ade80;--dn:#fca5a5;--a:#93c5fd';
  const LIGHT = '--bg:#fff;--fg:#111827;--mu:#52525b;--ln:#d4d4d8;--up:#15803d;--dn:#b91c1c;--a:#1d4ed8';
  const CSS =
    ':host{display:inline-block;vertical-align:top;max-width:100%}' +
    `.w{${DARK};box-sizing:border-box;min-width:220px;max-width:360px;padding:10px 12px;border:1px solid var(--ln);` +
    'border-radius:8px;background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,sans-serif;text-align:left}' +
    `.light{${LIGHT}}@media (prefers-color-scheme:light){.auto{${LIGHT}}}` +
    'a{color:var(--a)}p,ul,dl,dd{margin:0}table{border-collapse:collapse;width:100%}' +
    'caption,.h{font-weight:600;text-align:left;margin-bottom:6px}td,th{padding:3px 6px 3px 0;text-align:left}' +
    'thead th,.k{color:var(--mu);font-size:12px;font-weight:400}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}' +
    'tbody th{font-weight:500}.up{color:var(--up)}.dn{color:var(--dn)}.mu,.ft{color:var(--mu)}.k{margin-top:6px}' +
    'ul{padding-left:18px}.ft{font-size:11px;margin-top:8px}.err{color:var(--dn)}' +
    'dl{display:flex;gap:14px;margin-top:4px}dt{color:var(--mu);font-size:12px}dd{font-weight:600}' +
    '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

  // Shared by every copy of this script on the page: a second copy renders nothing twice and fetches nothing twice.
  const KEY = Symbol.for('leaderboard-widgets');
  const state = window[KEY] || (window[KEY] = { rendered: new WeakSet(), requests: new Map() });
  const script = document.currentScript || document.querySelector('script[src*="widget.js"]');
  const base = new URL('./', script ? script.src : location.href);
  let sheet;

  // Recognised by name: a request shared with another copy of this script rejects with that copy's class.
  class WidgetError extends Error {
    get name() {
      return 'WidgetError';
    }
  }
  const isWidgetError = (error) => Boolean(error) && error.name === 'WidgetError';

  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(props || {})) {
      if (name === 'class') el.className = value;
      else el.setAttribute(name, value);
    }
    el.append(...children.filter((c) => c !== null && c !== undefined)); // strings become text nodes
    return el;
  }

  const score = (v) => (typeof v === 'number' ? v.toFixed(2) : '–');
  const day = (iso) => String(iso).slice(0, 10);
  const siteLink = (text) => h('a', { href: base.href, target: '_blank', rel: 'noopener' }, text);

  function delta(v) {
    if (typeof v !== 'number') return h('span', { class: 'mu' }, 'new');
    const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
    return h('span', { class: v > 0 ? 'up' : v < 0 ? 'dn' : 'mu' }, sign + Math.abs(v).toFixed(2));
  }

  function rankChange(v) {
    if (typeof v !== 'number') return h('span', { class: 'mu' }, 'new');
    if (v === 0) return h('span', { class: 'mu' }, h('span', { 'aria-hidden': 'true' }, '='), h('span', { class: 'sr' }, 'unchanged'));
    const up = v > 0;
    return h('span', { class: up ? 'up' : 'dn' },
      h('span', { 'aria-hidden': 'true' }, up ? '▲' : '▼'), h('span', { class: 'sr' }, up ? 'up ' : 'down '), String(Math.abs(v)));
  }

  function footer(body) {
    const a = body.attribution || {};
    return h('p', { class: 'ft' }, [a.text, a.license].filter(Boolean).join(' · '));
  }

  /** One request per distinct URL per page, however many widgets (or copies of this script) ask for it. */
  function load(path) {
    const url = new URL(path, base).href;
    if (!state.requests.has(url)) {
      state.requests.set(url, fetch(url, { credentials: 'omit' }).then(async (response) => {
        if (!response.ok) throw new WidgetError(response.status === 404 ? 'not found' : `HTTP ${response.status}`);
        const body = await response.json();
        if (body.status !== 'ok') throw new WidgetError(String(body.error || 'unexpected response'));
        return body;
      }));
    }
    return state.requests.get(url);
  }

  async function renderLeaderboard(el) {
    const raw = el.getAttribute('data-limit');
    const limit = raw === null ? DEFAULT_LIMIT : /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!(limit >= 1 && limit <= MAX_LIMIT)) throw new WidgetError(`data-limit must be an integer from 1 to ${MAX_LIMIT}`);
    const body = await load(`v1/leaderboard/${OVERALL}/${limit}.json`);
    const rows = body.rankings.map((row) => h('tr', null,
      h('td', { class: 'n' }, String(row.rank)), h('th', { scope: 'row' }, row.name),
      h('td', { class: 'n' }, score(row.score)), h('td', null, rankChange(row.rank_change))));
    const head = ['Rank', 'Model', 'Score', 'Change'].map((t, i) => h('th', { scope: 'col', class: i === 0 || i === 2 ? 'n' : '' }, t));
    return [
      h('table', null, h('caption', null, siteLink(`Top ${limit} models`)), h('thead', null, h('tr', null, ...head)),
        h('tbody', null, ...(rows.length ? rows : [h('tr', null, h('td', { colspan: '4' }, 'No published run yet'))]))),
      footer(body),
    ];
  }

  async function renderBadge(el) {
    const slug = (el.getAttribute('data-model') || '').trim();
    if (!slug) throw new WidgetError('data-model is required (a model slug)');
    if (!SLUG.test(slug)) throw new WidgetError(`unknown model "${slug}"`);
    const body = await load(`v1/models/${slug}.json`).catch((e) => {
      throw isWidgetError(e) && e.message === 'not found' ? new WidgetError(`unknown model "${slug}"`) : e;
    });
    const overall = (body.dimensions && body.dimensions[OVERALL]) || {};
    const item = (label, value) => h('div', null, h('dt', null, label), h('dd', null, value));
    return [
      h('p', { class: 'h' }, siteLink(body.name)),
      h('dl', null, item('Score', score(overall.value)), item('Rank', typeof overall.rank === 'number' ? `#${overall.rank}` : '–')),
      footer(body),
    ];
  }

  function changeList(id, label, entries) {
    const items = entries.map((e) => h('li', null, h('span', null, e.name), ' ', delta(e.score_delta)));
    return [h('p', { class: 'k', id }, label),
      items.length ? h('ul', { 'aria-labelledby': id }, ...items) : h('p', { class: 'mu' }, 'None')];
  }

  async function renderBulletin() {
    const body = await load('v1/changes/all.json');
    // Largest movement first; entrants (no delta) after the others; then by slug for a stable order.
    const size = (e, sign) => (typeof e.score_delta === 'number' ? e.score_delta * sign : -Infinity);
    const byDelta = (sign) => (a, b) => (size(b, sign) - size(a, sign) || 0) || String(a.slug).localeCompare(String(b.slug));
    const gains = [...body.rising].sort(byDelta(1)).slice(0, GAINS_SHOWN);
    const drops = [...body.falling].sort(byDelta(-1)).slice(0, GAINS_SHOWN);
    const cur = body.current_run;
    const prev = body.previous_run;
    const period = !cur ? 'No published run yet'
      : `Run ${cur.run_id} (${day(cur.published_at)})` + (prev ? ` vs run ${prev.run_id} (${day(prev.published_at)})` : ', the first');
    const count = body.incidents.length;
    const open = body.incidents.filter((i) => i.status === 'open').length;
    return [
      h('p', { class: 'h' }, siteLink('Latest changes')), h('p', { class: 'mu' }, period),
      ...changeList('g', 'Largest gains', gains), ...changeList('d', 'Largest drops', drops),
      h('p', { class: 'k' }, `${count} incident${count === 1 ? '' : 's'}, ${open} open`),
      footer(body),
    ];
  }

  const RENDERERS = { leaderboard: renderLeaderboard, badge: renderBadge, bulletin: renderBulletin };

  function shadowOf(el) {
    let host = el;
    // A script tag renders in place: its widget goes into a new element right after it.
    if (el.tagName === 'SCRIPT') el.after((host = document.createElement('div')));
    try {
      return host.attachShadow({ mode: 'open' });
    } catch {
      // Elements such as <a> or one that already has a shadow root cannot take ours: use a child instead.
      const inner = document.createElement('div');
      host.append(inner);
      return inner.attachShadow({ mode: 'open' });
    }
  }

  function adoptStyles(root) {
    if (sheet === undefined) {
      try {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
      } catch {
        sheet = null;
      }
    }
    if (sheet && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [sheet];
    else root.append(h('style', null, CSS));
  }

  async function mount(el) {
    const type = el.getAttribute('data-type');
    if (state.rendered.has(el) || !Object.prototype.hasOwnProperty.call(RENDERERS, type)) return;
    if (el.tagName === 'SCRIPT' && !/widget\.js(\?|#|$)/.test(el.src)) return;
    state.rendered.add(el);
    const root = shadowOf(el);
    adoptStyles(root);
    let theme = el.getAttribute('data-theme') || 'dark';
    if (!THEMES.includes(theme)) {
      console.warn(`[leaderboard widget] data-theme="${theme}" is not one of ${THEMES.join(', ')}; using dark`, el);
      theme = 'dark';
    }
    const box = h('div', { class: `w ${theme} ${type}`, 'aria-busy': 'true' }, h('p', { class: 'mu' }, 'Loading…'));
    root.append(box);
    try {
      box.replaceChildren(...(await RENDERERS[type](el)));
    } catch (error) {
      const message = isWidgetError(error) ? error.message : 'could not load the data';
      console.warn(`[leaderboard widget] ${type}: ${message}`, el, ...(isWidgetError(error) ? [] : [error]));
      box.replaceChildren(h('p', { class: 'err', role: 'status' }, `${type[0].toUpperCase()}${type.slice(1)} unavailable: ${message}`),
        h('p', { class: 'ft' }, siteLink(base.host)));
    }
    box.removeAttribute('aria-busy');
  }

  /** Renders every widget element below `root` that is not rendered yet; safe to call again after adding some. */
  function render(root = document) {
    const found = root.querySelectorAll('[data-type]');
    return Promise.all(Array.from(found, mount));
  }

  window.LeaderboardWidgets = window.LeaderboardWidgets || { render };
  render();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => render());
})();
