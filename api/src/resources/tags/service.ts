import type { Tag } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { findTags } from './repository.js';

/** Tags carry no visibility flags; all of them are public. */
export async function listTags(db: Db): Promise<Tag[]> {
  return (await findTags(db)).map((row) => ({ id: row.id, name: row.name, image: row.image }));
}
