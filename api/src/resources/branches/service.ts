import type { Branch, DeliveryArea } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { findBranchTags, findDeliveryAreas, findVisibleBranches } from './repository.js';
import { toBranch, toDeliveryArea } from './serialize.js';

function groupBy<T, V>(items: T[], key: (item: T) => number, value: (item: T) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(value(item));
    groups.set(key(item), list);
  }
  return groups;
}

/** Branches a visitor may see: public and enabled (spec §6). */
export async function listPublicBranches(db: Db): Promise<Branch[]> {
  const rows = await findVisibleBranches(db);
  const ids = rows.map((r) => r.id);
  const [areas, tags] = await Promise.all([findDeliveryAreas(db, ids), findBranchTags(db, ids)]);
  const areasByBranch = groupBy<(typeof areas)[number], DeliveryArea>(areas, (a) => a.branchId, toDeliveryArea);
  const tagsByBranch = groupBy(
    tags,
    (t) => t.branchId,
    (t) => t.tagId,
  );
  return rows.map((row) => toBranch(row, tagsByBranch.get(row.id) ?? [], areasByBranch.get(row.id) ?? []));
}
