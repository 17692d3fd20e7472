import type { Category } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import type { CategoryRow } from '../../db/schema.js';
import { findVisibleCategories } from './repository.js';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    isPublic: row.isPublic,
    isEnabled: row.isEnabled,
    schedule: row.schedule,
    isVisibleWhenUnavailable: row.isVisibleWhenUnavailable,
    position: row.position,
  };
}

export async function listPublicCategories(db: Db): Promise<Category[]> {
  return (await findVisibleCategories(db)).map(toCategory);
}
