import { describe, expect, it } from 'vitest';
import { zodErrorToApiErrors } from '../validation/api-errors.js';
import { sanitizeContentDocument } from './sanitize-content.js';
import { homeSectionTypes, siteContentSchema, subPageSectionTypes } from './sections.js';

const image = { id: 1, version: 1, extension: 'jpg', alt: 'Brot' };

describe('site content schemas', () => {
  it('knows the section types of spec §2 (and the block section of both page types)', () => {
    expect(homeSectionTypes).toEqual([
      'hero',
      'threeColumns',
      'slider',
      'parallax',
      'teaser',
      'offers',
      'iframe',
      'links',
      'shopTeaser',
      'block',
    ]);
    expect(subPageSectionTypes).toEqual([
      'heroSite',
      'categories',
      'vacancies',
      'text',
      'partner',
      'parallax',
      'contactForm',
      'block',
    ]);
  });

  it('accepts a sub page and keeps unknown fields', () => {
    const content = {
      sections: [
        { type: 'heroSite', variant: 'b', title: 'Jobs', image, extra: 1 },
        { type: 'vacancies', items: [{ title: 'Bäcker:in', link: { url: '/kontakt?anliegen=jobs' } }] },
        { type: 'contactForm', thankYou: '<p>Danke!</p>' },
      ],
    };
    expect(siteContentSchema('custom_site')?.parse(content)).toEqual(content);
  });

  it.each([
    ['custom_home', { sections: [{ type: 'heroSite' }] }, 'sections.0.type'],
    ['custom_site', { sections: [{ type: 'text', variant: 'c' }] }, 'sections.0.variant'],
    ['custom_home', { sections: [{ type: 'iframe', url: 'http://tour.example.at' }] }, 'sections.0.url'],
    ['custom_home', { sections: [{ type: 'teaser', link: { url: 'javascript:alert(1)' } }] }, 'sections.0.link.url'],
    ['custom_home', { sections: [{ type: 'threeColumns', items: [{}, {}, {}, {}] }] }, 'sections.0.items'],
    ['default', { body: 5 }, 'body'],
  ])('%s refuses %j at %s', (type, content, field) => {
    const result = siteContentSchema(type)?.safeParse(content);
    expect(result?.success).toBe(false);
    if (result && !result.success) {
      expect(zodErrorToApiErrors(result.error).map((error) => error.field)).toContain(field);
    }
  });

  it('has no schema for unknown types', () => {
    expect(siteContentSchema('landing')).toBeNull();
  });
});

describe('sanitizeContentDocument', () => {
  it('sanitises rich text at any depth and reports unsafe URLs with their path', () => {
    const { value, unsafeUrls } = sanitizeContentDocument({
      body: '<p onclick="x()">a</p><script>alert(1)</script>',
      sections: [
        { type: 'text', title: '<b>plain</b>', text: '<img src=x onerror=alert(1)>' },
        { type: 'links', items: [{ link: { url: 'java\tscript:alert(1)' } }, { link: { url: '/ok' } }] },
        { type: 'contactForm', thankYou: '<a href="javascript:alert(1)">x</a>' },
      ],
    });
    expect(value).toEqual({
      body: '<p>a</p>',
      sections: [
        { type: 'text', title: '<b>plain</b>', text: '<img src="x" />' },
        { type: 'links', items: [{ link: { url: 'java\tscript:alert(1)' } }, { link: { url: '/ok' } }] },
        { type: 'contactForm', thankYou: '<a>x</a>' },
      ],
    });
    expect(unsafeUrls).toEqual([['sections', 1, 'items', 0, 'link', 'url']]);
  });
});
