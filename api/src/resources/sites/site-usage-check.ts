import { contentUsageMessages as m, redirectPathKey, type SiteInput } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { navigationUsersOf } from '../navigations/navigation-usage.js';
import { enabledRedirectAt, redirectUsersOf } from '../redirects/redirect-usage.js';

/**
 * Issue 24: a site that a redirect or a navigation item leads to is not deleted, moved to another path or taken
 * offline (published → draft) — visitors following them would land on a 404. Refused with 409 (code 'in_use', not
 * the version conflict) naming what points at it; checked before anything is written.
 */
export async function guardSiteChange(trx: Trx, id: number, input: SiteInput | null): Promise<void> {
  const stored = await trx.selectFrom('sites').select(['path', 'isPublic']).where('id', '=', id).executeTakeFirst();
  if (stored === undefined) return;
  const moved =
    input !== null && (redirectPathKey(input.path) ?? input.path) !== (redirectPathKey(stored.path) ?? stored.path);
  const unpublished = input !== null && stored.isPublic && !input.isPublic;
  if (input !== null && !moved && !unpublished) return;
  const users = [...(await redirectUsersOf(trx, stored.path)), ...(await navigationUsersOf(trx, 'site', stored.path))];
  if (users.length === 0) return;
  const field = moved ? 'path' : unpublished ? 'isPublic' : undefined;
  throw new AppError('conflict', m.siteUsed(users), { code: 'in_use', ...(field ? { field } : {}) });
}

/**
 * Issue 24: a site's path must not be the path of an active redirect — the redirect would hide the page. The shop
 * owner is told which one, to delete or disable it first (the mirror of the redirect check's 'path is a page').
 */
export async function checkSitePath(trx: Trx, input: SiteInput): Promise<void> {
  const redirect = await enabledRedirectAt(trx, input.path);
  if (redirect !== null) {
    throw new AppError('validation', m.pathIsRedirect(redirect.path, redirect.target), { field: 'path' });
  }
}
