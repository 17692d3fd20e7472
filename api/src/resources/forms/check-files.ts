import { type contactFormFileExtensions, contactFormMessages, fileExtension } from '@bestell/domain';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../kernel/app-error.js';
import type { FormFile } from './read-form.js';

/**
 * What the content of a file with the given name extension may be (file-type's answer). Allowed: PDF, Word
 * (doc, docx, odt), Excel (xls, xlsx, ods), zip and the images jpg, png, gif, webp. Old Office files are OLE
 * compound files ('cfb').
 */
const contentFor: Record<(typeof contactFormFileExtensions)[number], readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb', 'doc'],
  docx: ['docx'],
  odt: ['odt'],
  xls: ['cfb', 'xls'],
  xlsx: ['xlsx'],
  ods: ['ods'],
  zip: ['zip'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
};

export interface CheckedFile extends FormFile {
  extension: string;
  mimeType: string;
}

/**
 * Checks every file by its content: the name's extension must be allowed and the bytes must be of that type
 * (an HTML page named .pdf is refused). The refusal is a 422 on `upload.{index}` with the spec's upload message.
 */
export async function checkFiles(files: readonly FormFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    const extension = fileExtension(file.name);
    const expected = Object.hasOwn(contentFor, extension)
      ? contentFor[extension as keyof typeof contentFor]
      : undefined;
    const detected = expected ? await fileTypeFromFile(file.path) : undefined;
    if (!expected || !detected || !expected.includes(detected.ext)) {
      throw new AppError('validation', contactFormMessages.uploadFailed({ fileName: file.name }), {
        field: `upload.${index}`,
        code: 'invalid_file_type',
      });
    }
    checked.push({ ...file, extension: extension === 'jpeg' ? 'jpg' : extension, mimeType: detected.mime });
  }
  return checked;
}
