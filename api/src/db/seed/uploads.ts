import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fileBaseName } from '../../media/media-paths.js';
import type { UploadsTable } from '../../media/uploads-table.js';
import type { DB } from '../schema.js';
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

/** Writes the demo uploads to `<uploadsDir>/files/` and inserts their rows (skipped when present). */
export async function seedDemoUploads(trx: Transaction<DB>, uploadsDir: string): Promise<void> {
  const db = trx.withTables<{ uploads: UploadsTable }>();
  for (const upload of demoUploads) {
    const bytes = await renderPdf(upload);
    const file = path.join(uploadsDir, 'files', fileBaseName(upload));
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.access(file);
    } catch {
      await fs.writeFile(file, bytes);
    }
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
