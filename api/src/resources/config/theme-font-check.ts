import { backofficeMediaMessages, isSystemFontFamily } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import { findFamily } from '../fonts/repository.js';

/**
 * A new theme font must be a family uploaded under Schriftarten (the shop links its CSS from this server) or one of
 * the system families the config screen offers; anything else would link a missing stylesheet (422 on themeFont).
 * '' / null (the default font) and an unchanged stored value pass. Run inside the saving transaction after the
 * config row is locked (a font deletion locks it too).
 */
export async function checkThemeFont(trx: Db, next: unknown, stored: unknown): Promise<void> {
  if (typeof next !== 'string' || next.trim() === '' || next === stored) return;
  if (isSystemFontFamily(next)) return;
  if ((await findFamily(trx, next.trim())).length > 0) return;
  throw new AppError('validation', backofficeMediaMessages.fonts.unknownThemeFont(next.trim()), {
    field: 'themeFont',
    code: 'unknown_font',
  });
}
