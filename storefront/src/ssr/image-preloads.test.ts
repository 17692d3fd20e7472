import { describe, expect, it } from 'vitest';
import { imagePreloadsHtml } from './image-preloads';

describe('image preloads of the server render', () => {
  it('preloads the images that load at once, with srcset, sizes and priority, once each', () => {
    const markup =
      '<header><img src="/image/tiny/1.jpg" srcset="/image/tiny/1.jpg 256w, /image/small/1.jpg 640w" sizes="12rem" alt="Logo"/></header>' +
      '<img src="/image/medium/2.jpg" alt="" fetchpriority="high">' +
      '<img src="/image/small/3.jpg" loading="lazy" alt="">' +
      '<img src="data:image/gif;base64,R0lGOD" alt="">' +
      '<img src="/image/medium/2.jpg" alt="">';
    expect(imagePreloadsHtml(markup)).toBe(
      '<link rel="preload" as="image" imagesrcset="/image/tiny/1.jpg 256w, /image/small/1.jpg 640w" imagesizes="12rem"/>' +
        '<link rel="preload" as="image" href="/image/medium/2.jpg" fetchpriority="high"/>',
    );
  });

  it('has nothing to preload without eager images', () => {
    expect(imagePreloadsHtml('<p>Text</p><img src="/a.jpg" loading="lazy">')).toBe('');
  });
});
