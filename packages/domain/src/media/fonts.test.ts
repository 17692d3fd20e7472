import { describe, expect, it } from 'vitest';
import { fontFamilyPattern, fontVariantOf, parseFontVariant } from './fonts.js';

describe('font variants', () => {
  it('names weights and styles like Google Fonts', () => {
    expect(fontVariantOf(400, 'normal')).toBe('regular');
    expect(fontVariantOf(400, 'italic')).toBe('italic');
    expect(fontVariantOf(700, 'normal')).toBe('700');
    expect(fontVariantOf(300, 'italic')).toBe('300italic');
  });

  it('reads the names back and refuses others', () => {
    for (const [weight, style] of [
      [400, 'normal'],
      [400, 'italic'],
      [100, 'normal'],
      [900, 'italic'],
    ] as const) {
      expect(parseFontVariant(fontVariantOf(weight, style))).toEqual({ weight, style });
    }
    for (const bad of ['bold', '450', '700oblique', '1000', '', '0700']) expect(parseFontVariant(bad)).toBeNull();
  });

  it('allows family names that are safe in CSS and URLs only', () => {
    expect(fontFamilyPattern.test('Open Sans')).toBe(true);
    expect(fontFamilyPattern.test('Größe_2')).toBe(true);
    for (const bad of ['', ' Lead', 'a"b', 'a;b', 'a\\b', 'x'.repeat(101), 'a/b']) {
      expect(fontFamilyPattern.test(bad)).toBe(false);
    }
  });
});
