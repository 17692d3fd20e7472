import { describe, expect, it } from 'vitest';
import type { PartType } from '../entities/catalog.js';
import { validationMessages as m } from '../messages/validation.js';
import {
  acceptAttribute,
  allowsMultipleFiles,
  checkUploadFile,
  contactFormUploadExtensions,
  defaultUploadExtensions,
  fileExtension,
  imageUploadExtensions,
  isAcceptedFile,
  uploadExtensionsFor,
} from './uploads.js';

describe('upload extensions (§5 Uploads)', () => {
  it('lists the spec extensions', () => {
    expect(defaultUploadExtensions).toEqual([
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
    ]);
    expect(imageUploadExtensions).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(contactFormUploadExtensions).toEqual(['pdf', 'doc', 'docx', 'zip']);
  });

  it.each<[PartType, readonly string[], boolean]>([
    ['image', imageUploadExtensions, false],
    ['images', imageUploadExtensions, true],
    ['file', defaultUploadExtensions, false],
    ['files', defaultUploadExtensions, true],
    ['select', defaultUploadExtensions, false],
  ])('step type %s: extensions and multiple=%s', (type, extensions, multiple) => {
    expect(uploadExtensionsFor(type)).toBe(extensions);
    expect(allowsMultipleFiles(type)).toBe(multiple);
  });

  it.each([
    ['foto.JPG', 'jpg'],
    ['archiv.tar.gz', 'gz'],
    ['.htaccess', ''],
    ['ohne', ''],
    ['punkt.', ''],
  ])('fileExtension(%j) = %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it.each([
    ['torte.png', imageUploadExtensions, true],
    ['torte.svg', imageUploadExtensions, false],
    ['torte.svg', defaultUploadExtensions, true],
    ['bewerbung.pdf', contactFormUploadExtensions, true],
    ['programm.exe', defaultUploadExtensions, false],
  ])('%s accepted: %s', (name, extensions, accepted) => {
    expect(isAcceptedFile(name, extensions)).toBe(accepted);
  });

  it('builds an accept attribute', () => {
    expect(acceptAttribute(contactFormUploadExtensions)).toBe('.pdf,.doc,.docx,.zip');
  });

  it('gives the upload-failure message of §8 for a refused file', () => {
    expect(checkUploadFile('programm.exe', defaultUploadExtensions)).toBe(
      'Die ausgewählte Datei "programm.exe" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
    expect(checkUploadFile('foto.png', imageUploadExtensions)).toBeNull();
    expect(m.uploadFailed({ fileName: 'a.b' })).toContain('"a.b"');
  });
});
