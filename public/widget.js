/*! Leaderboard widgets: <script src="https://SITE/widget.js" async></script> + <div data-type="leaderboard"></div>.
 * Every option on /widgets.html. No dependencies; data goes in as text, styles as adopted sheets (strict CSP). */
(() => {
  'use strict';
  const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
  const THEMES = ['dark', 'light', 'auto'];
  const OVERALL = 'core_overall_display';
  const MAX_LIMIT = 50;
  const RETRY_MS = 1000;
  const LABELS = { leaderboard: 'Leaderboard', badge: 'Score', model: 'Model score', bulletin: 'Latest changes' };
  const vars = (values) =>
    'bg fg muted line up down accent'.split(' ').map((n, i) => `--${n}:var(--lb-${n},#${values[i]})`).join(';');
  const LINE = 'white-space:nowrap;overflow:hidden;text-overflow:ellipsis';
  const CSS =
    ':host{display:block;max-width:100%;margin:0 0 12px}:host([data-lb=badge]){display:inline-block;margin:0;vertical-align:baseline}' +
    `.w{${vars(['111827', 'f9fafb', 'a1a1aa', '374151', '4ade80', 'fca5a5', '93c5fd'])};box-sizing:border-box;` +
    'width:var(--lb-width,360px);max-width:100%;overflow:hidden;padding:10px 12px;border:1px solid var(--line);' +
    'border-radius:var(--lb-radius,8px);background:var(--bg);color:var(--fg);font:14px/20px var(--lb-font,system-ui,sans-serif);' +
    `text-align:left;container-type:inline-size}.leaderboard{width:var(--lb-width,480px)}` +
    `.light{${vars(['fff', '111827', '52525b', 'd4d4d8', '15803d', 'b91c1c', '1d4ed8'])}}a{color:var(--accent)}` +
    `p,ul,dl,dd{margin:0}p,caption,td,th,dd,bdi{${LINE}}` +
    'bdi{unicode-bidi:isolate;display:inline-block;max-width:100%;min-width:0;vertical-align:top}' +
    'table{border-collapse:collapse;width:100%;table-layout:fixed}caption,.h{font-weight:600;text-align:left;margin-bottom:6px}' +
    'td,th{padding:2px 6px 2px 0;text-align:left}.r{width:2.6em}.s{width:4.6em}.c{width:4.2em}.pv{width:38%}' +
    '@container (max-width:419px){.pv{display:none}}thead th,.k,dt,.ft{color:var(--muted);font-size:12px;font-weight:400}' +
    '.n{text-align:right;font-variant-numeric:tabular-nums}tbody th{font-weight:500}.up{color:var(--up)}' +
    '.dn,.err{color:var(--down)}.mu{color:var(--muted)}.k{margin-top:6px}.ft{margin-top:8px}' +
    'ul{padding:0;list-style:none;height:60px}li{display:flex;gap:6px}li>span{flex:none}[title]{cursor:help}' +
    'dl{display:flex;gap:14px;margin-top:4px}dd{font-weight:600}' +
    '.badge{display:inline-flex;width:auto;max-width:min(100%,24em);padding:0;border-radius:4px;font:600 .75em/1.4 var(--lb-font,system-ui,sans-serif);' +
    `text-decoration:none;container-type:normal}.badge>span{min-width:0;padding:0 .5em;text-align:center;${LINE}}` +
    '.badge>.v{flex:none;min-width:6.5em;background:var(--accent);color:var(--bg)}' +
    '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

  const KEY = Symbol.for('leaderboard-widgets');
  const state = window[KEY] || (window[KEY] = { rendered: new WeakSet(), requests: new Map() });
  const script = document.currentScript || document.querySelector('script[src*="widget.js"]');
  const scriptBase = new URL('./', script ? script.src : location.href);
  const dark = matchMedia('(prefers-color-scheme:dark)');
  const autos = [];
  let sheet;
  const fail = (message) => {
    throw Object.assign(new Error(message), { widget: true });
  };
  const isWidgetError = (error) => !!(error && error.widget);

  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) if (value != null) el.setAttribute(key, value);
    el.append(...children.filter((c) => c != null && c !== false));
    return el;
  }

  // o.f: the overall's decimals, unit and cap (/v1/scoring); $ before a number, % after, other units after a space.
  const num = (o, v) => {
    const { d = 2, u } = o.f || {}, t = v.toFixed(d);
    return !u ? t : u === '$' ? u + t : u === '%' ? t + u : `${t} ${u}`;
  };
  const score = (o, v) => (typeof v === 'number' ? num(o, v) : '–');
  const page = (o, slug) => new URL(`models/${slug}/`, o.base).href;
  const name = (text) => h('bdi', { part: 'name', title: text, dir: 'auto' }, text || '…');
  const link = (href, text) => h('a', { href, target: '_blank', rel: 'noopener' }, text);
  const sr = (text) => h('span', { class: 'sr' }, text);
  const hidden = (text) => h('span', { 'aria-hidden': 'true' }, text);

  function date(o, iso) {
    const d = new Date(iso);
    try {
      if (!/^en\b/i.test(o.lang)) return new Intl.DateTimeFormat(o.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
    } catch {}
    return `${d.getUTCDate()} ${'JanFebMarAprMayJunJulAugSepOctNovDec'.substr(d.getUTCMonth() * 3, 3)} ${d.getUTCFullYear()}`;
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
      h('p', null, 'As of ', body && run ? date(o, run.published_at) : '…', ' · ', link(o.base.href, siteName(o, body))),
      h('p', { title: credit || null }, credit || '\u00a0'));
  }

  function capMark(o, value, raw, row) {
    const cap = o.f && o.f.cap;
    if (!cap || row[cap.label] !== cap.equals || !(raw > value)) return null;
    const tip = `Capped at ${score(o, value)}: ${cap.reason} (uncapped ${score(o, raw)})`;
    return h('span', { title: tip }, hidden('*'), sr(' (capped)'));
  }

  function rankChange(v) {
    if (typeof v !== 'number') return h('span', { class: 'mu' }, 'new');
    if (!v) return h('span', { class: 'mu' }, hidden('–'), sr('unchanged'));
    return h('span', { class: v > 0 ? 'up' : 'dn' }, hidden(v > 0 ? '▲' : '▼'), sr(v > 0 ? 'up ' : 'down '), String(Math.abs(v)));
  }

  function leaderboard(o, body) {
    const rows = body ? body.rankings : Array(o.limit).fill({});
    const entrants = rows.filter((r) => r.rank_change === null);
    const cells = rows.map((r) => {
      const tied = rows.filter((t) => t.rank === r.rank && t !== r).map((t) => t.name);
      const change = r.rank_change + entrants.filter((e) => e.rank < r.rank).length;
      return h('tr', null,
        h('td', { class: 'n' }, tied.length ? h('span', { title: `Tied with ${tied.join(', ')}` }, `=${r.rank}`, sr(' (tied)')) : r.rank),
        h('th', { scope: 'row' }, body ? link(page(o, r.slug), name(r.name)) : name()), h('td', { class: 'pv', title: r.provider }, r.provider),
        h('td', { class: 'n', part: 'score' }, body && score(o, r.score), capMark(o, r.score, r.core_overall_raw, r)),
        h('td', null, body && rankChange(r.rank_change === null ? null : change)));
    });
    const head = [['Rank', 'n r'], ['Model'], ['Provider', 'pv'], ['Score', 'n s'], ['Change', 'c']]
      .map(([t, c]) => h('th', { scope: 'col', class: c }, t));
    return [
      h('table', null, h('caption', { part: 'title' }, link(o.base.href, `Top ${o.limit} models`)),
        h('thead', null, h('tr', null, ...head)),
        h('tbody', null, ...(cells.length ? cells : [h('tr', null, h('td', { colspan: 5 }, 'No published run yet'))]))),
      footer(o, body, body && body.run),
    ];
  }

  function facts(o, body) {
    const overall = (body && body.dimensions[OVERALL]) || {};
    const s = (body && body.scores) || {};
    const rank = overall.rank ? `#${overall.rank}` : '–';
    if (body) o.tip = `${body.name} (${body.provider}): overall score ${score(o, overall.value)}, rank ${rank} on ` +
      `${siteName(o, body)}, as of ${date(o, body.run.published_at)}`;
    return [score(o, overall.value), rank, capMark(o, overall.value, s.core_overall_raw, s)];
  }

  function badge(o, body) {
    const [value, rank, cap] = facts(o, body);
    return [h('span', null, name(body ? body.name : o.slug)),
      h('span', { class: 'v', part: 'score' }, body ? `${rank} · ${value}` : '…', cap)];
  }

  function model(o, body) {
    const [value, rank, cap] = facts(o, body);
    const item = (label, ...v) => h('div', null, h('dt', null, label), h('dd', null, ...(body ? v : ['…'])));
    return [
      h('p', { class: 'h', part: 'title' }, link(page(o, o.slug), name(body ? body.name : o.slug))),
      h('p', { class: 'mu', title: body && body.provider }, body ? body.provider : '…'),
      h('dl', null, item('Score', h('span', { part: 'score' }, value), cap), item('Rank', rank)),
      footer(o, body, body && body.run),
    ];
  }

  function changeList(o, id, label, entries) {
    const items = entries.map((e) => h('li', null, name(e.name), h('span', { class: e.score_delta > 0 ? 'up' : 'dn', part: 'score' },
      (e.score_delta > 0 ? '+' : '−') + num(o, Math.abs(e.score_delta)))));
    return [h('p', { class: 'k', id }, label), h('ul', { 'aria-labelledby': id }, ...(items.length ? items : [h('li', { class: 'mu' }, 'None')]))];
  }

  function bulletin(o, body) {
    const b = body || { rising: [], falling: [], stable: [], incidents: [] };
    const moved = (list, sign) => list.filter((e) => typeof e.score_delta === 'number')
      .sort((x, y) => (y.score_delta - x.score_delta) * sign || String(x.slug).localeCompare(String(y.slug))).slice(0, 3);
    const entrants = [...b.rising, ...b.falling, ...b.stable].filter((e) => e.score_delta === null).map((e) => e.name);
    const cur = b.current_run;
    const prev = b.previous_run;
    const newText = body ? (entrants.length ? `New: ${entrants.join(', ')}` : 'No new models') : '…';
    const since = prev || cur;
    const recent = since ? b.incidents.filter((i) => i.date >= since.published_at.slice(0, 10)) : [];
    const open = recent.filter((i) => i.status === 'open').length;
    const critical = recent.filter((i) => i.severity === 'critical').map((i) => i.title);
    const crit = !body ? '…' : critical.length ? `Critical: ${critical.join('; ')}` : 'No critical incident';
    return [
      h('p', { class: 'h', part: 'title' }, link(o.base.href, 'Latest changes')),
      h('p', { class: 'mu' }, !body ? '…' : !cur ? 'No published run yet'
        : `${date(o, cur.published_at)} ${prev ? `vs ${date(o, prev.published_at)}` : '(the first run)'}`),
      ...changeList(o, 'g', 'Largest gains', moved(b.rising, 1)), ...changeList(o, 'd', 'Largest drops', moved(b.falling, -1)),
      h('p', { class: 'k', title: newText }, newText),
      h('p', { class: 'k' }, !body ? '…' : !since ? 'No incidents yet'
        : `Since ${date(o, since.published_at)}: ${recent.length} incident${recent.length === 1 ? '' : 's'}, ${open} open`),
      h('p', { class: 'k', title: crit }, crit),
      footer(o, body, cur),
    ];
  }

  const RENDERERS = { leaderboard, badge, model, bulletin };


  function options(el, type) {
    const o = { lang: (el.closest('[lang]') || {}).lang || navigator.language, base: scriptBase };
    const api = el.getAttribute('data-api');
    if (api !== null) {
      let base;
      try {
        base = new URL(api.trim().replace(/\/?$/, '/'), location.href);
      } catch {}
      if (!base || !/^https?:$/.test(base.protocol)) fail(`data-api="${api}" is not an http(s) address`);
      o.base = base;
    }
    if (type === 'leaderboard') {
      const raw = el.getAttribute('data-limit');
      o.limit = raw === null ? 5 : /^\d+$/.test(raw.trim()) ? Number(raw) : 0;
      if (!(o.limit >= 1 && o.limit <= MAX_LIMIT)) fail(`data-limit must be an integer from 1 to ${MAX_LIMIT}`);
      o.path = `v1/leaderboard/${OVERALL}/${o.limit}.json`;
    } else if (type === 'bulletin') o.path = 'v1/changes/all.json';
    else {
      o.slug = (el.getAttribute('data-model') || '').trim();
      if (!o.slug) fail('data-model is required (a model slug)');
      if (!SLUG.test(o.slug)) fail(`unknown model "${o.slug}"`);
      o.path = `v1/models/${o.slug}.json`;
    }
    o.url = new URL(o.path, o.base).href;
    return o;
  }
  function load(url) {
    const get = (retry) => fetch(url, { credentials: 'omit' }).then(async (response) => {
      if (!response.ok) fail(response.status === 404 ? `${url} answered 404` : `HTTP ${response.status} from ${url}`);
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
    if (el.tagName === 'SCRIPT') el.after((host = document.createElement('div')));
    let root;
    try {
      root = host.attachShadow({ mode: 'open' });
    } catch {
      host.append((host = document.createElement('div')));
      root = host.attachShadow({ mode: 'open' });
    }
    host.setAttribute('data-lb', type);
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
    return root;
  }
  function pageTheme(host) {
    for (let n = host; n; n = n.parentElement || n.getRootNode().host) {
      const [r, g, b, a = 1] = (getComputedStyle(n).backgroundColor.match(/[\d.]+/g) || []).map(Number);
      if (a > 0.5) return 0.299 * r + 0.587 * g + 0.114 * b < 128 ? 'dark' : 'light';
    }
    const scheme = getComputedStyle(host).colorScheme;
    return /dark/.test(scheme) && (!/light/.test(scheme) || dark.matches) ? 'dark' : 'light';
  }

  async function mount(el) {
    const type = el.getAttribute('data-type');
    if (state.rendered.has(el) || !Object.prototype.hasOwnProperty.call(RENDERERS, type)) return;
    if (el.tagName === 'SCRIPT' && !/widget\.js(\?|#|$)/.test(el.src)) return;
    state.rendered.add(el);
    const root = shadowOf(el, type);
    let theme = el.getAttribute('data-theme') || 'dark';
    if (!THEMES.includes(theme)) {
      console.warn(`[leaderboard widget] data-theme="${theme}" is not one of ${THEMES.join(', ')}; using dark`, el);
      theme = 'dark';
    }
    const isBadge = type === 'badge';
    const box = h(isBadge ? 'a' : 'div', { part: 'box', 'aria-busy': 'true' });
    const paint = () => (box.className = `w ${type} ${theme === 'auto' ? `auto ${pageTheme(root.host)}` : theme}`);
    paint();
    if (theme === 'auto') autos.push(paint);
    root.append(box);
    let o;
    try {
      o = options(el, type);
      box.replaceChildren(...RENDERERS[type](o));
      if (isBadge) box.href = page(o, o.slug);
      const body = await load(o.url);
      // A site without /v1/scoring (an older build) keeps 2 decimals, no unit, no cap.
      const s = await load(new URL('v1/scoring.json', o.base).href).catch(() => null);
      if (s) o.f = { d: s.overall.decimals, u: s.overall.unit, cap: s.overall.cap };
      box.replaceChildren(...RENDERERS[type](o, body));
      if (isBadge) box.title = o.tip;
    } catch (error) {
      let message = isWidgetError(error) ? error.message : `could not load ${o ? o.url : 'the data'}`;
      if (o && o.slug && /404$/.test(message)) {
        message = `unknown model "${o.slug}" (${message}; set data-api if widget.js is not served by the leaderboard site)`;
      }
      console.warn(`[leaderboard widget] ${type}: ${message}`, el, ...(isWidgetError(error) ? [] : [error]));
      const text = `${LABELS[type]} unavailable`;
      box.removeAttribute('href');
      box.replaceChildren(...(isBadge ? [h('span', { class: 'err', role: 'status' }, text)]
        : [h('p', { class: 'err', role: 'status' }, text), h('p', { class: 'ft' }, link((o || { base: scriptBase }).base.href, 'Open the leaderboard'))]));
    }
    box.removeAttribute('aria-busy');
  }
  function render(root = document) {
    return Promise.all(Array.from(root.querySelectorAll('[data-type]'), mount));
  }

  dark.addEventListener('change', () => {
    for (const paint of autos) paint();
  });
  window.LeaderboardWidgets = window.LeaderboardWidgets || { render };
  render();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => render());
})();
