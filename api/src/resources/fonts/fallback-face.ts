import { cssFontFamily } from '@bestell/domain';
import type { FontMetrics } from '../../infrastructure/media/font-file.js';

/** Arial's (and its metric twin Liberation Sans') average glyph width per em: 904 / 2048 (OS/2 xAvgCharWidth). */
const arialAverageWidth = 904 / 2048;

const percent = (value: number) => `${(Math.round(value * 10_000) / 100).toFixed(2)}%`;

/**
 * A local Arial scaled to an uploaded font's metrics, named "{family} Fallback": text set in it while the font loads
 * (font-display: swap) takes about the room the font will take, so the swap moves little (the technique of the
 * theme's "Open Sans Fallback"). size-adjust is the ratio of the average glyph widths; the vertical overrides are the
 * font's own ascent, descent and line gap divided by it.
 */
export function fallbackFace(family: string, metrics: FontMetrics): string {
  const sizeAdjust = metrics.xAvgCharWidth / metrics.unitsPerEm / arialAverageWidth;
  const per = (value: number) => percent(Math.abs(value) / metrics.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: ${cssFontFamily(`${family} Fallback`)};`,
    '  src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans");',
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${per(metrics.ascent)};`,
    `  descent-override: ${per(metrics.descent)};`,
    `  line-gap-override: ${per(metrics.lineGap)};`,
    '}',
  ].join('\n');
}
