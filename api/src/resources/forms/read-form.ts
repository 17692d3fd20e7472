import { contactFormFileMaxBytes, contactFormMaxFiles, contactFormMessages, validationMessages } from '@bestell/domain';
import type { Context } from 'koa';
import { isMultipart, MultipartRefusal, readMultipart } from '../../infrastructure/http/multipart.js';
import { AppError } from '../../kernel/app-error.js';

/** A file of the form as the parser left it in the request's temporary folder. */
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

/** The file field of the form: `upload[]` (spec §7, one entry per file) or `upload`, both repeatable. */
const fileFields = ['upload[]', 'upload'];

/**
 * Parses the multipart body (the API's one multipart reader: 413 for a file over 15 MB, 400 for unstorable field or
 * file names) into a temporary folder: text fields (one value each), files of the field `upload[]` or `upload`
 * (repeatable). Limits: at most 10 files, 20 fields of 64 KB together. Another file field or a repeated text field is
 * a 422; a body that is not (well-formed) multipart a 400.
 */
export async function readForm(ctx: Context): Promise<ReadForm> {
  if (!isMultipart(ctx)) {
    throw new AppError('bad_request', contactFormMessages.notProcessed, { code: 'multipart_expected' });
  }
  let body: Awaited<ReturnType<typeof readMultipart>>;
  try {
    body = await readMultipart(ctx, {
      maxFileBytes: contactFormFileMaxBytes,
      maxFiles: contactFormMaxFiles,
      maxFields: 20,
      maxFieldsBytes: 64 * 1024,
    });
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    if (error.reason === 'too_many_files') {
      throw new AppError('validation', validationMessages.tooMany({ limit: contactFormMaxFiles }), {
        field: 'upload',
        code: 'too_many_files',
      });
    }
    // A broken multipart body (§8 'Formular konnte nicht verarbeitet werden.').
    throw new AppError('bad_request', contactFormMessages.notProcessed, { code: 'malformed_form' });
  }
  try {
    const unexpectedFile = body.files.find((file) => !fileFields.includes(file.field));
    if (unexpectedFile !== undefined) {
      throw new AppError('validation', validationMessages.unexpectedField, {
        field: unexpectedFile.field,
        code: 'unrecognized_keys',
      });
    }
    const fields: Record<string, string> = {};
    for (const [key, values] of Object.entries(body.fields)) {
      const [value] = values;
      if (value === undefined || values.length > 1) {
        throw new AppError('validation', validationMessages.invalidValue, { field: key, code: 'invalid_type' });
      }
      fields[key] = value;
    }
    const files = body.files.map((file) => ({ name: file.name ?? 'datei', size: file.size, path: file.path }));
    return { fields, files, dispose: body.dispose };
  } catch (error) {
    await body.dispose();
    throw error;
  }
}
