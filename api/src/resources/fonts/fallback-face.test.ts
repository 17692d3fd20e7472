import { describe, expect, it } from 'vitest';
import { fallbackFace } from './fallback-face.js';

describe('the metric-matched fallback face of an uploaded font', () => {
  it('scales a local Arial to the font: Open Sans gives the theme’s own figures', () => {
    // Open Sans: 2048 units per em, ascender 2189, descender −600, no line gap, average glyph width 951.
    const css = fallbackFace('Open Sans', {
      unitsPerEm: 2048,
      ascent: 2189,
      descent: -600,
      lineGap: 0,
      xAvgCharWidth: 951,
    });
    expect(css).toBe(
      [
        '@font-face {',
        '  font-family: "Open Sans Fallback";',
        '  src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans");',
        '  size-adjust: 105.20%;',
        '  ascent-override: 101.60%;',
        '  descent-override: 27.85%;',
        '  line-gap-override: 0.00%;',
        '}',
      ].join('\n'),
    );
  });
});
