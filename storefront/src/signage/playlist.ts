import {
  activeStream,
  isWithinSchedule,
  type ResolvedSlide,
  type SignageProgram,
  sceneLayoutRegions,
} from '@bestell/domain';

/** A slide shows at least this long, whatever the program says (a 0 would spin the loop). */
export const minimumSlideSeconds = 1;

/** The main region of the scene (segments without a region fill it): the layout's first region. */
export function mainRegionOf(program: SignageProgram): string {
  return sceneLayoutRegions[program.scene.layout][0];
}

/**
 * The stream a region plays at `now`: the active segment's of that region (the same `activeStream` the server uses,
 * in the program's time zone), else the stream the scene binds to the region.
 */
export function regionStreamId(program: SignageProgram, regionName: string, now: number): number | null {
  const main = mainRegionOf(program);
  const segments = program.segments.filter((segment) => (segment.region ?? main) === regionName);
  const fromSegment = activeStream(segments, now, program.timeZone);
  if (fromSegment !== null) return fromSegment;
  return program.scene.regions.find((region) => region.name === regionName)?.streamId ?? null;
}

/** Whether a slide may show at `now`: a product outside its schedule is dropped (also offline, from the program). */
export function isSlideShowable(slide: ResolvedSlide, now: number): boolean {
  return isWithinSchedule(slide.availability?.schedule ?? [], now);
}

/** The slides a region plays at `now`, in stream order. */
export function regionSlides(program: SignageProgram, regionName: string, now: number): ResolvedSlide[] {
  const streamId = regionStreamId(program, regionName, now);
  const stream = program.streams.find((candidate) => candidate.id === streamId);
  return stream ? stream.slides.filter((slide) => isSlideShowable(slide, now)) : [];
}

/** The slide after `currentKey` in `slides` (the first when it is gone or none plays yet); null for none. */
export function nextSlide(slides: readonly ResolvedSlide[], currentKey: string | null): ResolvedSlide | null {
  if (slides.length === 0) return null;
  const index = currentKey === null ? -1 : slides.findIndex((slide) => slide.key === currentKey);
  return slides[(index + 1) % slides.length] ?? null;
}

export function slideMs(slide: ResolvedSlide): number {
  return Math.max(minimumSlideSeconds, slide.duration) * 1000;
}
