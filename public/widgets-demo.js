// Demo page helper: shows the badge with the current leader, puts this site's address into the snippets, then
// loads widget.js (after the badges have their model, so every example renders on the first pass).
(() => {
  'use strict';
  const base = new URL('./', document.currentScript.src);
  fetch(new URL('v1/leaderboard/core_overall_display/1.json', base))
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => (body && body.rankings && body.rankings[0] ? body.rankings[0].slug : null))
    .catch(() => null)
    .then((slug) => {
      if (slug) for (const badge of document.querySelectorAll('[data-type="badge"]')) badge.setAttribute('data-model', slug);
      for (const code of document.querySelectorAll('code[data-snippet]')) {
        let text = code.textContent.replaceAll('https://YOUR-SITE/', base.href);
        if (slug) text = text.replaceAll('MODEL-SLUG', slug);
        code.textContent = text;
      }
      const script = document.createElement('script');
      script.src = new URL('widget.js', base).href;
      script.async = true;
      document.head.append(script);
    });
})();
