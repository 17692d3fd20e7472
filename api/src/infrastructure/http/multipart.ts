import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { uploadTooLarge } from '../media/upload-error.js';
import { assertStorableInput, assertStorableName } from './input-guard.js';

/** A file of a multipart body as the parser left it in the request's temporary folder. */
export interface MultipartFile {
  /** The form field it came in. */
  field: string;
  /** The client's file name as sent (null when none was sent). */
  name: string | null;
  size: number;
  path: string;
  /** The type the client declared (never trusted: content is sniffed later). */
  declaredMimeType: string | null;
}

export interface MultipartBody {
  /** Text fields, each with its values in order (a repeated field has several). */
  fields: Record<string, string[]>;
  files: MultipartFile[];
  /** Removes the temporary folder with every file of the request. */
  dispose(): Promise<void>;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  maxFieldsBytes: number;
  /** Text fields that carry a file name (the 400 of a file name rather than the 422 of a value). */
  fileNameFields?: readonly string[];
}

/** A body the parser refused for another reason than an oversized file: each caller answers it in its own words. */
export class MultipartRefusal extends Error {
  readonly reason: 'too_many_files' | 'malformed';
  /** The file field the refusal is about, when known. */
  readonly field: string | null;
  constructor(reason: MultipartRefusal['reason'], field: string | null) {
    super(`multipart body refused: ${reason}`);
    this.reason = reason;
    this.field = field;
  }
}

function isTooLarge(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { httpCode, status, code } = error as { httpCode?: unknown; status?: unknown; code?: unknown };
  // formidable: 1009 biggerThanMaxFileSize, 1016 biggerThanTotalMaxFileSize
  return httpCode === 413 || status === 413 || code === 1009 || code === 1016;
}

/** The base name of a client's file name (no folders), at most 255 characters; null when nothing is left. */
export function baseFileName(name: string | null | undefined): string | null {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  return last.trim().slice(0, 255) || null;
}

type ParsedFile = { originalFilename?: string | null; size: number; filepath: string; mimetype?: string | null };

/**
 * Every multipart body of the API is read here (uploads, images, the contact and job form): the parts go to a
 * temporary folder of this request, which is removed again on every refusal.
 *
 * - A file over `maxFileBytes` is the §8 upload message as HTTP 413 (`upload_too_large`), named after that file.
 * - A field name or a file name with a NUL byte or a lone surrogate is a 400 (input guard message); a text value
 *   with one is the input guard's 422 naming the field. PostgreSQL could store neither.
 * - Too many files, or a body that is not well-formed multipart: {@link MultipartRefusal}.
 */
export async function readMultipart(ctx: Context, limits: MultipartLimits): Promise<MultipartBody> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-multipart-'));
  const dispose = () => fs.rm(folder, { recursive: true, force: true });
  let current: { field: string; name: string | null } = { field: '', name: null };
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    patchKoa: true,
    formidable: {
      uploadDir: folder,
      maxFileSize: limits.maxFileBytes,
      maxTotalFileSize: limits.maxFileBytes * limits.maxFiles,
      maxFiles: limits.maxFiles,
      maxFields: limits.maxFields,
      maxFieldsSize: limits.maxFieldsBytes,
      allowEmptyFiles: false,
      minFileSize: 1,
      onFileBegin: (field, file) => {
        current = { field, name: baseFileName(file.originalFilename) };
      },
    },
  });
  try {
    await parse(ctx, async () => {});
  } catch (error) {
    await dispose();
    if (isTooLarge(error)) throw uploadTooLarge(current.name, current.field || null);
    const code = (error as { code?: unknown }).code;
    throw new MultipartRefusal(code === 1015 /* maxFiles */ ? 'too_many_files' : 'malformed', current.field || null);
  }
  try {
    const files: MultipartFile[] = [];
    for (const [field, entry] of Object.entries((ctx.request.files ?? {}) as Record<string, unknown>)) {
      assertStorableName(field, null);
      for (const value of [entry].flat() as ParsedFile[]) {
        assertStorableName(value.originalFilename ?? '', field);
        files.push({
          field,
          name: baseFileName(value.originalFilename),
          size: value.size,
          path: value.filepath,
          declaredMimeType: value.mimetype ?? null,
        });
      }
    }
    const fields: Record<string, string[]> = {};
    for (const [field, value] of Object.entries((ctx.request.body ?? {}) as Record<string, unknown>)) {
      assertStorableName(field, null);
      const values = [value].flat();
      if (!values.every((v): v is string => typeof v === 'string')) {
        throw new MultipartRefusal('malformed', field);
      }
      for (const text of values) {
        if (limits.fileNameFields?.includes(field)) assertStorableName(text, field);
        else assertStorableInput({ [field]: text });
      }
      fields[field] = values;
    }
    return { fields, files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The one value of a text field (the first, should the client repeat it), or null. */
export function fieldValue(body: Pick<MultipartBody, 'fields'>, field: string): string | null {
  return body.fields[field]?.[0] ?? null;
}

/** Is the request multipart/form-data? */
export function isMultipart(ctx: Context): boolean {
  return ctx.is('multipart/form-data') === 'multipart/form-data';
}
