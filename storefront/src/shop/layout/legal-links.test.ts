import { describe, expect, it } from 'vitest';
import { legalLinks } from './legal-links';

const none = {
  termsAndConditions: null,
  termsAndConditionsText: null,
  privacyPolicy: null,
  privacyPolicyText: null,
  imprint: null,
  imprintText: null,
  allergens: null,
  allergensText: null,
};

describe('legalLinks (spec §2 Layout footer)', () => {
  it('links internally when the text is configured, externally when only the URL is, and hides the rest', () => {
    expect(
      legalLinks({
        ...none,
        termsAndConditionsText: '# AGB',
        termsAndConditions: 'https://example.test/agb',
        privacyPolicy: 'https://example.test/datenschutz',
        allergensText: '   ',
      }),
    ).toEqual([
      { label: 'AGB', href: '/site/terms-and-conditions', internal: true },
      { label: 'Datenschutz', href: 'https://example.test/datenschutz', internal: false },
    ]);
  });

  it('gives all four internal pages in order', () => {
    const links = legalLinks({
      ...none,
      termsAndConditionsText: 'a',
      privacyPolicyText: 'b',
      imprintText: 'c',
      allergensText: 'd',
    });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['AGB', '/site/terms-and-conditions'],
      ['Datenschutz', '/site/privacy'],
      ['Impressum', '/site/imprint'],
      ['Allergene', '/site/allergens'],
    ]);
  });

  it('gives nothing when nothing is configured', () => {
    expect(legalLinks(none)).toEqual([]);
  });
});
