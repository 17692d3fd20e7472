import { formatCurrency } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import type { StaffProduct } from '../../catalog/products/product-values';
import { sachertorte } from '../../catalog/products/staff-product-fixture';
import { previewSlides } from './preview-slides';

const product = (id: number, patch: Partial<StaffProduct> = {}): StaffProduct => ({
  ...sachertorte,
  id,
  name: `Produkt ${id}`,
  price: '3.20',
  categoryId: 5,
  ...patch,
  content: { ...sachertorte.content, scope: 'all', resellingPrice: '2.90', duration: null, ...patch.content },
});

const catalog = {
  products: [
    product(1),
    product(2, { content: { ...sachertorte.content, scope: 'branches', resellingPrice: null, duration: 12 } }),
    product(3, { content: { ...sachertorte.content, scope: 'partners', resellingPrice: '4.10', duration: null } }),
    product(4, { isEnabled: false }),
    product(5, { categoryId: 9 }),
  ],
  categories: [],
  images: [{ id: 7, version: 2, extension: 'png', alt: 'Kaffee', description: null }],
  uploads: [{ id: 8, version: 1, extension: 'mp4', mimeType: 'video/mp4', publicHash: 'abc' }],
  templates: [],
  blocks: [],
};
const ownBranch = { identificationNumber: null };
const partner = { identificationNumber: 'ATU12345678' };

describe('previewSlides', () => {
  it('shows an own branch its prices and its scope, a partner the reselling prices and the partner scope', () => {
    const slides = [1, 2, 3].map((productId) => ({ type: 'product' as const, productId, duration: null }));
    const own = previewSlides(slides, catalog, ownBranch, 8);
    expect(own.map((slide) => [slide.title, slide.priceText])).toEqual([
      ['Produkt 1', formatCurrency('3.20')],
      ['Produkt 2', formatCurrency('3.20')],
    ]);
    const resold = previewSlides(slides, catalog, partner, 8);
    expect(resold.map((slide) => [slide.title, slide.priceText])).toEqual([
      ['Produkt 1', formatCurrency('2.90')],
      ['Produkt 3', formatCurrency('4.10')],
    ]);
  });

  it('takes the slide’s duration, else the product’s, else the stream’s default', () => {
    const shown = previewSlides(
      [
        { type: 'product', productId: 1, duration: 5 },
        { type: 'product', productId: 2, duration: null },
        { type: 'product', productId: 1, duration: null },
      ],
      catalog,
      ownBranch,
      8,
    );
    expect(shown.map((slide) => slide.duration)).toEqual([5, 12, 8]);
  });

  it('plays a category as its enabled products in turn; media slides point at their files', () => {
    const shown = previewSlides(
      [
        { type: 'category', categoryId: 5, duration: 6 },
        { type: 'image', imageId: 7, duration: 4 },
        { type: 'upload', uploadId: 8, duration: 20 },
        { type: 'image', imageId: 99, duration: 4 },
      ],
      catalog,
      ownBranch,
      8,
    );
    expect(shown.map((slide) => [slide.type, slide.title, slide.duration])).toEqual([
      ['product', 'Produkt 1', 6],
      ['product', 'Produkt 2', 6],
      ['image', 'Kaffee', 4],
      ['video', '', 20],
    ]);
    expect(shown[2]?.images).toEqual(['/image/small/7-2.png']);
    expect(shown[3]?.videoUrl).toBe('/upload/abc/8-1.mp4');
  });

  it('shows what the screen shows: the price label with its unit, no hidden price, 10 s for several images', () => {
    const extra = { id: 23, version: 1, extension: 'jpg' };
    const shown = previewSlides(
      [6, 7, 8].map((productId) => ({ type: 'product' as const, productId, duration: null })),
      {
        ...catalog,
        products: [
          product(6, { calculationModel: 'approximate', unit: 'kg', price: '42.00' }),
          product(7, { isPriceHidden: true }),
          product(8, { images: [...sachertorte.images, extra] }),
        ],
      },
      ownBranch,
      8,
    );
    expect(shown.map((slide) => [slide.priceText, slide.unitText])).toEqual([
      [`ca. ${formatCurrency('42.00')}`, 'kg'],
      [undefined, undefined],
      [formatCurrency('3.20'), undefined],
    ]);
    expect(shown.map((slide) => slide.duration)).toEqual([8, 8, 10]);
  });
});
