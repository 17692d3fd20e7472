import {
  extensionOfName,
  type FileExtension,
  type FileFamily,
  familyOfMimeType,
  fileTypes,
  normalizeExtension,
} from './file-types.js';
import { maxUploadBytes } from './limits.js';
import { detectFileType } from './sniff.js';
import { uploadFailed } from './upload-error.js';

export interface IncomingFile {
  bytes: Buffer;
  /** The client's file name, if any. */
  name: string | null;
  /** The MIME type the client declared (data URL or multipart part), if any. */
  declaredMimeType: string | null;
  /** The request field the file came in, for the error entry. */
  field: string;
}

export interface AcceptedFile {
  bytes: Buffer;
  name: string | null;
  /** The request field it came in (for a later refusal). */
  field: string;
  extension: FileExtension;
  mimeType: string;
}

/**
 * Decides a file's type by its content and refuses it (spec §8 message) when it is empty, too large, of an unknown
 * type, not among `allowed`, or when its name or declared MIME type points to another kind of file (a text file
 * named .jpg). A PNG named .jpg is accepted and stored as png: the stored extension is always the sniffed one.
 */
export function acceptFile(file: IncomingFile, allowed: readonly FileExtension[]): AcceptedFile {
  const { bytes, name, field } = file;
  if (bytes.length === 0) throw uploadFailed(name, 'missing', field);
  if (bytes.length > maxUploadBytes) throw uploadFailed(name, 'too_large', field);

  const nameExtension = name === null ? null : extensionOfName(name);
  const claimed = nameExtension === null ? null : normalizeExtension(nameExtension);
  if (nameExtension !== null && claimed === null) throw uploadFailed(name, 'unknown_type', field);

  const detected = detectFileType(bytes, { preferCsv: claimed === 'csv' });
  if (detected === null || !allowed.includes(detected.extension)) throw uploadFailed(name, 'unknown_type', field);

  const family: FileFamily = fileTypes[detected.extension].family;
  if (claimed !== null && fileTypes[claimed].family !== family) throw uploadFailed(name, 'type_mismatch', field);
  // The declared MIME type is only a hint when the name has no extension (browsers report .csv as an Excel type).
  const declaredFamily =
    claimed !== null || file.declaredMimeType === null ? null : familyOfMimeType(file.declaredMimeType);
  if (declaredFamily !== null && declaredFamily !== family) throw uploadFailed(name, 'type_mismatch', field);

  return { bytes, name, field, extension: detected.extension, mimeType: detected.mimeType };
}
