import { describe, expect, it } from 'vitest';
import { makeBranch, makeCategory, makeProduct } from '../catalog/fixtures.js';
import { isSlideShown } from './program-time.js';
import { resolveSlides, type SlideCatalog } from './resolve-slides.js';

const image = (id: number) => ({ id, version: 2, extension: 'jpg' });
const content = { scope: 'all' as const, resellingPrice: null, category: null, allergens: null, duration: null };
const semmel = makeProduct({ id: 1, name: 'Semmel', price: '0.60', images: [image(1)] });
const kipferl = makeProduct({
  id: 2,
  name: 'Butterkipferl',
  price: '1.20',
  images: [image(2), image(3)],
  content: {
    ...content,
    scope: 'branches',
    allergens: '<p>Gluten <script>alert(1)</script><strong>Milch</strong></p>',
  },
});
const partnerBrot = makeProduct({
  id: 3,
  name: 'Partnerbrot',
  price: '4.00',
  unit: 'kg',
  calculationModel: 'approximate',
  content: { ...content, scope: 'partners', resellingPrice: '4.80', duration: 7 },
});
const hidden = makeProduct({ id: 4, name: 'Versteckt', isEnabled: false });
const offMenu = makeProduct({ id: 5, name: 'Nicht auf der Karte' });
const brot = makeCategory({ id: 1, name: 'Gebäck', schedule: [{ from: '2026-01-01T00:00:00Z', to: null }] });

function catalogFor(identificationNumber: string | null, overrides: Partial<SlideCatalog> = {}): SlideCatalog {
  return {
    branch: makeBranch({ id: 1, identificationNumber }),
    menu: { catalog: [{ id: 1, products: [{ id: 2 }, { id: 1 }, { id: 3 }, { id: 4 }] }] },
    categories: [brot],
    products: [semmel, kipferl, partnerBrot, hidden, offMenu],
    uploads: new Map([
      [7, { id: 7, version: 1, extension: 'mp4', mimeType: 'video/mp4', publicHash: 'abc', originalName: 'Ofen.mp4' }],
    ]),
    images: new Map([[9, { id: 9, version: 3, extension: 'png', alt: 'Plakat' }]]),
    templates: new Map([[4, { id: 4, name: 'Angebot', version: 6 }]]),
    blocks: new Map([[1, { id: 1, name: 'Hinweis', content: { body: '<p onclick="x()">Frisch</p>' } }]]),
    currency: 'EUR',
    ...overrides,
  };
}

describe('resolveSlides', () => {
  it('expands a category into its shown products in menu order, in scope for an own branch', () => {
    const slides = resolveSlides(5, [{ type: 'category', categoryId: 1, duration: null }], 8, catalogFor(null));
    expect(slides.map((s) => s.title)).toEqual(['Butterkipferl', 'Semmel']);
    expect(slides.map((s) => s.key)).toEqual(['5-0-p2', '5-0-p1']);
  });

  it('gives a partner screen the partner products at the reselling price and never a branches product', () => {
    const slides = resolveSlides(5, [{ type: 'category', categoryId: 1, duration: null }], 8, catalogFor('ATU1'));
    expect(slides.map((s) => [s.title, s.priceText, s.unitText])).toEqual([
      ['Semmel', '0,60\u00a0€', undefined],
      ['Partnerbrot', 'ca. 4,80\u00a0€', 'kg'],
    ]);
    expect(resolveSlides(5, [{ type: 'product', productId: 2, duration: null }], 8, catalogFor('ATU1'))).toEqual([]);
  });

  it('shows the own price on an own branch and never a partners product there', () => {
    const slides = resolveSlides(5, [{ type: 'product', productId: 1, duration: 4 }], 8, catalogFor(null));
    expect(slides[0]).toMatchObject({
      title: 'Semmel',
      priceText: '0,60\u00a0€',
      duration: 4,
      images: ['/image/large/1-2.jpg'],
    });
    expect(resolveSlides(5, [{ type: 'product', productId: 3, duration: null }], 8, catalogFor(null))).toEqual([]);
  });

  it('leaves out disabled products, products outside the active menu, and everything without an active menu', () => {
    expect(resolveSlides(5, [{ type: 'product', productId: 4, duration: null }], 8, catalogFor(null))).toEqual([]);
    expect(resolveSlides(5, [{ type: 'product', productId: 5, duration: null }], 8, catalogFor(null))).toEqual([]);
    const noMenu = catalogFor(null, { menu: undefined });
    expect(resolveSlides(5, [{ type: 'product', productId: 1, duration: null }], 8, noMenu)).toEqual([]);
  });

  it('takes the duration from the slide, else content.duration, else 10 s with several images, else the stream', () => {
    const [kipferlSlide] = resolveSlides(5, [{ type: 'product', productId: 2, duration: null }], 8, catalogFor(null));
    const [semmelSlide] = resolveSlides(5, [{ type: 'product', productId: 1, duration: null }], 8, catalogFor(null));
    const [brotSlide] = resolveSlides(5, [{ type: 'product', productId: 3, duration: null }], 8, catalogFor('P'));
    expect([kipferlSlide?.duration, semmelSlide?.duration, brotSlide?.duration]).toEqual([10, 8, 7]);
  });

  it('sanitises allergens and block HTML', () => {
    const [slide] = resolveSlides(5, [{ type: 'product', productId: 2, duration: null }], 8, catalogFor(null));
    expect(slide?.allergensHtml).toBe('<p>Gluten <strong>Milch</strong></p>');
    const [block] = resolveSlides(5, [{ type: 'block', blockId: 1, duration: 6 }], 8, catalogFor(null));
    expect(block).toMatchObject({ type: 'block', title: 'Hinweis', html: '<p>Frisch</p>', duration: 6 });
  });

  it('resolves uploads, images and templates to URLs and skips missing references', () => {
    const slides = resolveSlides(
      5,
      [
        { type: 'upload', uploadId: 7, duration: 20 },
        { type: 'image', imageId: 9, duration: 5 },
        { type: 'template', imageTemplateId: 4, duration: 5 },
        { type: 'image', imageId: 99, duration: 5 },
      ],
      8,
      catalogFor(null),
    );
    expect(slides.map((s) => [s.type, s.videoUrl ?? s.images[0]])).toEqual([
      ['video', '/upload/abc/7-1.mp4'],
      ['image', '/image/large/9-3.png'],
      ['template', '/api/digital-signage/self/image-templates/4/image.png?v=6'],
    ]);
  });

  it('carries product and category schedules so the player drops a product outside them', () => {
    const timed = makeProduct({ id: 1, schedule: [{ from: '2026-11-27T05:00:00Z', to: '2026-11-27T09:30:00Z' }] });
    const [slide] = resolveSlides(5, [{ type: 'product', productId: 1, duration: null }], 8, {
      ...catalogFor(null),
      products: [timed],
    });
    expect(slide && isSlideShown(slide, Date.parse('2026-11-27T09:29:00Z'))).toBe(true);
    expect(slide && isSlideShown(slide, Date.parse('2026-11-27T09:30:00Z'))).toBe(false);
    // the category's schedule starts 2026-01-01
    expect(slide && isSlideShown(slide, Date.parse('2025-12-31T09:00:00Z'))).toBe(false);
  });
});
