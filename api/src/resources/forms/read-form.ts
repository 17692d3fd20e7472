import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contactFormFileMaxBytes, contactFormMaxFiles, contactFormMessages, validationMessages } from '@bestell/domain';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { AppError } from '../../kernel/app-error.js';

/** A file of the form as formidable left it in the request's temporary folder. */
export interface FormFile {
  /** The client's file name (base name only). */
  name: string;
  size: number;
  path: string;
}

export interface ReadForm {
  fields: Record<string, string>;
  files: FormFile[];
  /** The temporary folder of this request; removed by `dispose`. */
  dispose(): Promise<void>;
}

/** The answer to a file over 15 MB: HTTP 413 with the spec's upload message (§8 Upload failure). */
export class FileTooLargeError extends Error {
  readonly fileName: string;
  constructor(fileName: string) {
    super(`file too large: ${fileName}`);
    this.fileName = fileName;
  }
}

/** The file field of the form: `upload[]` (spec §7, one entry per file) or `upload`, both repeatable. */
const fileFields = ['upload[]', 'upload'];

function isTooLarge(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { httpCode, status, code } = error as { httpCode?: unknown; status?: unknown; code?: unknown };
  // formidable: 1009 biggerThanMaxFileSize, 1016 biggerThanTotalMaxFileSize
  return httpCode === 413 || status === 413 || code === 1009 || code === 1016;
}

function baseName(name: string | null | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  return last.trim().slice(0, 255) || 'datei';
}

/**
 * Parses the multipart body (koa-body/formidable) into a temporary folder: text fields (one value each), files of
 * the field `upload[]` or `upload` (repeatable). Limits: 15 MB per file (413), at most 10 files, 20 fields of 64 KB together.
 * Another file field or a repeated text field is a 422; a body that is not (well-formed) multipart a 400.
 */
export async function readForm(ctx: Context): Promise<ReadForm> {
  if (ctx.is('multipart/form-data') !== 'multipart/form-data') {
    throw new AppError('bad_request', contactFormMessages.notProcessed, { code: 'multipart_expected' });
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-form-'));
  const dispose = () => fs.rm(folder, { recursive: true, force: true });
  let currentFile = '';
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    patchKoa: true,
    formidable: {
      uploadDir: folder,
      maxFileSize: contactFormFileMaxBytes,
      maxTotalFileSize: contactFormFileMaxBytes * contactFormMaxFiles,
      maxFiles: contactFormMaxFiles,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      minFileSize: 1,
      onFileBegin: (_name, file) => {
        currentFile = baseName(file.originalFilename);
      },
    },
  });
  try {
    await parse(ctx, async () => {});
  } catch (error) {
    await dispose();
    if (isTooLarge(error)) throw new FileTooLargeError(currentFile);
    const code = (error as { code?: unknown }).code;
    if (code === 1015 /* maxFiles */) {
      throw new AppError('validation', validationMessages.tooMany({ limit: contactFormMaxFiles }), {
        field: 'upload',
        code: 'too_many_files',
      });
    }
    // A broken multipart body (§8 'Formular konnte nicht verarbeitet werden.').
    throw new AppError('bad_request', contactFormMessages.notProcessed, { code: 'malformed_form' });
  }
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const rawFiles = (ctx.request.files ?? {}) as Record<string, unknown>;
  try {
    const unexpectedFile = Object.keys(rawFiles).find((key) => !fileFields.includes(key));
    if (unexpectedFile !== undefined) {
      throw new AppError('validation', validationMessages.unexpectedField, {
        field: unexpectedFile,
        code: 'unrecognized_keys',
      });
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'string') {
        throw new AppError('validation', validationMessages.invalidValue, { field: key, code: 'invalid_type' });
      }
      fields[key] = value;
    }
    const uploads = fileFields.flatMap((key) => (rawFiles[key] === undefined ? [] : [rawFiles[key]].flat()));
    const files = uploads.map((entry) => {
      const file = entry as { originalFilename?: string | null; size: number; filepath: string };
      return { name: baseName(file.originalFilename), size: file.size, path: file.filepath };
    });
    return { fields, files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
