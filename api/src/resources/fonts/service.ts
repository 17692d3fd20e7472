import { createHash } from 'node:crypto';
import { messages, parseFontVariant } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { writeAuditLog } from '../../infrastructure/crud/audit.js';
import type { AcceptedFont } from '../../infrastructure/media/font-file.js';
import { fontFileKey } from '../../infrastructure/media/media-paths.js';
import type { MediaStores } from '../../infrastructure/storage/storage-for.js';
import { AppError } from '../../kernel/app-error.js';
import { embedCss } from './embed-css.js';
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
    await writeAuditLog(trx, { actor, action: 'create', resource: 'fonts', resourceId: row.id, data: { ...entity } });
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
    const deleted = await deleteFontById(trx, id);
    if (!deleted) throw AppError.notFound();
    const entity = toFontEntity(deleted);
    await writeAuditLog(trx, { actor, action: 'delete', resource: 'fonts', resourceId: id, data: { ...entity } });
    return deleted;
  });
  await stores.originals.remove(fontFileKey(row));
}

/**
 * The @font-face CSS of a family's variants (`regular`, `700` or a list `regular,700,700italic`). Null when the
 * family has none of them (a 404): the CSS never names a font this server does not hold.
 */
export async function familyEmbedCss(db: Db, family: string, variants: readonly string[]): Promise<string | null> {
  const wanted = new Set(variants.filter((variant) => parseFontVariant(variant) !== null));
  if (wanted.size === 0) return null;
  const rows = (await findFamily(db, family)).filter((row) => wanted.has(row.variant));
  return rows.length === 0 ? null : embedCss(rows);
}
