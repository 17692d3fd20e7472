import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DB, UploadsTable } from '../../db/schema.js';
import { uploadFileKey } from '../../infrastructure/media/media-paths.js';
import { DirectoryStorage } from '../../infrastructure/storage/directory-storage.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { demoUploads } from './data/cms.js';

type DemoUpload = (typeof demoUploads)[number];

/** A one-page A4 PDF with the title and the lines of the demo upload (fixed dates, so the bytes never change). */
async function renderPdf(upload: DemoUpload): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const fixed = new Date('2026-01-01T00:00:00Z');
  pdf.setTitle(upload.title);
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  let y = 780;
  for (const [index, line] of upload.lines.entries()) {
    page.drawText(line.replace('„', '"').replace('“', '"'), { x: 56, y, size: index === 0 ? 20 : 13, font });
    y -= index === 0 ? 40 : 24;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * Writes the demo uploads to `files/` of the originals store (a folder: the uploads folder, or a Storage such as
 * S3) and inserts their rows (both skipped when present).
 */
export async function seedDemoUploads(trx: Transaction<DB>, target: string | Storage): Promise<void> {
  const db = trx.withTables<{ uploads: UploadsTable }>();
  const store = typeof target === 'string' ? new DirectoryStorage(target) : target;
  for (const upload of demoUploads) {
    const bytes = await renderPdf(upload);
    const key = uploadFileKey(upload);
    if (!(await store.exists(key))) await store.write(key, bytes, upload.mimeType);
    await db
      .insertInto('uploads')
      .values({
        id: upload.id,
        version: upload.version,
        extension: upload.extension,
        mimeType: upload.mimeType,
        publicHash: upload.publicHash,
        originalName: upload.originalName,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
