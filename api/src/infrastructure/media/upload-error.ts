import { messages } from '@bestell/domain';
import { AppError } from '../../kernel/app-error.js';

export type UploadFailure = 'malformed' | 'too_large' | 'unknown_type' | 'type_mismatch' | 'missing';

/** Shown when the client sent no file name (data URL without `name`). */
export const unnamedFile = 'Datei';

/** The spec §8 upload failure ("Die ausgewählte Datei … kann nicht verarbeitet werden. …") as a 422. */
export function uploadFailed(fileName: string | null, reason: UploadFailure, field = 'data'): AppError {
  const message = messages.validation.uploadFailed({ fileName: fileName?.trim() || unnamedFile });
  return new AppError('validation', message, { field, code: `upload_${reason}` });
}
