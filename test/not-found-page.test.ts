// The 404 page static hosts send for unknown addresses: named after the site, linking to the start page from any
// depth below the base path.
import { describe, expect, it } from 'vitest';
import { buildFixture, dataset, model, SITE } from './helpers/fixtures.ts';

describe('404.html', () => {
  it('links to the start page below the base path, whatever the depth of the missing address', async () => {
    const built = await buildFixture(dataset({ models: [model('alpha')] }), { basePath: '/my-repository/' });
    const page = await built.text('404.html');
    const href = /<a href="([^"]+)">start page<\/a>/.exec(page)?.[1];
    expect(href).toBe('/my-repository/');
    expect(new URL(href!, 'https://example.github.io/my-repository/a/b/c').pathname).toBe('/my-repository/');
  });

  it('names the site, escaped as text', async () => {
    const built = await buildFixture(
      dataset({ site: { ...SITE, name: 'Evals <b>&</b> Co' }, models: [model('alpha')] }),
    );
    const page = await built.text('404.html');
    expect(page).toContain('<title>Not found · Evals &lt;b&gt;&amp;&lt;/b&gt; Co</title>');
    expect(page).not.toContain('<b>');
  });
});
