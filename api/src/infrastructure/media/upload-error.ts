import { messages } from '@bestell/domain';
import { AppError } from '../../kernel/app-error.js';

export type UploadFailure = 'malformed' | 'too_large' | 'unknown_type' | 'type_mismatch' | 'missing';

/** Shown when the client sent no file name (data URL without `name`). */
export const unnamedFile = 'Datei';

/**
 * The spec §8 upload failure ("Die ausgewählte Datei … kann nicht verarbeitet werden. …"): a 422, except for a file
 * over the size limit, which is a 413 (`upload_too_large`) wherever a file is sent (uploads, images, forms).
 */
export function uploadFailed(fileName: string | null, reason: UploadFailure, field = 'data'): AppError {
  const message = messages.validation.uploadFailed({ fileName: fileName?.trim() || unnamedFile });
  const kind = reason === 'too_large' ? 'payload_too_large' : 'validation';
  return new AppError(kind, message, { field, code: `upload_${reason}` });
}

/** A file over the size limit: HTTP 413 with the §8 upload message, on the field it came in. */
export function uploadTooLarge(fileName: string | null, field: string | null): AppError {
  return uploadFailed(fileName, 'too_large', field ?? 'file');
}
