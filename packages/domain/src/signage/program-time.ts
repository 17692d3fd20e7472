import { isWithinSchedule } from '../catalog/schedule.js';
import type { EpochMs } from '../hours/time-types.js';
import type { ProgramSegment, ResolvedSlide, SignageProgram } from './program.js';
import { activeStream } from './segments.js';

/** The main region of every layout: segments without a region fill it. */
export const mainRegion = 'main';

/** Whether a resolved slide shows at `now`: a product only inside its own and its category's schedule. */
export function isSlideShown(slide: Pick<ResolvedSlide, 'availability'>, now: EpochMs): boolean {
  if (!slide.availability) return true;
  return (
    isWithinSchedule(slide.availability.schedule, now) &&
    isWithinSchedule(slide.availability.categorySchedule ?? [], now)
  );
}

/** The segments that fill a region (those without a region fill the main one). */
export function segmentsOfRegion(segments: readonly ProgramSegment[], region: string): ProgramSegment[] {
  return segments.filter((segment) => (segment.region ?? mainRegion) === region);
}

/**
 * The stream a region of the program plays at `now`: the active segment's (activeStream, wall clock of the
 * program's time zone), else the scene's own stream for the region; null when neither names one.
 */
export function regionStreamAt(
  program: Pick<SignageProgram, 'scene' | 'segments' | 'timeZone'>,
  region: string,
  now: EpochMs,
): number | null {
  const fromSegment = activeStream(segmentsOfRegion(program.segments, region), now, program.timeZone);
  if (fromSegment !== null) return fromSegment;
  return program.scene.regions.find((r) => r.name === region)?.streamId ?? null;
}

/** The slides a region shows at `now` (its stream's slides minus products outside their schedule). */
export function regionSlidesAt(
  program: Pick<SignageProgram, 'scene' | 'segments' | 'timeZone' | 'streams'>,
  region: string,
  now: EpochMs,
): ResolvedSlide[] {
  const streamId = regionStreamAt(program, region, now);
  const stream = program.streams.find((s) => s.id === streamId);
  return (stream?.slides ?? []).filter((slide) => isSlideShown(slide, now));
}
