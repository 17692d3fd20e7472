import { describe, expect, it } from 'vitest';
import { allergenParagraphs } from './allergen-text';

describe('allergenParagraphs', () => {
  it('keeps the text of paragraphs and list items, drops markup and scripts', () => {
    const html =
      '<p>Enthält <strong>Gluten</strong> (A)</p><ul><li>Ei (C)</li><li>Milch (G)</li></ul><script>alert(1)</script><img src=x onerror="alert(2)">';
    expect(allergenParagraphs(html)).toEqual(['Enthält Gluten (A)', 'Ei (C)', 'Milch (G)']);
  });

  it('reads plain text as one paragraph, and empty markup as none', () => {
    expect(allergenParagraphs('Gluten, Sesam')).toEqual(['Gluten, Sesam']);
    expect(allergenParagraphs('<p> </p>')).toEqual([]);
  });
});
