import { describe, expect, it } from 'vitest';
import { defaultWidgetOptions, widgetSnippet } from './widget-snippet';

const shop = 'https://shop.example.at/';

describe('widgetSnippet', () => {
  it('gives the loader and the teaser with branch, category and limit', () => {
    expect(widgetSnippet(shop, { ...defaultWidgetOptions, branch: 'graz-herrengasse', category: '3', limit: 4 })).toBe(
      '<script type="module" src="https://shop.example.at/widgets/loader.js" blocking="render"></script>\n' +
        '<bestell-shop-teaser api-base="https://shop.example.at" branch="graz-herrengasse" category="3" limit="4"></bestell-shop-teaser>',
    );
  });

  it('leaves out empty options and what the element does not take', () => {
    expect(widgetSnippet(shop, { ...defaultWidgetOptions, kind: 'cart', category: '3', uid: 'x' })).toContain(
      '<bestell-cart api-base="https://shop.example.at"></bestell-cart>',
    );
    expect(widgetSnippet(shop, { ...defaultWidgetOptions, kind: 'status', branch: 'wien' })).toContain(
      '<bestell-order-status api-base="https://shop.example.at"></bestell-order-status>',
    );
  });

  it('escapes typed values', () => {
    expect(widgetSnippet(shop, { ...defaultWidgetOptions, kind: 'status', uid: 'a"><script>', hash: 'h&1' })).toContain(
      'uid="a&quot;&gt;&lt;script&gt;" hash="h&amp;1"',
    );
  });
});
