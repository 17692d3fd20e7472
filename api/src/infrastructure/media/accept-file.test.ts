import { messages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/app-error.js';
import { acceptFile, type IncomingFile } from './accept-file.js';
import { fileExtensionsForUploads, imageExtensions } from './file-types.js';
import { maxUploadBytes } from './limits.js';
import { solidImage, zipArchive } from './test-fixtures.js';

function incoming(bytes: Buffer, name: string | null, declaredMimeType: string | null = null): IncomingFile {
  return { bytes, name, declaredMimeType, field: 'data' };
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('acceptFile', () => {
  it('keeps the sniffed type: a PNG named .jpg is stored as png', async () => {
    const png = await solidImage(8, 8, 'png');
    expect(acceptFile(incoming(png, 'Foto.jpg', 'image/jpeg'), imageExtensions)).toMatchObject({
      extension: 'png',
      mimeType: 'image/png',
    });
  });

  it('refuses a text file named .jpg with the spec message', () => {
    const error = refusal(() => acceptFile(incoming(Buffer.from('just text'), 'Foto.jpg'), fileExtensionsForUploads));
    expect(error.status).toBe(422);
    expect(error.entries).toEqual([
      {
        message:
          'Die ausgewählte Datei "Foto.jpg" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
        field: 'data',
        code: 'upload_type_mismatch',
      },
    ]);
  });

  it('refuses a file whose declared MIME type contradicts its content when there is no name', async () => {
    const error = refusal(() => acceptFile(incoming(Buffer.from('text'), null, 'image/png'), fileExtensionsForUploads));
    expect(error.entries[0]?.code).toBe('upload_type_mismatch');
    expect(error.message).toBe(messages.validation.uploadFailed({ fileName: 'Datei' }));
  });

  it('trusts the name over the declared MIME type (browsers call .csv an Excel file)', () => {
    const csv = incoming(Buffer.from('a;b\n1;2\n'), 'liste.csv', 'application/vnd.ms-excel');
    expect(acceptFile(csv, fileExtensionsForUploads)).toMatchObject({
      extension: 'csv',
      mimeType: 'text/csv; charset=utf-8',
    });
  });

  it('accepts a docx named .docx and a zip named .docx as zip', () => {
    const docx = zipArchive({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' });
    expect(acceptFile(incoming(docx, 'Lebenslauf.docx'), fileExtensionsForUploads).extension).toBe('docx');
    expect(acceptFile(incoming(zipArchive({ 'a.txt': 'x' }), 'x.docx'), fileExtensionsForUploads).extension).toBe(
      'zip',
    );
  });

  it('refuses unknown names, unknown content, types not allowed here, empty and oversized files', async () => {
    const png = await solidImage(4, 4, 'png');
    expect(refusal(() => acceptFile(incoming(png, 'bild.exe'), fileExtensionsForUploads)).entries[0]?.code).toBe(
      'upload_unknown_type',
    );
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(refusal(() => acceptFile(incoming(exe, null), fileExtensionsForUploads)).entries[0]?.code).toBe(
      'upload_unknown_type',
    );
    const pdf = Buffer.from('%PDF-1.4\n');
    expect(refusal(() => acceptFile(incoming(pdf, 'a.pdf'), imageExtensions)).entries[0]?.code).toBe(
      'upload_unknown_type',
    );
    expect(refusal(() => acceptFile(incoming(Buffer.alloc(0), 'a.txt'), fileExtensionsForUploads)).status).toBe(422);
    const big = Buffer.alloc(maxUploadBytes + 1, 0x61);
    expect(refusal(() => acceptFile(incoming(big, 'a.txt'), fileExtensionsForUploads)).entries[0]?.code).toBe(
      'upload_too_large',
    );
  });
});
