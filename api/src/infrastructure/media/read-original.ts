import { AppError } from '../../kernel/app-error.js';
import type { Storage } from '../storage/storage.js';

/** The stored original of an upload or image; a missing file is a 404, not a 500. */
export async function readOriginal(store: Storage, key: string): Promise<Buffer> {
  const bytes = await store.read(key);
  if (bytes === null) throw AppError.notFound();
  return bytes;
}
