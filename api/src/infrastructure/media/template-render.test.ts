import { describe, expect, it } from 'vitest';
import { renderTemplate, TemplateTimeoutError } from './template-render.js';

/** No uploaded fonts, no images: the default face only. */
const noSources = { font: async () => null, image: async () => null };

describe('renderTemplate time limit', () => {
  it('gives up when the time is spent (no layer starts after the deadline)', async () => {
    const drawing = {
      width: 200,
      height: 100,
      background: '#ffffff',
      layers: [
        {
          type: 'text' as const,
          text: 'Kipferl',
          fontFamily: null,
          fontWeight: 400,
          fontStyle: 'normal' as const,
          fontSize: 32,
          color: '#000000',
          x: 0,
          y: 0,
          width: null,
          align: 'left' as const,
        },
      ],
    };
    await expect(renderTemplate(drawing, noSources, 0)).rejects.toBeInstanceOf(TemplateTimeoutError);
    expect((await renderTemplate(drawing, noSources, 10_000)).subarray(1, 4).toString()).toBe('PNG');
  });
});
