// Demo page helper: fills the examples with the current leader, puts this site's address into the snippets, loads
// widget.js (after the examples have their model, so every example renders on the first pass), then runs the
// configurator: pick a widget, a model, rows and a theme, see it live, copy its snippet.
(() => {
  'use strict';
  const base = new URL('./', document.currentScript.src);
  const widgetUrl = new URL('widget.js', base).href;
  const $ = (id) => document.getElementById(id);

  function snippetFor(choice) {
    const tag = choice.type === 'badge' ? 'span' : 'div';
    const attributes = [['data-type', choice.type]];
    if (choice.type === 'leaderboard') attributes.push(['data-limit', choice.limit]);
    if (choice.type === 'badge' || choice.type === 'model') attributes.push(['data-model', choice.model]);
    if (choice.theme !== 'dark') attributes.push(['data-theme', choice.theme]);
    const element = document.createElement(tag);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    // outerHTML escapes the values, so whatever the form holds the snippet is well-formed markup.
    return { element, text: `<script src="${widgetUrl}" async></script>\n${element.outerHTML}` };
  }

  function readForm() {
    const raw = Number.parseInt($('cfg-limit').value, 10);
    const limit = String(Math.min(50, Math.max(1, Number.isNaN(raw) ? 5 : raw)));
    return { type: $('cfg-type').value, model: $('cfg-model').value, limit, theme: $('cfg-theme').value };
  }

  function update() {
    const choice = readForm();
    $('cfg-model').disabled = !(choice.type === 'badge' || choice.type === 'model');
    $('cfg-limit').disabled = choice.type !== 'leaderboard';
    const { element, text } = snippetFor(choice);
    $('cfg-snippet').textContent = text;
    $('cfg-preview').replaceChildren(element);
    $('cfg-status').textContent = '';
    if (window.LeaderboardWidgets) window.LeaderboardWidgets.render($('cfg-preview'));
  }

  async function copy() {
    const text = $('cfg-snippet').textContent;
    try {
      await navigator.clipboard.writeText(text);
      $('cfg-status').textContent = 'Copied';
    } catch {
      // No clipboard access (an old browser, or a page without permission): select the text for Ctrl+C.
      getSelection().selectAllChildren($('cfg-snippet'));
      $('cfg-status').textContent = 'Press Ctrl+C (⌘C) to copy the selected snippet';
    }
  }

  function startConfigurator(models) {
    for (const model of models) $('cfg-model').append(new Option(`${model.name} (${model.provider})`, model.slug));
    for (const id of ['cfg-type', 'cfg-model', 'cfg-limit', 'cfg-theme']) $(id).addEventListener('input', update);
    $('cfg-copy').addEventListener('click', copy);
    update();
  }

  // Every model of the leaderboard, however many: the answer without `limit`.
  fetch(new URL('v1/leaderboard/core_overall_display.json', base))
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => (body && Array.isArray(body.rankings) ? body.rankings : []))
    .catch(() => [])
    .then((models) => {
      const slug = models[0] ? models[0].slug : null;
      if (slug) for (const el of document.querySelectorAll('[data-model=""]')) el.setAttribute('data-model', slug);
      for (const code of document.querySelectorAll('code[data-snippet]')) {
        let text = code.textContent.replaceAll('https://YOUR-SITE/', base.href);
        if (slug) text = text.replaceAll('MODEL-SLUG', slug);
        code.textContent = text;
      }
      startConfigurator(models);
      const script = document.createElement('script');
      script.src = widgetUrl;
      script.async = true;
      script.addEventListener('load', update);
      document.head.append(script);
    });
})();
