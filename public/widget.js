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
  const RETRY_MS = 1000;
  const LABELS = { leaderboard: 'Leaderboard', badge: 'Score', model: 'Model score', bulletin: 'Latest changes' };
  // Public custom properties (--lb-bg, --lb-fg, …) override each theme's colours; WCAG AA (4.5:1) by default.
  const vars = (values) =>
    ['bg', 'fg', 'muted', 'line', 'up', 'down', 'accent'].map((n, i) => `--${n}:var(--lb-${n},${values[i]})`).join(';');
  const DARK = vars(['#111827', '#f9fafb', '#a1a1aa', '#374151', '#4ade80', '#fca5a5', '#93c5fd']);
  const LIGHT = vars(['#fff', '#111827', '#52525b', '#d4d4d8', '#15803d', '#b91c1c', '#1d4ed8']);
  const LINE = 'white-space:nowrap;overflow:hidden;text-overflow:ellipsis';
  const CSS =
    ':host{display:inline-block;vertical-align:top;max-width:100%;min-width:0}:host([data-lb=badge]){vertical-align:baseline}' +
    `.w{${DARK};box-sizing:border-box;width:var(--lb-width,360px);max-width:100%;overflow:hidden;padding:10px 12px;` +
    'border:1px solid var(--line);border-radius:var(--lb-radius,8px);background:var(--bg);color:var(--fg);' +
    'font:14px/20px var(--lb-font,system-ui,sans-serif);text-align:left;container-type:inline-size}' +
    `.leaderboard{width:var(--lb-width,480px)}.light{${LIGHT}}` +
    `a{color:var(--accent)}p,ul,dl,dd{margin:0}p,caption,td,th,dd,bdi{${LINE}}bdi{unicode-bidi:isolate;display:inline-block;max-width:100%;min-width:0;vertical-align:top}` +
    'table{border-collapse:collapse;width:100%;table-layout:fixed}caption,.h{font-weight:600;text-align:left;margin-bottom:6px}' +
    'td,th{padding:2px 6px 2px 0;text-align:left}.r{width:2.6em}.s{width:4.6em}.c{width:4.2em}.pv{width:38%}' +
    '@container (max-width:419px){.pv{display:none}}' +
    'thead th,.k,dt{color:var(--muted);font-size:12px;font-weight:400}.n{text-align:right;font-variant-numeric:tabular-nums}' +
    'tbody th{font-weight:500}.up{color:var(--up)}.dn,.err{color:var(--down)}.mu,.ft{color:var(--muted)}.k{margin-top:6px}' +
    'ul{padding:0;list-style:none;height:60px}li{display:flex;gap:6px}li>span{flex:none}.ft{font-size:12px;margin-top:8px}' +
    '.cap,.tie{cursor:help}dl{display:flex;gap:14px;margin-top:4px}dd{font-weight:600}' +
    `.badge{display:inline-flex;width:15em;max-width:100%;padding:0;border-radius:4px;font:600 .75em/1.4 var(--lb-font,system-ui,sans-serif);text-decoration:none;container-type:normal}` +
    `.badge>span{flex:auto;min-width:0;padding:0 .5em;text-align:center;${LINE}}.badge>.v{flex:none;min-width:6.5em;text-align:center;background:var(--accent);color:var(--bg)}` +
    '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

  // Shared by every copy of this script on the page: a second copy renders nothing twice and fetches nothing twice.
  const KEY = Symbol.for('leaderboard-widgets');
  const state = window[KEY] || (window[KEY] = { rendered: new WeakSet(), requests: new Map() });
  const script = document.currentScript || document.querySelector('script[src*="widget.js"]');
  const scriptBase = new URL('./', script ? script.src : location.href);
  const dark = matchMedia('(prefers-color-scheme:dark)');
  const autos = [];
  let sheet;

  // Recognised by name: a request shared with another copy of this script rejects with that copy's class.
  class WidgetError extends Error {
    get name() {
      return 'WidgetError';
    }
  }
  const fail = (message) => {
    throw new WidgetError(message);
  };
  const isWidgetError = (error) => Boolean(error) && error.name === 'WidgetError';

  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(props || {})) {
      if (value === undefined) continue;
      if (name === 'class') el.className = value;
      else el.setAttribute(name, value);
    }
    el.append(...children.filter((c) => c !== null && c !== undefined && c !== false)); // strings become text nodes
    return el;
  }

  const score = (v) => (typeof v === 'number' ? v.toFixed(2) : '–');
  // Names are isolated (a right-to-left override in one cannot reorder the numbers beside it) and cut with an
  // ellipsis, the whole name in the tooltip.
  const name = (text) => h('bdi', { part: 'name', title: text, dir: 'auto' }, text || '…');
  const link = (href, text, part) => h('a', { href, target: '_blank', rel: 'noopener', part }, text);
  const sr = (text) => h('span', { class: 'sr' }, text);

  function date(o, iso) {
    if (!iso) return '…';
    const at = new Date(iso);
    const options = { dateStyle: 'medium', timeZone: 'UTC' };
    try {
      return new Intl.DateTimeFormat(o.lang, options).format(at);
    } catch {
      return new Intl.DateTimeFormat(undefined, options).format(at);
    }
  }

  function siteName(o, body) {
    try {
      return new URL(body.attribution.url).host;
    } catch {
      return o.base.host;
    }
  }

  function footer(o, body, run) {
    const a = (body && body.attribution) || {};
    const credit = [a.text, a.license].filter(Boolean).join(' · ');
    return h('div', { part: 'footer', class: 'ft' },
      h('p', null, 'As of ', body ? date(o, run && run.published_at) : '…', ' · ', link(o.base.href, siteName(o, body || {}))),
      h('p', { title: credit }, credit || '\u00a0'));
  }

  function capMark(value, raw, label) {
    if (label !== 'fail' || !(raw > value)) return null;
    const tip = `Capped at ${score(value)}: the integrity check failed (uncapped ${score(raw)})`;
    return h('span', { class: 'cap', title: tip }, h('span', { 'aria-hidden': 'true' }, '*'), sr(' (capped)'));
  }

  function rankChange(v) {
    if (typeof v !== 'number') return h('span', { class: 'mu' }, 'new');
    if (v === 0) return h('span', { class: 'mu' }, h('span', { 'aria-hidden': 'true' }, '–'), sr('unchanged'));
    const up = v > 0;
    return h('span', { class: up ? 'up' : 'dn' },
      h('span', { 'aria-hidden': 'true' }, up ? '▲' : '▼'), sr(up ? 'up ' : 'down '), String(Math.abs(v)));
  }

  function leaderboard(o, body) {
    const rows = body ? body.rankings : Array(o.limit).fill({});
    const entrants = rows.filter((r) => r.rank_change === null);
    const cells = rows.map((r) => {
      const tied = rows.filter((t) => t.rank === r.rank && t !== r);
      const rank = tied.length && body
        ? h('span', { class: 'tie', title: `Tied with ${tied.map((t) => t.name).join(', ')}` }, `=${r.rank}`, sr(' (tied)'))
        : String(r.rank || '');
      // Rank change among the models that were there: an entrant above a model does not count as a drop.
      const change = typeof r.rank_change === 'number'
        ? r.rank_change + entrants.filter((e) => e.rank < r.rank).length : r.rank_change;
      return h('tr', null,
        h('td', { class: 'n' }, rank), h('th', { scope: 'row' }, name(r.name)),
        h('td', { class: 'pv', title: r.provider }, r.provider),
        h('td', { class: 'n', part: 'score' }, body ? score(r.score) : '', capMark(r.score, r.core_overall_raw, r.integrity_label)),
        h('td', { class: 'c' }, body ? rankChange(change) : ''));
    });
    const head = [['Rank', 'n r'], ['Model'], ['Provider', 'pv'], ['Score', 'n s'], ['Change', 'c']]
      .map(([t, c]) => h('th', { scope: 'col', class: c }, t));
    return [
      h('table', null, h('caption', { part: 'title' }, link(o.base.href, `Top ${o.limit} models`)),
        h('thead', null, h('tr', null, ...head)),
        h('tbody', null, ...(cells.length ? cells : [h('tr', null, h('td', { colspan: '5' }, 'No published run yet'))]))),
      footer(o, body, body && body.run),
    ];
  }

  function profileFacts(body) {
    const overall = (body && body.dimensions && body.dimensions[OVERALL]) || {};
    const s = (body && body.scores) || {};
    return { value: overall.value, rank: typeof overall.rank === 'number' ? `#${overall.rank}` : '–',
      cap: capMark(overall.value, s.core_overall_raw, s.integrity_label) };
  }

  function badge(o, body) {
    const f = profileFacts(body);
    const tip = body && `${body.name} (${body.provider}): overall score ${score(f.value)}, rank ${f.rank} on ` +
      `${siteName(o, body)}, as of ${date(o, body.run && body.run.published_at)}`;
    if (tip) o.box.title = tip;
    return [h('span', null, name(body ? body.name : o.slug)),
      h('span', { class: 'v', part: 'score' }, body ? `${f.rank} · ${score(f.value)}` : '…', f.cap)];
  }

  function model(o, body) {
    const f = profileFacts(body);
    const item = (label, ...value) => h('div', null, h('dt', null, label), h('dd', null, ...value));
    return [
      h('p', { class: 'h', part: 'title' }, link(o.profile, name(body ? body.name : o.slug))),
      h('p', { class: 'mu', title: body && body.provider }, body ? body.provider : '…'),
      h('dl', null, item('Score', h('span', { part: 'score' }, body ? score(f.value) : '…'), f.cap), item('Rank', body ? f.rank : '…')),
      footer(o, body, body && body.run),
    ];
  }

  function changeList(id, label, entries) {
    const items = entries.map((e) => {
      const d = e.score_delta;
      return h('li', null, name(e.name),
        h('span', { class: d > 0 ? 'up' : 'dn', part: 'score' }, (d > 0 ? '+' : '−') + Math.abs(d).toFixed(2)));
    });
    return [h('p', { class: 'k', id }, label), h('ul', { 'aria-labelledby': id }, ...(items.length ? items : [h('li', { class: 'mu' }, 'None')]))];
  }

  function bulletin(o, body) {
    const b = body || { rising: [], falling: [], stable: [], incidents: [] };
    // Largest movement first, then by slug for a stable order; entrants (no previous score) are listed as new.
    const moved = (list, sign) => list.filter((e) => typeof e.score_delta === 'number')
      .sort((x, y) => (y.score_delta - x.score_delta) * sign || String(x.slug).localeCompare(String(y.slug)))
      .slice(0, GAINS_SHOWN);
    const entrants = [...b.rising, ...b.falling, ...b.stable].filter((e) => e.score_delta === null).map((e) => e.name);
    const cur = b.current_run;
    const prev = b.previous_run;
    const period = !body ? '…' : !cur ? 'No published run yet'
      : `${date(o, cur.published_at)} ${prev ? `vs ${date(o, prev.published_at)}` : '(the first run)'}`;
    const newText = !body ? '…' : entrants.length ? `New: ${entrants.join(', ')}` : 'No new models';
    const count = b.incidents.length;
    const open = b.incidents.filter((i) => i.status === 'open').length;
    return [
      h('p', { class: 'h', part: 'title' }, link(o.base.href, 'Latest changes')), h('p', { class: 'mu' }, period),
      ...changeList('g', 'Largest gains', moved(b.rising, 1)), ...changeList('d', 'Largest drops', moved(b.falling, -1)),
      h('p', { class: 'k', title: newText }, newText),
      h('p', { class: 'k' }, body ? `${count} incident${count === 1 ? '' : 's'}, ${open} open` : '…'),
      footer(o, body, cur),
    ];
  }

  const RENDERERS = { leaderboard, badge, model, bulletin };

  /** Reads and checks a widget's attributes: what it fetches, where from, and where it links. */
  function options(el, type) {
    const o = { lang: (el.closest('[lang]') || {}).lang || navigator.language, base: scriptBase };
    const api = el.getAttribute('data-api');
    if (api !== null) {
      try {
        o.base = new URL(api.trim().replace(/\/?$/, '/'), location.href);
      } catch {}
      if (!/^https?:$/.test(o.base.protocol) || o.base === scriptBase) fail(`data-api="${api}" is not an http(s) address`);
    }
    if (type === 'leaderboard') {
      const raw = el.getAttribute('data-limit');
      o.limit = raw === null ? DEFAULT_LIMIT : /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!(o.limit >= 1 && o.limit <= MAX_LIMIT)) fail(`data-limit must be an integer from 1 to ${MAX_LIMIT}`);
      o.path = `v1/leaderboard/${OVERALL}/${o.limit}.json`;
    } else if (type === 'bulletin') o.path = 'v1/changes/all.json';
    else {
      o.slug = (el.getAttribute('data-model') || '').trim();
      if (!o.slug) fail('data-model is required (a model slug)');
      if (!SLUG.test(o.slug)) fail(`unknown model "${o.slug}"`);
      o.path = `v1/models/${o.slug}.json`;
      o.profile = new URL(o.path, o.base).href;
    }
    return o;
  }

  /** One request per distinct URL per page (however many widgets or script copies ask), retried once on failure. */
  function load(o) {
    const url = new URL(o.path, o.base).href;
    const get = (retry) => fetch(url, { credentials: 'omit' }).then(async (response) => {
      if (response.status === 404) fail('not found');
      if (!response.ok) fail(`HTTP ${response.status} from ${url}`);
      const body = await response.json().catch(() => null);
      if (!body || body.status !== 'ok' || !body.attribution) {
        fail(`${url} did not answer with the leaderboard API's JSON: point data-api at the leaderboard site`);
      }
      return body;
    }).catch((error) => {
      if (!retry || (isWidgetError(error) && !/^HTTP 5/.test(error.message))) throw error;
      return new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(() => get(false));
    });
    if (!state.requests.has(url)) state.requests.set(url, get(true));
    return state.requests.get(url);
  }

  function shadowOf(el, type) {
    let host = el;
    // A script tag renders in place: its widget goes into a new element right after it.
    if (el.tagName === 'SCRIPT') el.after((host = document.createElement('div')));
    let root;
    try {
      root = host.attachShadow({ mode: 'open' });
    } catch {
      // Elements such as <a> or one that already has a shadow root cannot take ours: use a child instead.
      host.append((host = document.createElement('div')));
      root = host.attachShadow({ mode: 'open' });
    }
    host.setAttribute('data-lb', type);
    return root;
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

  /** `auto`: the page's own background, else its color-scheme, and only then the reader's system preference. */
  function pageTheme(host) {
    for (let n = host; n; n = n.parentElement || (n.getRootNode() || {}).host) {
      const [r, g, b, a = 1] = (getComputedStyle(n).backgroundColor.match(/[\d.]+/g) || []).map(Number);
      if (a > 0.5) return 0.299 * r + 0.587 * g + 0.114 * b < 128 ? 'dark' : 'light';
    }
    const scheme = getComputedStyle(host).colorScheme;
    const both = /light/.test(scheme) && /dark/.test(scheme);
    return /dark/.test(scheme) && (!both || dark.matches) ? 'dark' : 'light';
  }

  function paint(box, type, theme, host) {
    box.className = `w ${type} ${theme === 'auto' ? `auto ${pageTheme(host)}` : theme}`;
  }

  async function mount(el) {
    const type = el.getAttribute('data-type');
    if (state.rendered.has(el) || !Object.prototype.hasOwnProperty.call(RENDERERS, type)) return;
    if (el.tagName === 'SCRIPT' && !/widget\.js(\?|#|$)/.test(el.src)) return;
    state.rendered.add(el);
    const root = shadowOf(el, type);
    adoptStyles(root);
    let theme = el.getAttribute('data-theme') || 'dark';
    if (!THEMES.includes(theme)) {
      console.warn(`[leaderboard widget] data-theme="${theme}" is not one of ${THEMES.join(', ')}; using dark`, el);
      theme = 'dark';
    }
    const badgeType = type === 'badge';
    const box = h(badgeType ? 'a' : 'div', { part: 'box', 'aria-busy': 'true' });
    paint(box, type, theme, root.host);
    if (theme === 'auto') autos.push(() => paint(box, type, theme, root.host));
    root.append(box);
    let o;
    try {
      o = options(el, type);
      o.box = box;
      box.replaceChildren(...RENDERERS[type](o));
      if (badgeType) box.href = o.profile;
      const body = await load(o);
      box.replaceChildren(...RENDERERS[type](o, body));
    } catch (error) {
      let message = isWidgetError(error) ? error.message : `could not load ${o ? new URL(o.path, o.base).href : 'the data'}`;
      if (message === 'not found' && o) {
        message = o.slug ? `unknown model "${o.slug}" (${o.profile} answered 404; set data-api if widget.js is not served by the leaderboard site)`
          : `${new URL(o.path, o.base).href} answered 404`;
      }
      // The visitor gets a short line; the embedding developer gets the reason in the console.
      console.warn(`[leaderboard widget] ${type}: ${message}`, el, ...(isWidgetError(error) ? [] : [error]));
      const text = `${LABELS[type]} unavailable`;
      box.replaceChildren(...(badgeType ? [h('span', { class: 'err', role: 'status' }, text)]
        : [h('p', { class: 'err', role: 'status' }, text), h('p', { class: 'ft' }, link((o || { base: scriptBase }).base.href, 'Open the leaderboard'))]));
    }
    box.removeAttribute('aria-busy');
  }

  /** Renders every widget element below `root` that is not rendered yet; safe to call again after adding some. */
  function render(root = document) {
    const found = root.querySelectorAll('[data-type]');
    return Promise.all(Array.from(found, mount));
  }

  dark.addEventListener('change', () => autos.forEach((f) => f()));
  window.LeaderboardWidgets = window.LeaderboardWidgets || { render };
  render();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => render());
})();
