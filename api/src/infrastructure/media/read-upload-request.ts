import fs from 'node:fs/promises';
import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import { assertStorableInput, assertStorableName } from '../http/input-guard.js';
import { fieldValue, isMultipart, type MultipartBody, MultipartRefusal, readMultipart } from '../http/multipart.js';
import type { IncomingFile } from './accept-file.js';
import { parseDataUrl } from './data-url.js';
import { maxUploadBytes, maxUploadJsonBytes } from './limits.js';
import { uploadFailed } from './upload-error.js';

/** JSON create body (spec §7): `data` is a data URL of the file, `name` the original file name. */
const jsonBodySchema = z.strictObject({
  data: z.string().optional(),
  name: z.string().max(255).optional(),
  alt: z.string().max(500).optional(),
  description: z.string().max(10_000).optional(),
});

export interface UploadRequest {
  /** Null only when the caller allowed a request without a file (replacing an image's alt text). */
  file: IncomingFile | null;
  /** Further text fields (`alt` and `description` are known, for images). */
  alt: string | null;
  description: string | null;
}

/** JSON large enough for a 15 MB data URL (the app-wide JSON parser keeps its small limit). */
const parseJson = koaBody({
  json: true,
  multipart: false,
  urlencoded: false,
  text: false,
  jsonLimit: maxUploadJsonBytes,
});

/** Multipart: one file in `file`, text fields `name` and `alt`. */
const multipartLimits = {
  maxFileBytes: maxUploadBytes,
  maxFiles: 1,
  maxFields: 4,
  maxFieldsBytes: 64 * 1024,
  fileNameFields: ['name'],
};

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
  const { data, name = null, alt = null, description = null } = parsed.data;
  if (data === undefined) {
    if (fileRequired) throw uploadFailed(name, 'missing');
    return { file: null, alt, description };
  }
  const dataUrl = parseDataUrl(data, maxUploadBytes);
  if (!dataUrl.ok) throw uploadFailed(name, dataUrl.reason);
  return {
    file: { bytes: dataUrl.value.bytes, name, declaredMimeType: dataUrl.value.mimeType || null, field: 'data' },
    alt,
    description,
  };
}

async function fromMultipart(ctx: Context, fileRequired: boolean): Promise<UploadRequest> {
  let body: MultipartBody;
  try {
    body = await readMultipart(ctx, multipartLimits);
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    throw uploadFailed(null, 'malformed', error.field ?? 'file');
  }
  try {
    const unexpected = body.files.find((f) => f.field !== 'file');
    if (unexpected) {
      throw new AppError('validation', messages.validation.unexpectedField, {
        field: unexpected.field,
        code: 'unrecognized_keys',
      });
    }
    const [file] = body.files;
    const alt = fieldValue(body, 'alt');
    const description = fieldValue(body, 'description');
    if (!file) {
      if (fileRequired) throw uploadFailed(fieldValue(body, 'name'), 'missing', 'file');
      return { file: null, alt, description };
    }
    const name = fieldValue(body, 'name') ?? file.name;
    const bytes = await fs.readFile(file.path);
    return { file: { bytes, name, declaredMimeType: file.declaredMimeType, field: 'file' }, alt, description };
  } finally {
    await body.dispose();
  }
}

/** Reads the file (and alt text) of a create or replace request (JSON data URL or multipart), refusing broken or oversized input. */
export async function readUploadRequest(
  ctx: Context,
  options: { fileRequired?: boolean } = {},
): Promise<UploadRequest> {
  const fileRequired = options.fileRequired ?? true;
  if (isMultipart(ctx)) return fromMultipart(ctx, fileRequired);
  if (ctx.request.body === undefined) {
    if (!ctx.is('application/json')) throw uploadFailed(null, 'malformed');
    try {
      await parseJson(ctx, async () => {});
    } catch (error) {
      throw uploadFailed(null, isUploadTooLarge(error) ? 'too_large' : 'malformed', 'data');
    }
  }
  // PostgreSQL cannot store NUL or lone surrogates (the app-wide input guard did not see this body): in the file
  // name a 400 like in a multipart file name, elsewhere the guard's 422.
  const body: unknown = ctx.request.body;
  if (typeof body === 'object' && body !== null && 'name' in body && typeof body.name === 'string') {
    assertStorableName(body.name, 'name');
  }
  assertStorableInput(body);
  return fromJson(ctx.request.body, fileRequired);
}
