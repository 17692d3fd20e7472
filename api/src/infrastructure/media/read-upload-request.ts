import fs from 'node:fs/promises';
import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import type { IncomingFile } from './accept-file.js';
import { parseDataUrl } from './data-url.js';
import { maxUploadBytes, maxUploadJsonBytes } from './limits.js';
import { uploadFailed } from './upload-error.js';

/** JSON create body (spec §7): `data` is a data URL of the file, `name` the original file name. */
const jsonBodySchema = z.strictObject({
  data: z.string().optional(),
  name: z.string().max(255).optional(),
  alt: z.string().max(500).optional(),
});

export interface UploadRequest {
  /** Null only when the caller allowed a request without a file (replacing an image's alt text). */
  file: IncomingFile | null;
  /** Further text fields (only `alt` is known, for images). */
  alt: string | null;
}

/**
 * Body parsing for this one route: JSON large enough for a 15 MB data URL, multipart with one file in `file`.
 * (The app-wide JSON parser keeps its small limit.)
 */
const parseBody = koaBody({
  json: true,
  multipart: true,
  urlencoded: false,
  text: false,
  jsonLimit: maxUploadJsonBytes,
  formidable: {
    maxFileSize: maxUploadBytes,
    maxTotalFileSize: maxUploadBytes,
    maxFiles: 1,
    maxFields: 4,
    maxFieldsSize: 64 * 1024,
    allowEmptyFiles: false,
  },
});

function isUploadTooLarge(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, httpCode } = error as { status?: unknown; httpCode?: unknown };
  return status === 413 || httpCode === 413;
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

function fromJson(body: unknown, fileRequired: boolean): UploadRequest {
  const parsed = jsonBodySchema.safeParse(body);
  if (!parsed.success) {
    const unknownKeys = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys');
    if (unknownKeys && unknownKeys.code === 'unrecognized_keys') {
      const field = unknownKeys.keys[0] ?? '';
      throw new AppError('validation', messages.validation.unexpectedField, { field, code: 'unrecognized_keys' });
    }
    const name = typeof body === 'object' && body !== null && 'name' in body ? firstString(body.name) : null;
    throw uploadFailed(name, 'malformed');
  }
  const { data, name = null, alt = null } = parsed.data;
  if (data === undefined) {
    if (fileRequired) throw uploadFailed(name, 'missing');
    return { file: null, alt };
  }
  const dataUrl = parseDataUrl(data, maxUploadBytes);
  if (!dataUrl.ok) throw uploadFailed(name, dataUrl.reason);
  return {
    file: { bytes: dataUrl.value.bytes, name, declaredMimeType: dataUrl.value.mimeType || null, field: 'data' },
    alt,
  };
}

async function fromMultipart(ctx: Context, fileRequired: boolean): Promise<UploadRequest> {
  const files = ctx.request.files ?? {};
  const temporary = Object.values(files).flat();
  try {
    const fileNames = Object.keys(files);
    if (fileNames.some((n) => n !== 'file')) {
      throw new AppError('validation', messages.validation.unexpectedField, {
        field: fileNames.find((n) => n !== 'file') ?? '',
        code: 'unrecognized_keys',
      });
    }
    const entry = files.file;
    const file = Array.isArray(entry) ? entry[0] : entry;
    const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (!file) {
      if (fileRequired) throw uploadFailed(firstString(fields.name), 'missing', 'file');
      return { file: null, alt: firstString(fields.alt) };
    }
    const name = firstString(fields.name) ?? file.originalFilename ?? null;
    const bytes = await fs.readFile(file.filepath);
    return {
      file: { bytes, name, declaredMimeType: file.mimetype ?? null, field: 'file' },
      alt: firstString(fields.alt),
    };
  } finally {
    await Promise.all(temporary.map((f) => fs.rm(f.filepath, { force: true })));
  }
}

/** Reads the file (and alt text) of a create or replace request (JSON data URL or multipart), refusing broken or oversized input. */
export async function readUploadRequest(
  ctx: Context,
  options: { fileRequired?: boolean } = {},
): Promise<UploadRequest> {
  const fileRequired = options.fileRequired ?? true;
  const isMultipart = ctx.is('multipart/form-data') === 'multipart/form-data';
  if (!isMultipart && ctx.request.body === undefined) {
    if (!ctx.is('application/json')) throw uploadFailed(null, 'malformed');
  }
  if (ctx.request.body === undefined) {
    try {
      await parseBody(ctx, async () => {});
    } catch (error) {
      throw uploadFailed(null, isUploadTooLarge(error) ? 'too_large' : 'malformed', isMultipart ? 'file' : 'data');
    }
  }
  return isMultipart ? fromMultipart(ctx, fileRequired) : fromJson(ctx.request.body, fileRequired);
}
