import type { ResolvedSlide } from '@bestell/domain';

/**
 * The player's loop helpers. Which stream a region plays and which slides show at a time come from the domain
 * (`regionStreamAt`, `regionSlidesAt`, `isSlideShown`: the same rules the server resolves with).
 */

/** A slide shows at least this long, whatever the program says (a 0 would spin the loop). */
export const minimumSlideSeconds = 1;

/** The slide after `currentKey` in `slides` (the first when it is gone or none plays yet); null for none. */
export function nextSlide(slides: readonly ResolvedSlide[], currentKey: string | null): ResolvedSlide | null {
  if (slides.length === 0) return null;
  const index = currentKey === null ? -1 : slides.findIndex((slide) => slide.key === currentKey);
  return slides[(index + 1) % slides.length] ?? null;
}

export function slideMs(slide: ResolvedSlide): number {
  return Math.max(minimumSlideSeconds, slide.duration) * 1000;
}
