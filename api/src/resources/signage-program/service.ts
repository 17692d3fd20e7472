import { isPartnerBranch, resolveSlides, type SignageProgram } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import { loadSlideCatalog } from './catalog.js';
import { loadScene, loadScreen, loadSegments, loadStreams } from './load.js';

/**
 * The program of one screen (issue 29): its scene, the segments that apply to it (own, group, everyone), and every
 * stream they name with its slides resolved for the screen's branch at `now` (prices from the catalog, scope, active
 * menu); `media` lists every URL the player should cache. Time decisions (which segment plays, which product is in
 * its schedule) are left to the player with the domain's `regionSlidesAt`, so the program stays valid offline.
 */
export async function buildProgram(db: Db, signageDeviceId: number, now: Date): Promise<SignageProgram> {
  const screen = await loadScreen(db, signageDeviceId);
  if (!screen) throw AppError.notFound();
  const [scene, segments] = await Promise.all([loadScene(db, screen.sceneId), loadSegments(db, screen)]);
  const streamIds = [
    ...new Set([
      ...scene.regions.flatMap((region) => (region.streamId === null ? [] : [region.streamId])),
      ...segments.map((segment) => segment.streamId),
    ]),
  ];
  const streams = await loadStreams(db, streamIds);
  const catalog = await loadSlideCatalog(
    db,
    { id: screen.branch.id, identificationNumber: screen.branch.identificationNumber },
    streams.flatMap((stream) => stream.slides),
    now,
  );
  const resolved = streams.map((stream) => ({
    id: stream.id,
    name: stream.name,
    slides: resolveSlides(stream.id, stream.slides, stream.defaultDuration, catalog),
  }));
  const media = [
    ...new Set(
      resolved.flatMap((stream) =>
        stream.slides.flatMap((slide) => [...slide.images, ...(slide.videoUrl ? [slide.videoUrl] : [])]),
      ),
    ),
  ];
  return {
    generatedAt: now.toISOString(),
    timeZone: screen.branch.timeZone,
    device: {
      id: screen.id,
      identifier: screen.identifier,
      name: screen.name,
      orientation: screen.orientation,
      resolution: screen.resolution,
    },
    branch: {
      id: screen.branch.id,
      name: screen.branch.name,
      isPartner: isPartnerBranch({ identificationNumber: screen.branch.identificationNumber }),
    },
    scene,
    streams: resolved,
    segments: segments.map((segment) => ({
      streamId: segment.streamId,
      weekdays: segment.weekdays,
      fromTime: segment.fromTime,
      toTime: segment.toTime,
      fromDate: segment.fromDate,
      toDate: segment.toDate,
      priority: segment.priority,
      region: segment.region,
    })),
    media,
  };
}
