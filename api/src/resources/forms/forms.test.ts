import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { type SmtpCapture, startSmtpCapture } from '../../infrastructure/notifications/smtp-capture.js';

interface Failure {
  errors: { message: string; field?: string; code: string }[];
}

const form = {
  subject: 'jobs',
  company: '',
  firstName: 'Anna',
  lastName: 'Gruber',
  email: 'anna.gruber@example.at',
  phone: '+436641234567',
  comment: 'Ich bewerbe mich als Bäckerin in Wien, Lebenslauf und Foto im Anhang.',
  privacy: 'true',
};

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

function body(
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array; type: string }[] = [],
  fileField = 'upload',
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append(fileField, new Blob([file.bytes], { type: file.type }), file.name);
  return { method: 'POST', body: data };
}

async function pdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return document.save();
}

async function png(): Promise<Uint8Array> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#b22222' } })
    .png()
    .toBuffer();
}

describe('POST /api/custom/forms', () => {
  let app: TestApp;
  let smtp: SmtpCapture;
  let uploadsDir: string;
  const previousLimit = process.env.FORM_RATE_LIMIT;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forms-test-'));
    process.env.FORM_RATE_LIMIT = '1000';
    app = await createTestApp({
      config: { uploadsDir, mail: { smtp: { url: smtp.url }, from: 'shop@baeckerei-morgenrot.at' } },
    });
  });
  afterAll(async () => {
    restoreEnv('FORM_RATE_LIMIT', previousLimit);
    await app.close();
    await smtp.close();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });

  const stored = async () => {
    const submissions = await app.db.selectFrom('formSubmissions').selectAll().orderBy('id').execute();
    const files = await app.db.selectFrom('formSubmissionFiles').selectAll().orderBy('id').execute();
    return { submissions, files };
  };

  it('stores a form with two files and mails them to the shop, with a confirmation to the sender', async () => {
    const [lebenslauf, foto] = [await pdf(), await png()];
    const res = await app.request<{ data: { id: number } }>(
      '/api/custom/forms',
      body(form, [
        { name: 'Lebenslauf.pdf', bytes: lebenslauf, type: 'application/pdf' },
        { name: 'Foto.png', bytes: foto, type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id;

    const [shopMail] = await smtp.waitFor((mail) => mail.envelopeTo.includes('office@baeckerei-morgenrot.at'));
    expect(shopMail?.subject).toBe('Kontaktformular: Jobs – Anna Gruber');
    expect(shopMail?.text).toContain('Ich bewerbe mich als Bäckerin');
    expect(shopMail?.parsed.replyTo?.text).toContain('anna.gruber@example.at');
    // The parser hands files over as they finish writing: their order is not the upload order.
    const attachments = [...(shopMail?.parsed.attachments ?? [])].sort((a, b) =>
      String(a.filename).localeCompare(String(b.filename)),
    );
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Foto.png', 'image/png'],
      ['Lebenslauf.pdf', 'application/pdf'],
    ]);
    expect(Buffer.compare(attachments[0]?.content ?? Buffer.alloc(0), Buffer.from(foto))).toBe(0);
    expect(Buffer.compare(attachments[1]?.content ?? Buffer.alloc(0), Buffer.from(lebenslauf))).toBe(0);

    const [confirmation] = await smtp.waitFor((mail) => mail.envelopeTo.includes('anna.gruber@example.at'));
    expect(confirmation?.subject).toBe('Ihre Anfrage an Bäckerei Morgenrot');
    expect(confirmation?.parsed.attachments ?? []).toHaveLength(0);

    const { submissions, files } = await stored();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      id,
      subject: 'jobs',
      company: null,
      firstName: 'Anna',
      recipient: 'office@baeckerei-morgenrot.at',
      mailError: null,
    });
    expect(submissions[0]?.shopMailSentAt).not.toBeNull();
    expect(submissions[0]?.confirmationSentAt).not.toBeNull();
    expect(files.map((f) => [f.originalName, f.extension, f.mimeType]).sort()).toEqual([
      ['Foto.png', 'png', 'image/png'],
      ['Lebenslauf.pdf', 'pdf', 'application/pdf'],
    ]);
    const pdfRow = files.find((f) => f.extension === 'pdf');
    const onDisk = await fs.readFile(path.join(uploadsDir, 'forms', String(id), `${pdfRow?.id}.pdf`));
    expect(Buffer.compare(onDisk, Buffer.from(lebenslauf))).toBe(0);
  });

  it('takes the files in the spec field upload[] (one entry per file, §7) like in upload', async () => {
    const before = await stored();
    const res = await app.request<{ data: { id: number } }>(
      '/api/custom/forms',
      body(
        form,
        [
          { name: 'Zeugnis.pdf', bytes: await pdf(), type: 'application/pdf' },
          { name: 'Portrait.png', bytes: await png(), type: 'image/png' },
        ],
        'upload[]',
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { files } = await stored();
    const added = files.filter((f) => !before.files.some((b) => b.id === f.id));
    expect(added.map((f) => [f.submissionId, f.originalName]).sort()).toEqual([
      [res.body.data.id, 'Portrait.png'],
      [res.body.data.id, 'Zeugnis.pdf'],
    ]);
  });

  it('answers a filled honeypot like a success and keeps and sends nothing', async () => {
    const before = await stored();
    const mails = smtp.mails.length;
    const res = await app.request(
      '/api/custom/forms',
      body({ ...form, subject: 'sonstiges', website: 'spam.example' }),
    );
    expect(res.status).toBe(201);
    expect(await stored()).toEqual(before);
    expect(smtp.mails).toHaveLength(mails);
  });

  it.each([
    ['an HTML page named .pdf', 'bewerbung.pdf', new TextEncoder().encode('<html><script>alert(1)</script></html>')],
    ['a PNG named .pdf', 'bewerbung.pdf', null],
    ['an executable named .docx', 'bewerbung.docx', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])],
  ])('refuses %s (content checked), nothing stored', async (_case, name, bytes) => {
    const before = await stored();
    const res = await app.request<Failure>(
      '/api/custom/forms',
      body(form, [{ name, bytes: bytes ?? (await png()), type: 'application/pdf' }]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'upload.0',
        code: 'invalid_file_type',
        message: `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`,
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers bad fields with German field errors and stores nothing', async () => {
    const before = await stored();
    const mails = smtp.mails.length;
    const res = await app.request<Failure>(
      '/api/custom/forms',
      body({ ...form, firstName: 'A', comment: 'zu kurz', privacy: 'false', email: 'anna@' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.field, e.message])).toEqual([
      ['firstName', 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 2 Zeichen haben.'],
      ['email', 'Dieser Wert ist keine gültige E-Mail-Adresse.'],
      ['comment', 'Bitte schreiben Sie mindestens 8 Wörter.'],
      ['privacy', 'Hiermit akzeptiere ich die Datenschutzerklärung.'],
      ['upload', 'Bitte laden Sie mindestens eine Datei hoch.'],
    ]);
    expect(await stored()).toEqual(before);
    expect(smtp.mails).toHaveLength(mails);
  });

  it('refuses a NUL byte in a text field with 422 naming the field, and stores nothing', async () => {
    const before = await stored();
    const res = await app.request<Failure>('/api/custom/forms', body({ ...form, lastName: 'Muster\u0000mann' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'lastName', message: 'Dieser Wert enthält ungültige Zeichen.', code: 'invalid_characters' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers a file over 15 MB with 413 and the upload message', async () => {
    const before = await stored();
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set(await pdf());
    const res = await app.request<Failure>(
      '/api/custom/forms',
      body(form, [{ name: 'riesig.pdf', bytes: big, type: 'application/pdf' }]),
    );
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([
      {
        field: 'upload',
        code: 'upload_too_large',
        message:
          'Die ausgewählte Datei "riesig.pdf" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers a body that is not multipart with 400 and the spec message', async () => {
    const res = await app.request<Failure>('/api/custom/forms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.message).toBe('Formular konnte nicht verarbeitet werden.');
  });

  it('is documented in the OpenAPI document as multipart', async () => {
    const res = await app.request<{ paths: Record<string, { post?: { requestBody?: { content: object } } }> }>(
      '/api/openapi.json',
    );
    expect(Object.keys(res.body.paths['/api/custom/forms']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });
});

describe('POST /api/custom/forms rate limit', () => {
  let app: TestApp;
  const previous = process.env.FORM_RATE_LIMIT;
  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT = '2';
    app = await createTestApp();
  });
  afterAll(async () => {
    restoreEnv('FORM_RATE_LIMIT', previous);
    await app.close();
  });

  it('refuses the third attempt of a client within the window with 429 and a German message', async () => {
    const honeypot = () => body({ ...form, website: 'x' });
    expect((await app.request('/api/custom/forms', honeypot())).status).toBe(201);
    expect((await app.request('/api/custom/forms', honeypot())).status).toBe(201);
    const refused = await app.request<Failure>('/api/custom/forms', body(form));
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.message).toBe(
      'Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte versuchen Sie es später erneut.',
    );
  });
});
