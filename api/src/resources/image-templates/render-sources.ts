import path from 'node:path';
import type { FontStyle } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { LocalFontFiles } from '../../infrastructure/media/local-font-files.js';
import { imageFileKey } from '../../infrastructure/media/media-paths.js';
import type { TemplateSources } from '../../infrastructure/media/template-render.js';
import type { MediaStores } from '../../infrastructure/storage/storage-for.js';

const fontFilesByDir = new Map<string, LocalFontFiles>();

function localFontFiles(dataDir: string, stores: MediaStores): LocalFontFiles {
  const dir = path.join(dataDir, 'cache', 'font-files');
  let files = fontFilesByDir.get(dir);
  if (!files) {
    files = new LocalFontFiles(dir, stores.originals);
    fontFilesByDir.set(dir, files);
  }
  return files;
}

/** The variant closest to the asked one: the same style first, then the nearest weight (bolder on a tie). */
export function closestVariant<T extends { weight: number; style: string }>(
  variants: readonly T[],
  weight: number,
  style: FontStyle,
): T | null {
  let best: T | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const variant of variants) {
    const score =
      (variant.style === style ? 0 : 10_000) +
      Math.abs(variant.weight - weight) * 2 +
      (variant.weight < weight ? 1 : 0);
    if (score < bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Fonts and images of the database for the template renderer: a family is used only when it was uploaded here
 * (otherwise the default face: a system font of the same name is never picked up); an image is its current file.
 */
export function templateSources(db: Db, stores: MediaStores, dataDir: string): TemplateSources {
  const fontFiles = localFontFiles(dataDir, stores);
  return {
    async font(family, weight, style) {
      const variants = await db
        .selectFrom('fonts')
        .select(['id', 'version', 'family', 'weight', 'style'])
        .where(sql<string>`lower(family)`, '=', family.toLowerCase())
        .execute();
      const chosen = closestVariant(variants, weight, style);
      if (!chosen) return null;
      const file = await fontFiles.pathOf(chosen);
      return file === null ? null : { family: chosen.family, file };
    },
    async image(ref) {
      const row = await db
        .selectFrom('images')
        .select(['id', 'version', 'extension'])
        .where('id', '=', ref.id)
        .executeTakeFirst();
      if (!row || row.extension === 'svg') return null;
      return stores.originals.read(imageFileKey(row));
    },
  };
}
