import { describe, expect, it } from 'vitest';
import { generatedPlainText, isOwnPageLink, sanitizeGeneratedHtml } from './own-links.js';
import { openingHoursText, sitePromptMessages } from './prompts.js';
import { productSuggestionRequestSchema, siteDraftRequestSchema } from './requests.js';
import { checkSiteDraft, draftSectionTypes, siteDraftJsonSchema } from './site-draft.js';

describe('generated HTML', () => {
  it('keeps links to the shop’s own pages only and drops script, handlers and foreign images', () => {
    const html = sanitizeGeneratedHtml(
      '<p onclick="x()">A <a href="/shop">Shop</a> <a href="#kontakt">K</a> <a href="https://evil.example">E</a> <a href="//evil.example">P</a><script>alert(1)</script><img src="https://evil.example/i.png"></p>',
    );
    expect(html).toBe('<p>A <a href="/shop">Shop</a> <a href="#kontakt">K</a> <span>E</span> <span>P</span></p>');
  });

  it('tells own page links from others', () => {
    expect(['/shop', '/site/imprint', '#kontakt'].every(isOwnPageLink)).toBe(true);
    expect(['https://x.at', '//x.at', '/\\x.at', 'javascript:alert(1)', 'mailto:a@b.at'].some(isOwnPageLink)).toBe(
      false,
    );
  });

  it('makes plain text within the limit, cut at a sentence', () => {
    expect(generatedPlainText('<b>Gut</b> &amp; <i>frisch</i>', 100)).toBe('Gut & frisch');
    const cut = generatedPlainText(`Erster Satz. ${'x'.repeat(50)}. Dritter.`, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe(`Erster Satz. ${'x'.repeat(46)}…`);
  });
});

describe('site drafts', () => {
  it('offers only text section types, and a body for default pages; none for unknown types', () => {
    expect(draftSectionTypes('custom_site')).toContain('text');
    expect(draftSectionTypes('custom_site')).not.toContain('block');
    expect(draftSectionTypes('custom_home')).not.toContain('iframe');
    expect(siteDraftJsonSchema('default')).toMatchObject({ required: ['body'] });
    expect(siteDraftJsonSchema('whatever')).toBeNull();
  });

  it('accepts a valid answer, sanitised, and refuses non-JSON, empty, foreign types and too many sections', () => {
    const ok = checkSiteDraft(
      JSON.stringify({
        sections: [{ type: 'text', title: '<b>T</b>', text: '<p>x<script>y</script></p>', link: null }],
      }),
      'custom_site',
    );
    expect(ok).toEqual({ ok: true, content: { sections: [{ type: 'text', title: 'T', text: '<p>x</p>' }] } });
    expect(checkSiteDraft('kein json', 'custom_site').ok).toBe(false);
    expect(checkSiteDraft('{"sections":[]}', 'custom_site').ok).toBe(false);
    expect(checkSiteDraft('{"sections":[{"type":"hero","title":"x"}]}', 'custom_site').ok).toBe(false);
    const many = JSON.stringify({ sections: Array.from({ length: 21 }, () => ({ type: 'text', title: 'x' })) });
    expect(checkSiteDraft(many, 'custom_site').ok).toBe(false);
    expect(checkSiteDraft('{"body":"<p>Hallo</p>"}', 'default')).toEqual({
      ok: true,
      content: { body: '<p>Hallo</p>' },
    });
  });
});

describe('prompts and requests', () => {
  it('puts the shop facts and the brief into the prompt', () => {
    const messages = sitePromptMessages({
      facts: {
        shopName: 'Bäckerei Huber',
        branches: [
          { name: 'Graz', address: 'Herrengasse 1, 8010 Graz', phone: null, hours: 'geöffnet Mo 07:00–18:00' },
        ],
        products: [{ name: 'Kaisersemmel', category: 'Gebäck' }],
        pages: [{ path: '/shop', name: 'Shop' }],
      },
      siteName: 'Über uns',
      siteType: 'custom_site',
      sectionTypes: ['text'],
      brief: 'Familienbetrieb',
      tone: 'kurz',
    });
    const text = messages.map((message) => message.content).join('\n');
    for (const fact of [
      'Bäckerei Huber',
      'Herrengasse 1',
      'Mo 07:00–18:00',
      'Kaisersemmel (Gebäck)',
      'Familienbetrieb',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('lists regular opening hours only', () => {
    expect(
      openingHoursText([
        { type: 'monday', isClosed: false, from: '07:00', to: '18:00' },
        { type: 'sunday', isClosed: true, from: '00:00', to: '00:00' },
        { type: 'once', isClosed: false, from: '08:00', to: '12:00' },
      ]),
    ).toBe('geöffnet Mo 07:00–18:00');
  });

  it('checks requests strictly, in German', () => {
    const bad = siteDraftRequestSchema.safeParse({ brief: '', tone: 'laut', extra: 1 });
    expect(bad.success).toBe(false);
    expect(productSuggestionRequestSchema.parse({ name: ' Semmel ' })).toEqual({
      name: 'Semmel',
      category: null,
      parts: [],
      ingredients: null,
    });
  });
});
