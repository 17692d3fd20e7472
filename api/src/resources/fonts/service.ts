import { createHash } from 'node:crypto';
import { messages, parseFontVariant } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { type AcceptedFont, type FontMetrics, fontMetrics } from '../../infrastructure/media/font-file.js';
import { fontFileKey } from '../../infrastructure/media/media-paths.js';
import type { MediaStores } from '../../infrastructure/storage/storage-for.js';
import { AppError } from '../../kernel/app-error.js';
import { embedCss } from './embed-css.js';
import { fallbackFace } from './fallback-face.js';
import {
  countFonts,
  deleteFontById,
  findFamily,
  findFontById,
  findFonts,
  findFontVariant,
  insertFont,
} from './repository.js';
import { type FontEntity, toFontEntity } from './serialize.js';
import { lockedThemeFont, refuseLastThemeVariant } from './theme-font-guard.js';

/**
 * Stores an accepted font: the row and its WOFF2 file, or neither. A family's variant exists once: uploading it
 * again is refused (delete the old one first), so a URL of a font never changes its content.
 */
export async function createFont(
  db: Db,
  stores: MediaStores,
  font: AcceptedFont,
  actor: Actor,
  now: Date,
): Promise<FontEntity> {
  return db.transaction().execute(async (trx) => {
    if (await findFontVariant(trx, font.family, font.variant)) {
      throw new AppError('validation', messages.validation.notUnique, { field: 'file', code: 'font_exists' });
    }
    const row = await insertFont(trx, {
      family: font.family,
      variant: font.variant,
      weight: font.weight,
      style: font.style,
      fileName: font.name?.slice(0, 255) ?? null,
      size: font.woff2.length,
      sha256: createHash('sha256').update(font.woff2).digest('hex'),
      createdAt: now,
      updatedAt: now,
    });
    const entity = toFontEntity(row);
    await recordAudit(trx, {
      actor,
      action: 'create',
      resource: 'fonts',
      resourceId: row.id,
      after: entity,
      label: `${entity.family} ${entity.variant}`,
    });
    // Written inside the transaction: a failed write rolls the row back.
    await stores.originals.write(fontFileKey(row), font.woff2, 'font/woff2');
    return entity;
  });
}

export async function listFonts(db: Db, page: { limit: number; offset: number }) {
  const rows = await findFonts(db, page);
  return { items: rows.map(toFontEntity), total: await countFonts(db) };
}

export async function getFontRow(db: Db, id: number) {
  const row = await findFontById(db, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function deleteFont(db: Db, stores: MediaStores, id: number, actor: Actor): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const themeFont = await lockedThemeFont(trx);
    const deleted = await deleteFontById(trx, id);
    if (!deleted) throw AppError.notFound();
    await refuseLastThemeVariant(trx, deleted.family, themeFont);
    const entity = toFontEntity(deleted);
    await recordAudit(trx, {
      actor,
      action: 'delete',
      resource: 'fonts',
      resourceId: id,
      before: entity,
      label: `${entity.family} ${entity.variant}`,
    });
    return deleted;
  });
  await stores.originals.remove(fontFileKey(row));
}

/** Metrics per stored font version (a version's file never changes; a few numbers per font). */
const metricsByFile = new Map<string, FontMetrics | null>();

async function metricsOf(stores: MediaStores, row: { id: number; version: number }): Promise<FontMetrics | null> {
  const key = `${row.id}-${row.version}`;
  if (!metricsByFile.has(key)) {
    const woff2 = await stores.originals.read(fontFileKey(row));
    metricsByFile.set(key, woff2 === null ? null : fontMetrics(woff2));
  }
  return metricsByFile.get(key) ?? null;
}

/**
 * The @font-face CSS of a family's variants (`regular`, `700` or a list `regular,700,700italic`), plus a local
 * fallback face "{family} Fallback" scaled to the family's metrics. Null when the family has none of them (a 404):
 * the CSS never names a font this server does not hold.
 */
export async function familyEmbedCss(
  db: Db,
  stores: MediaStores,
  family: string,
  variants: readonly string[],
): Promise<string | null> {
  const wanted = new Set(variants.filter((variant) => parseFontVariant(variant) !== null));
  if (wanted.size === 0) return null;
  const all = await findFamily(db, family);
  const rows = all.filter((row) => wanted.has(row.variant));
  const first = rows[0];
  if (!first) return null;
  const regular = all.find((row) => row.variant === 'regular') ?? first;
  const metrics = await metricsOf(stores, regular);
  return metrics === null ? embedCss(rows) : `${embedCss(rows)}\n${fallbackFace(first.family, metrics)}\n`;
}
