import { backofficeMediaMessages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import { findConfigDocument } from '../config/repository.js';
import { findFamily } from './repository.js';

/**
 * Locks the config row for the deleting transaction (a concurrent save of the theme font waits and then sees the
 * deletion) and returns the shop's theme font family, or null.
 */
export async function lockedThemeFont(trx: Db): Promise<string | null> {
  const { data } = await findConfigDocument(trx, { lock: true });
  return typeof data.themeFont === 'string' && data.themeFont.trim() !== '' ? data.themeFont.trim() : null;
}

/**
 * After a font row was deleted inside `trx`: when it was the last variant of the family the shop uses as its theme
 * font, refuses (409 `in_use`, German), so the transaction rolls back and the shop never links a missing font.
 */
export async function refuseLastThemeVariant(trx: Db, family: string, themeFont: string | null): Promise<void> {
  if (themeFont === null || themeFont.toLowerCase() !== family.toLowerCase()) return;
  if ((await findFamily(trx, family)).length > 0) return;
  throw new AppError('conflict', backofficeMediaMessages.fonts.inUseAsThemeFont(themeFont), { code: 'in_use' });
}
