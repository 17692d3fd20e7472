import type { Product } from '@bestell/domain';

/**
 * The allergen content of a product is HTML from the back-office (content.allergens). The storefront shows it as
 * plain text paragraphs: parsed in an inert document (no scripts run, no resources load) and reduced to text, so no
 * markup from the data reaches the page.
 */
export function allergenParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith('\n');
  const blocks = Array.from(doc.body.querySelectorAll('p, li, h1, h2, h3, h4, div')).filter(
    (element) => element.querySelector('p, li, h1, h2, h3, h4, div') === null,
  );
  const texts = blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [doc.body.textContent ?? ''];
  return texts.map((text) => text.replace(/[ \t]+/g, ' ').trim()).filter((text) => text !== '');
}

/** Whether a product has an allergen overview to open (the red heart is shown). */
export function hasAllergenContent(product: Pick<Product, 'allergens' | 'content'>): boolean {
  return Boolean(product.content.allergens?.trim() || product.allergens?.trim());
}
