// The site's one script, optional on every page: it sorts and filters the tables marked `sortable`, and on
// /compare/ draws the comparison of the models named in the address (?models=a,b,c) from /comparisons.json, in the
// same markup as the pre-rendered /compare/{a}/{b}/ pages. Every value is placed as text, never as markup.
(() => {
  'use strict';
  const doc = document;
  const SVG = 'http://www.w3.org/2000/svg';

  /** An element with attributes (in the order given) and children (text or elements). */
  function el(tag, attrs, children, ns) {
    const node = ns ? doc.createElementNS(ns, tag) : doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) node.setAttribute(name, String(value));
    for (const child of children || []) node.append(child);
    return node;
  }
  const svg = (tag, attrs, children) => el(tag, attrs, children, SVG);

  // ---- Sort and filter -------------------------------------------------------------------------------------

  /** Text a reader typed or an address carried, cut to 40 characters and isolated from the sentence around it. */
  const isolated = (text) => {
    const chars = [...text];
    return `\u2068${chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : text}\u2069`;
  };

  const MINUS = /\u2212/g;
  /** A cell's number (its data-v when it has one), or null for no value. */
  function numberIn(cell) {
    if (cell.dataset.v !== undefined) return cell.dataset.v === '' ? null : Number(cell.dataset.v);
    const match = /-?\d+(?:\.\d+)?/.exec(cell.textContent.replace(MINUS, '-').replace('-$', '-'));
    return match === null ? null : Number(match[0]);
  }

  /** Ranks, prices and the scores where lower is better read best from the lowest; other scores from the highest. */
  const lowFirst = (label) => /rank|price|lower is better/i.test(label);

  function enhanceTable(table, index) {
    const head = table.tHead && table.tHead.rows[0];
    const body = table.tBodies[0];
    if (!head || !body || body.rows.length < 2) return;
    const rows = [...body.rows];
    rows.forEach((row, i) => {
      row.dataset.i = String(i);
    });
    const box = table.closest('.scroll') || table;
    const id = `filter-${index}`;
    const input = el('input', { type: 'search', id, autocomplete: 'off', spellcheck: 'false' });
    const status = el('p', { class: 'note', role: 'status' });
    const noun = /provider/i.test(head.cells[0].textContent) ? 'providers' : 'models';
    const caption = table.caption;
    const counted = caption === null ? null : /^(.*?)(\d+) (models?|providers?)$/.exec(caption.textContent);
    if (counted !== null) counted[3] = noun;
    // The notes a row's marks point to (the capped score's), each shown while a row that points to it is.
    const notes = [...new Set([...body.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href').slice(1)))]
      .map((note) => [doc.getElementById(note), `a[href="#${note}"]`])
      .filter(([note]) => note !== null);
    // Into the room the page keeps for it, so that nothing moves (a page without one gets the box before the table).
    const slot = box.previousElementSibling;
    const kept = slot !== null && slot.classList.contains('filter-slot');
    // A slot marked `facets` is before rows that say what the other filters read (data-open, -released, -price).
    const facets = kept && slot.classList.contains('facets');
    // The price filter only where some row has a price (a benchmark without prices has none to filter by).
    const priced = facets && rows.some((row) => row.dataset.price !== undefined);
    const weighted = facets && rows.some((row) => row.dataset.open !== undefined);
    const dated = facets && rows.some((row) => row.dataset.released !== undefined);
    const open = el('input', { type: 'checkbox', id: `${id}-open` });
    // A month box; a browser without one shows a text box, read only when it holds a month as YYYY-MM.
    const since = el('input', { type: 'month', id: `${id}-since`, placeholder: 'YYYY-MM', pattern: '\\d{4}-\\d{2}' });
    const price = el('input', { type: 'number', id: `${id}-price`, min: '0', step: 'any', inputmode: 'decimal' });
    const controls = [
      el('label', { for: id }, [noun === 'providers' ? 'Filter providers by name' : 'Filter models by model or provider name']),
      input,
      ...(facets
        ? [
            ...(weighted ? [el('label', {}, [open, ' Open weights only'])] : []),
            ...(dated ? [el('span', { class: 'pair' }, [el('label', { for: since.id }, ['Released since']), since])] : []),
            ...(priced ? [el('span', { class: 'pair' }, [el('label', { for: price.id }, ['At most US$ per M tokens']), price])] : []),
          ]
        : []),
      status,
    ];
    if (kept) {
      slot.classList.add('filter');
      slot.append(...controls);
    } else box.before(el('div', { class: 'filter' }, controls));
    const say = (text) => {
      status.textContent = text;
    };
    // The filters the address carries (?q=&open=1&since=2026-01&max_price=2), each read as it must be; what cannot
    // be read is left out and said. The address follows every change, so a filtered view can be sent.
    const params = new URLSearchParams(location.search);
    const ignored = [];
    const given = (name, valid, use) => {
      const value = params.get(name);
      if (value === null) return;
      const offered = { q: true, open: weighted, since: dated, max_price: priced };
      if (offered[name] && valid(value)) use(value);
      else ignored.push(name);
    };
    let sinceDay = '';
    given('q', (v) => v.length <= 100, (v) => { input.value = v; });
    given('open', (v) => v === '1', () => { open.checked = true; });
    given('since', (v) => /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(v), (v) => {
      since.value = v.slice(0, 7);
      sinceDay = v;
    });
    given('max_price', (v) => v.trim() !== '' && Number(v) >= 0, (v) => { price.value = String(Number(v)); });
    const apply = () => {
      const wanted = input.value.trim().toLowerCase();
      const from = sinceDay || (/^\d{4}-(0[1-9]|1[0-2])$/.test(since.value) ? since.value : '');
      const ceiling = price.value === '' ? null : Number(price.value);
      let shown = 0;
      for (const row of rows) {
        const names = [...row.querySelectorAll('th[scope="row"] > a, .pv, th[scope="row"] > a[dir]')]
          .map((n) => n.textContent)
          .join('\n')
          .toLowerCase();
        const { open: weights, released, price: cost } = row.dataset;
        const match =
          names.includes(wanted) &&
          (!open.checked || weights === '1') &&
          (from === '' || (released !== undefined && released >= from)) &&
          (ceiling === null || (cost !== undefined && Number(cost) <= ceiling));
        row.hidden = !match;
        if (match) shown++;
      }
      // No row at all: the table goes, caption and notes with it, and the status says why.
      box.hidden = shown === 0;
      // A caption that counts the rows (`…, 11 models`) counts those shown, as the status does.
      if (counted !== null) {
        const filtered = wanted !== '' || open.checked || from !== '' || ceiling !== null;
        caption.textContent = filtered ? `${counted[1]}${shown} of ${rows.length} ${counted[3]}` : counted[0];
      }
      for (const [note, marks] of notes) note.hidden = !rows.some((row) => !row.hidden && row.querySelector(marks));
      const others = open.checked || from !== '' || ceiling !== null;
      let text = wanted === '' && !others ? '' : `${shown} of ${rows.length} ${noun}`;
      if (shown === 0)
        text = !others
          ? `No ${noun === 'providers' ? 'provider' : 'model or provider'} name contains “${isolated(input.value.trim())}”.`
          : 'No model matches these filters.';
      // What the address holds that cannot be read: named (never its value), and left out.
      const note =
        ignored.length === 0 ? '' : `Left out of the address, as it cannot be read: ${ignored.join(', ')}.`;
      say([text, note].filter((part) => part !== '').join(text.endsWith('.') ? ' ' : '. '));
      const url = new URL(location.href);
      const keep = (name, value) => (value === '' ? url.searchParams.delete(name) : url.searchParams.set(name, value));
      keep('q', input.value.trim());
      if (facets) {
        keep('open', open.checked ? '1' : '');
        keep('since', from);
        keep('max_price', price.value);
      }
      if (url.href !== location.href) history.replaceState(null, '', url);
    };
    for (const control of [input, open, since, price]) control.addEventListener('input', () => {
      if (control === since) sinceDay = '';
      apply();
    });
    apply();
    let sorted = null;
    [...head.cells].forEach((th, column) => {
      if (!th.classList.contains('n')) return;
      const label = th.textContent.replace(/\s+/g, ' ').trim();
      // The status names the column by its heading's first line, without the note under it (`lower is better`).
      const nodes = [...th.childNodes];
      const br = nodes.findIndex((n) => n.nodeName === 'BR');
      const name = br < 0 ? label : nodes.slice(0, br).map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim() || label;
      // The heading's own markup (a line break, the words "lower is better") goes into the button as it is.
      const button = el('button', { type: 'button' }, [...th.childNodes]);
      th.append(button);
      button.addEventListener('click', () => {
        const ascending = sorted === column ? th.getAttribute('aria-sort') !== 'ascending' : lowFirst(label);
        for (const other of head.cells) other.removeAttribute('aria-sort');
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        sorted = column;
        const keyed = rows.map((row) => ({ row, v: numberIn(row.cells[column]), i: Number(row.dataset.i) }));
        keyed.sort((a, b) => {
          if (a.v === null || b.v === null) return a.v === b.v ? a.i - b.i : a.v === null ? 1 : -1;
          return (ascending ? a.v - b.v : b.v - a.v) || a.i - b.i;
        });
        body.append(...keyed.map((k) => k.row));
        say(`Sorted by ${name}, ${ascending ? 'lowest' : 'highest'} first.`);
      });
    });
  }

  doc.querySelectorAll('table.sortable').forEach(enhanceTable);

  // ---- Compare ---------------------------------------------------------------------------------------------

  const form = doc.getElementById('compare-form');
  if (form === null) return;
  const status = doc.getElementById('compare-status');
  const view = doc.getElementById('compare-view');
  const say = (text) => {
    status.textContent = text;
  };
  const round1 = (v) => Math.round(v * 10) / 10;

  /** Direct labels at least `gap` apart within [top, bottom] (as the build's charts place them). */
  function spreadLabels(ys, gap, top, bottom) {
    const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
    const placed = order.map((o) => Math.min(Math.max(o.y, top), bottom));
    for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k], placed[k - 1] + gap);
    const overflow = (placed.length > 0 ? placed[placed.length - 1] : bottom) - bottom;
    if (overflow > 0) {
      for (let k = placed.length - 1; k >= 0; k--) {
        placed[k] = k === placed.length - 1 ? bottom : Math.min(placed[k], placed[k + 1] - gap);
      }
    }
    const result = new Array(ys.length);
    order.forEach((o, k) => {
      result[o.i] = round1(Math.max(placed[k], top));
    });
    return result;
  }

  function cell(c) {
    if (c.n === 1) {
      return el('td', {}, [el('span', { 'aria-hidden': 'true' }, ['–']), el('span', { class: 'sr' }, ['no value'])]);
    }
    if (c.h !== undefined) return el('td', {}, [el('a', { href: c.h, dir: 'auto' }, [c.t])]);
    if (c.c !== undefined) return el('td', {}, [el('span', { class: c.c }, [c.t])]);
    return el('td', {}, [c.t]);
  }

  /** The chart's title before the names, as the build writes it: its caption's words for every run, not full runs
   * only (`Agent score per published run (percent, higher is better)`; the spec's scoring has no caption here). */
  const chartTitle = (data) => (data.chart_caption || 'Overall score per published full run').replace(' full run', ' run');

  /** One of the chart's two drawings (`drawing`: wide or narrow; the stylesheet shows one), as the build draws it. */
  function chart(data, models, drawing) {
    const { box, x_ticks: xTicks, y_ticks: yTicks, markers } = data.chart[drawing];
    const id = drawing === 'wide' ? 'cmp-wide' : 'cmp';
    const left = box.margin.left;
    const right = box.width - box.margin.right;
    const top = box.margin.top;
    const bottom = box.height - box.margin.bottom;
    const styles = models.map((_, i) => data.styles[i]);
    const paths = models.map((m) => m.paths[drawing]);
    const lines = paths.map((d) => [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((p) => [Number(p[1]), Number(p[2])]));
    const ends = lines.map((points, i) => ({ points, i })).filter((e) => e.points.length > 0);
    const spread = spreadLabels(
      ends.map((e) => e.points[e.points.length - 1][1]),
      18,
      top + 4,
      bottom,
    );
    const labels = new Map(ends.map((e, k) => [e.i, { x: round1(e.points[e.points.length - 1][0] + 8), y: spread[k] }]));
    const stroke = { solid: '', dash: ' dash', dot: ' dot' };
    return svg(
      'svg',
      {
        class: `chart ${drawing}`,
        viewBox: `0 0 ${box.width} ${box.height}`,
        role: 'img',
        'aria-labelledby': `${id}-title ${id}-desc`,
        xmlns: SVG,
      },
      [
        svg('title', { id: `${id}-title` }, [`${chartTitle(data)}: ${models.map((m) => m.name).join(', ')}`]),
        svg('desc', { id: `${id}-desc` }, [`${models.map((m) => m.summary).join('; ')}.`]),
        svg(
          'defs',
          {},
          styles.map((s) => svg('path', { id: `${id}-${s.marker}`, d: markers[s.marker] })),
        ),
        svg(
          'g',
          { class: 'grid' },
          yTicks.flatMap((t) => [
            svg('line', { x1: left, x2: right, y1: t.y, y2: t.y }),
            svg('text', { class: 'tick', x: left - 6, y: t.y, dy: '0.32em', 'text-anchor': 'end' }, [t.label]),
          ]),
        ),
        svg('g', { class: 'axis' }, [
          svg('line', { x1: left, x2: right, y1: bottom, y2: bottom }),
          ...xTicks.flatMap((t) => [
            svg('line', { x1: t.x, x2: t.x, y1: bottom, y2: bottom + 4 }),
            svg('text', { class: 'tick', x: t.x, y: bottom + 16, 'text-anchor': 'middle' }, [t.label]),
          ]),
        ]),
        ...models.flatMap((m, i) => {
          const s = styles[i];
          const group = svg('g', { class: s.tone }, [
            svg('path', { class: `line${stroke[s.stroke]}`, d: paths[i] }),
            // At most 13 markers a line (as the build's charts), evenly spread back from its last point.
            ...lines[i]
              .filter((_, k, all) => (all.length - 1 - k) % Math.ceil(all.length / 13) === 0)
              .map(([x, y]) => svg('use', { href: `#${id}-${s.marker}`, x, y })),
          ]);
          const at = labels.get(i);
          return at === undefined
            ? [group]
            : [group, svg('text', { class: `label ${s.tone}`, x: at.x, y: at.y, dy: '0.32em' }, [`\u2068${m.label}\u2069 ${m.end}`])];
        }),
      ],
    );
  }

  /** A score's decimals and unit: 2 and none unless the comparisons say otherwise (the scoring's, compare.ts). */
  const POINTS = { decimals: 2, unit: null };
  /** A number with its unit as the pages place it: `$4.64`, `81.3%`, `12.1 s`. */
  const withUnit = (unit, text) =>
    unit === null ? text : unit === '$' ? `$${text}` : unit === '%' ? `${text}%` : `${text} ${unit}`;
  /** A difference with a sign (a real minus) in a score's decimals and unit, as the pages write it. */
  const signed = (v, f) => {
    const text = withUnit(f.unit, Math.abs(v).toFixed(f.decimals));
    return v > 0 ? `+${text}` : v < 0 ? `\u2212${text}` : withUnit(f.unit, (0).toFixed(f.decimals));
  };

  /** How `other`'s score differs from the first model's, weighed against both intervals (as compare.ts does). */
  function verdictText(first, other, f) {
    if (first === null || other === null) return null;
    const unit = 10 ** f.decimals;
    const steps = Math.round((other[0] - first[0]) * unit);
    const difference = signed(steps / unit, f);
    if (first[1] === null || other[1] === null) return `${difference}, no interval`;
    const beyond = Math.abs(steps) > Math.round(first[1] * unit) + Math.round(other[1] * unit);
    return `${difference}, ${beyond ? 'beyond' : 'within'} the intervals`;
  }

  /** Each other model's differences from the first, where some of them can be weighed (as compare.ts draws them). */
  function verdictTable(data, models) {
    const [first, ...others] = models;
    const formats = data.verdict_formats || [];
    const texts = others.map((m) =>
      data.verdict_fields.map((_, i) => verdictText(first.scores[i], m.scores[i], formats[i] || POINTS)),
    );
    if (!texts.some((column) => column.some((t) => t !== null && t.endsWith(' the intervals')))) return null;
    const none = { t: '–', n: 1 };
    return el('section', { class: 'scroll', 'aria-label': 'Differences and intervals', tabindex: '0' }, [
      el('table', { class: 'cmp verdict' }, [
        el('caption', {}, [
          'Differences from ',
          el('bdi', {}, [first.name]),
          ': beyond the intervals when larger than both 95% intervals together',
        ]),
        el('thead', {}, [
          el('tr', {}, [
            el('th', { scope: 'col' }, ['Score']),
            ...others.map((m) => el('th', { scope: 'col' }, [el('bdi', {}, [m.name])])),
          ]),
        ]),
        el(
          'tbody',
          {},
          data.verdict_fields.map((label, i) =>
            el('tr', {}, [
              el('th', { scope: 'row' }, [label]),
              ...texts.map((column) => cell(column[i] === null ? none : { t: column[i] })),
            ]),
          ),
        ),
      ]),
    ]);
  }

  function draw(data, models) {
    const head = el('tr', {}, [
      el('th', { scope: 'col' }, ['Model']),
      ...models.map((m) => el('th', { scope: 'col' }, [el('a', { href: m.href, dir: 'auto' }, [m.name])])),
    ]);
    const rows = data.fields.map((field, i) =>
      el('tr', {}, [el('th', { scope: 'row' }, [field]), ...models.map((m) => cell(m.cells[i]))]),
    );
    const table = el('section', { class: 'scroll', 'aria-label': 'Comparison table', tabindex: '0' }, [
      el('table', { class: 'cmp' }, [
        el('caption', {}, ['Side by side, latest published run']),
        el('thead', {}, [head]),
        el('tbody', {}, rows),
      ]),
    ]);
    const legend = [];
    models.forEach((m, i) => {
      legend.push(...(i > 0 ? ['; '] : []), el('bdi', {}, [m.name]), ` (${data.styles[i].words})`);
    });
    const verdict = verdictTable(data, models);
    const parts = verdict === null ? [table] : [table, verdict];
    if (data.chart !== null) {
      parts.push(
        el('figure', { class: 'lines', tabindex: '0' }, [
          chart(data, models, 'wide'),
          chart(data, models, 'narrow'),
          el('figcaption', {}, [
            `${data.chart_caption || 'Overall score per published full run'}, over the leaderboard's last ${data.history_points} runs: `,
            ...legend,
            '.',
          ]),
        ]),
      );
    }
    view.replaceChildren(...parts);
  }

  function show(data, bySlug, slugs) {
    const known = [];
    const unknown = [];
    for (const slug of slugs) {
      if (slug === '' || known.includes(slug)) continue;
      if (bySlug.has(slug)) known.push(slug);
      else unknown.push(slug);
    }
    const chosen = known.slice(0, 4);
    [...form.querySelectorAll('select')].forEach((select, i) => {
      select.value = chosen[i] || '';
    });
    const notes = [];
    if (unknown.length > 0) {
      // Text from the address, isolated so that it cannot turn the sentence around; three of them at most.
      const more = unknown.length > 3 ? ` or ${unknown.length - 3} more` : '';
      notes.push(`No model is called ${unknown.slice(0, 3).map((slug) => `“${isolated(slug)}”`).join(', ')}${more}.`);
    }
    if (known.length > 4) notes.push('At most four models can be compared: the first four are shown.');
    if (chosen.length < 2) {
      view.replaceChildren();
      notes.push('Choose at least two models to compare.');
      say(notes.join(' '));
      return;
    }
    const models = chosen.map((slug) => bySlug.get(slug));
    draw(data, models);
    // Each name isolated: a right-to-left one turns only itself around, not the list.
    const names = models.map((m) => `\u2068${m.name}\u2069`).join(', ');
    doc.title = `${names} compared · ${doc.title.split(' · ').slice(-1)[0]}`;
    notes.push(`Comparing ${names}.`);
    say(notes.join(' '));
  }

  function setup(data) {
    const bySlug = new Map(data.models.map((m) => [m.slug, m]));
    const byName = [...data.models].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const select of form.querySelectorAll('select')) {
      for (const m of byName) select.append(el('option', { value: m.slug }, [m.name]));
    }
    const fromAddress = () => (new URLSearchParams(location.search).get('models') || '').split(',');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const slugs = [...form.querySelectorAll('select')].map((s) => s.value).filter((v) => v !== '');
      const unique = [...new Set(slugs)];
      const url = new URL(location.href);
      url.search = unique.length === 0 ? '' : `?models=${unique.map(encodeURIComponent).join(',')}`;
      history.pushState(null, '', url);
      show(data, bySlug, unique);
    });
    // The models the address names; without any, the two leaders.
    const fromAddressOrLeaders = () => {
      const asked = fromAddress().filter((slug) => slug !== '');
      show(data, bySlug, asked.length > 0 ? asked : data.leaders);
    };
    addEventListener('popstate', fromAddressOrLeaders);
    fromAddressOrLeaders();
  }

  fetch(form.dataset.src)
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    })
    .then(setup)
    .catch(() => say('The models could not be loaded: the ready-made comparisons below still work.'));
})();
