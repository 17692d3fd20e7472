/** Spec §5 Uploads: accepted extensions per context and multiple-file rule. */
import type { PartType } from '../entities/catalog.js';
import { validationMessages as m } from '../messages/validation.js';

export const defaultUploadExtensions = [
  'txt',
  'csv',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'svg',
  'mp4',
  'mpeg',
  'webm',
  'zip',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;

export const imageUploadExtensions = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const contactFormUploadExtensions = ['pdf', 'doc', 'docx', 'zip'] as const;

/** Stated in the contact form hint only; the spec shows no check (§5 Uploads). */
export const contactFormUploadMaxBytes = 15 * 1024 * 1024;

/** Lower-case extension after the last dot, '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(fileName: string, extensions: readonly string[]): boolean {
  return extensions.includes(fileExtension(fileName));
}

/** Extensions a configuration step accepts: image steps only images, every other upload the default list. */
export function uploadExtensionsFor(type: PartType): readonly string[] {
  return type === 'image' || type === 'images' ? imageUploadExtensions : defaultUploadExtensions;
}

/** Multiple files only for the step types 'images' and 'files'. */
export function allowsMultipleFiles(type: PartType): boolean {
  return type === 'images' || type === 'files';
}

/** The value of an HTML `accept` attribute, e.g. '.pdf,.doc,.docx,.zip'. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

/** The message when a file is refused or cannot be read (spec §8 Upload failure); null when accepted. */
export function checkUploadFile(fileName: string, extensions: readonly string[]): string | null {
  return isAcceptedFile(fileName, extensions) ? null : m.uploadFailed({ fileName });
}
