import { type SceneInput, signageContentMessages as sm } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError, type ErrorEntry } from '../../kernel/app-error.js';

/** Every region of a scene plays a stream that exists (422 on `regions.{i}.streamId`). */
export async function checkSceneStreams(trx: Trx, input: SceneInput): Promise<void> {
  const ids = [...new Set(input.regions.map((region) => region.streamId))];
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('digitalSignageStreams').select('id').where('id', 'in', ids).execute();
  const existing = new Set(rows.map((row) => row.id));
  const entries: ErrorEntry[] = [];
  input.regions.forEach((region, index) => {
    if (!existing.has(region.streamId)) {
      entries.push({ message: sm.streamUnknown, field: `regions.${index}.streamId`, code: 'invalid_choice' });
    }
  });
  const [first] = entries;
  if (first) throw new AppError('validation', first.message, { entries });
}
