import fs from 'node:fs/promises';
import { AppError } from '../server/app-error.js';

/** The stored original of an upload or image; a missing file is a 404, not a 500. */
export async function readOriginal(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw AppError.notFound();
    throw error;
  }
}
