import { describe, expect, it } from 'vitest';
import { withCriticalCss } from './critical-css.js';

const fallbackFace = '@font-face{font-family:Open Sans Fallback;src:local(Arial);size-adjust:105.22%}';
const page = (head: string, body: string) =>
  `<!doctype html><html lang="de"><head>${head}</head><body>${body}</body></html>`;

describe('withCriticalCss', () => {
  it('keeps the rules that match the page (with their states and media queries) and drops the others', async () => {
    const css = `:root{--c:red}body{margin:0}.card{padding:1rem}.card:hover{color:var(--c)}@media (min-width:60em){.card{padding:2rem}}.dialog{position:fixed}@media (min-width:60em){.dialog{inset:0}}@keyframes spin{to{rotate:1turn}}`;
    const html = await withCriticalCss(page(`<style>${css}</style>`, '<div class="card">Brot</div>'));
    const inline = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toContain(':root{--c:red}');
    expect(inline).toContain('body{margin:0}');
    expect(inline).toContain('.card{padding:1rem}');
    expect(inline).toContain('.card:hover{color:var(--c)}');
    expect(inline).toContain('@media (min-width:60em){.card{padding:2rem}}');
    expect(inline).not.toContain('.dialog');
    expect(inline).not.toContain('@keyframes');
  });

  it("keeps the template sheet's font faces and loads the whole sheet in its place after the first view", async () => {
    const html = await withCriticalCss(
      page(
        `<style data-href="/assets/index-1.css">${fallbackFace}body{font-family:var(--f)}.gone{top:0}</style><style data-href="/assets/shop-2.css">.card{padding:1rem}</style><style>.cms{gap:1rem}.cms-unused{gap:0}</style>`,
        '<div class="card cms">Brot</div>',
      ),
    );
    expect(html).toContain(
      `<style>${fallbackFace}body{font-family:var(--f)}</style><noscript data-css="/assets/index-1.css"><link rel="stylesheet" href="/assets/index-1.css"></noscript>` +
        '<style>.card{padding:1rem}</style><noscript data-css="/assets/shop-2.css"><link rel="stylesheet" href="/assets/shop-2.css"></noscript>' +
        '<style>.cms{gap:1rem}</style></head>',
    );
  });

  it('leaves the rest of the page byte for byte as it was and drops a style element with nothing left', async () => {
    const body =
      '<div id="root"><p title="Brot &amp; Gebäck">Käse&nbsp;&lt;frisch&gt;</p><img src="/a.jpg" alt=""></div><script type="application/json" id="ssr-state">{"a":"\\u003cb"}</script>';
    const html = await withCriticalCss(page('<title>Bäckerei</title><style>.none{top:0}</style>', body));
    expect(html).toBe(page('<title>Bäckerei</title>', body));
  });
});
