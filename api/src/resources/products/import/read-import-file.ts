import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogImportMaxBytes, catalogImportMessages as cm, validationMessages } from '@bestell/domain';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { AppError } from '../../../kernel/app-error.js';

export interface ImportFile {
  name: string;
  bytes: Buffer;
}

function isTooLarge(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { httpCode, status, code } = error as { httpCode?: unknown; status?: unknown; code?: unknown };
  // formidable: 1009 biggerThanMaxFileSize, 1016 biggerThanTotalMaxFileSize
  return httpCode === 413 || status === 413 || code === 1009 || code === 1016;
}

export const fileTooLarge = () =>
  new AppError('payload_too_large', cm.fileTooLarge({ megabytes: catalogImportMaxBytes / 1024 / 1024 }), {
    field: 'file',
    code: 'import_file_too_large',
  });

/**
 * The one file of POST /api/products/import: multipart, field `file`, at most {@link catalogImportMaxBytes} (413).
 * Any other field is a 422; a body that is not multipart a 422 asking for a file.
 */
export async function readImportFile(ctx: Context): Promise<ImportFile> {
  if (ctx.is('multipart/form-data') !== 'multipart/form-data') {
    throw new AppError('validation', cm.fileMissing, { field: 'file', code: 'import_file_missing' });
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-import-'));
  try {
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir: folder,
        maxFileSize: catalogImportMaxBytes,
        maxTotalFileSize: catalogImportMaxBytes,
        maxFiles: 1,
        maxFields: 4,
        maxFieldsSize: 4 * 1024,
        allowEmptyFiles: true,
        minFileSize: 0,
      },
    });
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      if (isTooLarge(error)) throw fileTooLarge();
      throw new AppError('validation', cm.unreadableFile, { field: 'file', code: 'import_file_unreadable' });
    }
    const files = (ctx.request.files ?? {}) as Record<string, unknown>;
    const unexpected = Object.keys(files).find((key) => key !== 'file');
    if (unexpected !== undefined) {
      throw new AppError('validation', validationMessages.unexpectedField, {
        field: unexpected,
        code: 'unrecognized_keys',
      });
    }
    const entry = [files.file].flat()[0] as { originalFilename?: string | null; filepath: string } | undefined;
    if (!entry) throw new AppError('validation', cm.fileMissing, { field: 'file', code: 'import_file_missing' });
    return { name: path.basename(entry.originalFilename ?? ''), bytes: await fs.readFile(entry.filepath) };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
