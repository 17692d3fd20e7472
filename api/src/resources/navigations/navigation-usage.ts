import { contentUsageMessages as m, navigationItemsLeadingTo, type StoredNavigationItem } from '@bestell/domain';
import type { NavigationItemDocument } from '../../db/schema.js';
import type { Trx } from '../../infrastructure/crud/types.js';

/**
 * The navigations with items (enabled or not, at any depth) leading to this site path or branch identifier, named
 * for a refusal: 'der Navigation „Hauptnavigation“ (Eintrag „Über uns“)'.
 */
export async function navigationUsersOf(trx: Trx, type: 'site' | 'branch', value: string): Promise<string[]> {
  const rows = await trx.selectFrom('navigations').select(['name', 'items']).orderBy('name').execute();
  return rows.flatMap((row) => {
    const items = (row.items ?? []) as NavigationItemDocument[] as StoredNavigationItem[];
    const labels = navigationItemsLeadingTo(items, type, value);
    return labels.length === 0 ? [] : [m.navigationUser(row.name, labels)];
  });
}
