import {
  followRedirectChain,
  redirectCheckMessages as m,
  type RedirectInput,
  redirectPathKey,
  type ShopRoute,
  shopRouteOf,
} from '@bestell/domain';
import { findConfigData } from '../../db/config-data.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';

const legalTextOf = {
  'site/terms-and-conditions': 'termsAndConditionsText',
  'site/privacy': 'privacyPolicyText',
  'site/imprint': 'imprintText',
  'site/allergens': 'allergensText',
} as const;

/** Whether the shop shows a page at this route (drafts count: a site exists before it is published). */
async function pageExists(trx: Trx, route: ShopRoute): Promise<boolean> {
  switch (route.kind) {
    case 'home':
    case 'shop':
      return true;
    case 'reserved':
      return false;
    case 'category': {
      if (route.categoryId === null) return false;
      const row = await trx.selectFrom('categories').select('id').where('id', '=', route.categoryId).executeTakeFirst();
      return row !== undefined;
    }
    case 'branch': {
      const row = await trx
        .selectFrom('branches')
        .select('id')
        .where('identifier', '=', route.identifier)
        .executeTakeFirst();
      return row !== undefined;
    }
    case 'legal': {
      const text = (await findConfigData(trx))[legalTextOf[route.path]];
      return typeof text === 'string' && text.trim() !== '';
    }
    case 'site': {
      const row = await trx.selectFrom('sites').select('id').where('path', '=', route.path).executeTakeFirst();
      return row !== undefined;
    }
  }
}

/** The redirects a visitor would follow once this one is saved: the enabled ones, and this one whatever its state. */
async function redirectsWith(trx: Trx, id: number, input: RedirectInput): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom('redirects')
    .select(['path', 'target'])
    .where((eb) => eb.and([eb('isEnabled', '=', true), eb('id', '!=', id)]))
    .execute();
  const table = new Map<string, string>();
  for (const row of rows) {
    const key = redirectPathKey(row.path);
    if (key !== null) table.set(key, row.target);
  }
  table.set(redirectPathKey(input.path) ?? input.path, input.target);
  return table;
}

/**
 * Issue 24 point 1, checked after the row is written, in its transaction (a refusal rolls the write back): the path
 * must not hide a page that exists nor belong to the system; the target — at the end of its chain through the other
 * redirects — must be an absolute URL or a page of the shop; and the chain must not come back to a path it passed.
 * A disabled redirect is checked as if enabled, so enabling it later cannot make a loop.
 */
export async function checkRedirect(trx: Trx, id: number, input: RedirectInput): Promise<void> {
  const key = redirectPathKey(input.path) ?? input.path;
  const source = shopRouteOf(key);
  if (source.kind === 'reserved' || source.kind === 'legal' || source.kind === 'home' || source.kind === 'shop') {
    throw new AppError('validation', source.kind === 'reserved' ? m.pathReserved : m.pathIsPage, { field: 'path' });
  }
  if (await pageExists(trx, source)) throw new AppError('validation', m.pathIsPage, { field: 'path' });
  const end = followRedirectChain(key, input.target, await redirectsWith(trx, id, input));
  if (end.kind === 'loop') throw new AppError('validation', m.loop(end.chain), { field: 'target' });
  if (end.kind === 'internal' && !(await pageExists(trx, shopRouteOf(end.key)))) {
    throw new AppError('validation', m.targetMissing, { field: 'target' });
  }
}
