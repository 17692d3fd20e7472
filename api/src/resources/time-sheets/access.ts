import { timeTrackingSheetsMessages } from '@bestell/domain';
import type { Context } from 'koa';
import { isAdmin } from '../../infrastructure/auth/actor.js';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';

/**
 * Whose sheet a staff caller may read: admins anyone's, employees only their own (another's: 403 in German).
 * 401 without a session; a malformed user id 404.
 */
export function requireSheetReader(ctx: Context, rawUserId: string | undefined): number {
  const actor = requireStaff(ctx);
  const userId = parseId(rawUserId);
  if (!isAdmin(actor) && actor.userId !== userId) {
    throw new AppError('forbidden', timeTrackingSheetsMessages.ownSheetOnly);
  }
  return userId;
}
