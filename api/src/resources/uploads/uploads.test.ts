import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@bestell/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '../../infrastructure/media/limits.js';
import { type MediaTestServer, startMediaTestServer } from '../../infrastructure/media/media-test-server.js';
import { dataUrl, solidImage, zipArchive } from '../../infrastructure/media/test-fixtures.js';

let server: MediaTestServer;
beforeAll(async () => {
  server = await startMediaTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Upload {
  id: number;
  version: number;
  extension: string;
  mimeType: string;
  publicHash: string;
}

const failure = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

function postJson(body: unknown): Promise<Response> {
  return fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function created(response: Response): Promise<Upload> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Upload }).data;
}

const fileUrl = (u: Upload) => `${server.url}/upload/${u.publicHash}/${u.id}-${u.version}.${u.extension}`;
const previewUrl = (u: Upload) => `${server.url}/upload/${u.publicHash}/preview/${u.id}-${u.version}.jpg`;

describe('POST /api/uploads', () => {
  it('stores a data URL and serves the same bytes back', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const upload = await created(await postJson({ data: dataUrl('application/pdf', pdf), name: 'Speisekarte.pdf' }));
    expect(upload).toEqual({
      id: expect.any(Number),
      version: 1,
      extension: 'pdf',
      mimeType: 'application/pdf',
      publicHash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });

    const response = await fetch(fileUrl(upload));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="Speisekarte.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    // (fetch adds `cache-control: no-cache` to conditional requests unless one is given; no-cache must bypass 304)
    const again = await fetch(fileUrl(upload), {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);

    const read = await fetch(`${server.url}/api/uploads/${upload.id}`, { headers: server.employee });
    expect(await read.json()).toEqual({ data: upload });
  });

  it('stores a multipart upload from the field "file"', async () => {
    const docx = zipArchive({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' });
    const form = new FormData();
    form.append('file', new Blob([docx]), 'Lebenslauf.docx');
    const upload = await created(await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form }));
    expect(upload.extension).toBe('docx');
    expect(upload.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const response = await fetch(fileUrl(upload));
    expect(Buffer.from(await response.arrayBuffer()).equals(docx)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Lebenslauf.docx"');
  });

  it('stores a PNG named .jpg as png and serves it as image/png', async () => {
    const png = await solidImage(20, 10, 'png');
    const upload = await created(await postJson({ data: dataUrl('image/jpeg', png), name: 'Foto.jpg' }));
    expect(upload).toMatchObject({ extension: 'png', mimeType: 'image/png' });
    const response = await fetch(fileUrl(upload));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="Foto.png"');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a text file named .jpg with the spec message (data URL and multipart)', async () => {
    const response = await postJson({ data: dataUrl('image/jpeg', Buffer.from('kein Bild')), name: 'Foto.jpg' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [{ message: failure('Foto.jpg'), field: 'data', code: 'upload_type_mismatch' }],
    });

    const form = new FormData();
    form.append('file', new Blob(['kein Bild'], { type: 'image/jpeg' }), 'Foto.jpg');
    const multipart = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(multipart.status).toBe(422);
    expect(await multipart.json()).toEqual({
      errors: [{ message: failure('Foto.jpg'), field: 'file', code: 'upload_type_mismatch' }],
    });
  });

  it('refuses a broken data URL', async () => {
    for (const data of ['data:image/png;base64,@@@@', 'not a data url', 'data:image/png;base64,']) {
      const response = await postJson({ data, name: 'bild.png' });
      expect(response.status, data).toBe(422);
      expect(await response.json()).toEqual({
        errors: [{ message: failure('bild.png'), field: 'data', code: 'upload_malformed' }],
      });
    }
    const missing = await postJson({ name: 'bild.png' });
    expect(missing.status).toBe(422);
  });

  it('refuses files above 15 MB (data URL and multipart) with 413 and keeps nothing', async () => {
    const before = await fs.readdir(path.join(server.config.uploadsDir, 'files'));
    const big = Buffer.alloc(maxUploadBytes + 1, 0x61);
    const response = await postJson({ data: dataUrl('text/plain', big), name: 'gross.txt' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: failure('gross.txt'), field: 'data', code: 'upload_too_large' }],
    });

    const form = new FormData();
    form.append('file', new Blob([big]), 'gross.txt');
    const multipart = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(multipart.status).toBe(413);
    expect(await multipart.json()).toEqual({
      errors: [{ message: failure('gross.txt'), field: 'file', code: 'upload_too_large' }],
    });

    expect(await fs.readdir(path.join(server.config.uploadsDir, 'files'))).toEqual(before);
  });

  it('accepts exactly 15 MB', async () => {
    const upload = await created(
      await postJson({ data: dataUrl('text/plain', Buffer.alloc(maxUploadBytes, 0x61)), name: 'grenze.txt' }),
    );
    expect(upload.extension).toBe('txt');
  });

  it('refuses unknown body fields', async () => {
    const response = await postJson({ data: dataUrl('text/plain', Buffer.from('x')), owner: 1 });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('owner');
  });
});

describe('GET /upload/{publicHash}/…', () => {
  it('answers 404 for a wrong hash, id, version or extension', async () => {
    const upload = await created(await postJson({ data: dataUrl('text/plain', Buffer.from('Hallo')), name: 'a.txt' }));
    expect((await fetch(fileUrl(upload))).status).toBe(200);
    const wrong = [
      fileUrl({
        ...upload,
        publicHash: `${upload.publicHash.slice(0, -1)}${upload.publicHash.endsWith('A') ? 'B' : 'A'}`,
      }),
      fileUrl({ ...upload, publicHash: 'x' }),
      fileUrl({ ...upload, version: 2 }),
      fileUrl({ ...upload, extension: 'pdf' }),
      fileUrl({ ...upload, id: upload.id + 1000 }),
      `${server.url}/upload/${upload.publicHash}/${upload.id}.txt`,
      previewUrl({ ...upload, publicHash: 'x' }),
    ];
    for (const url of wrong) expect((await fetch(url)).status, url).toBe(404);
  });

  it('answers HEAD with the headers only and encodes non-ASCII names', async () => {
    const bytes = Buffer.from('Inhalt');
    const upload = await created(await postJson({ data: dataUrl('text/plain', bytes), name: 'Bestellübersicht.txt' }));
    const head = await fetch(fileUrl(upload), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-disposition')).toBe(
      `attachment; filename="Bestell_bersicht.txt"; filename*=UTF-8''Bestell%C3%BCbersicht.txt`,
    );
  });

  it('serves text as an attachment with charset', async () => {
    const upload = await created(
      await postJson({ data: dataUrl('text/plain', Buffer.from('Grüße')), name: 'notiz.txt' }),
    );
    const response = await fetch(fileUrl(upload));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="notiz.txt"');
    expect(await response.text()).toBe('Grüße');
  });

  it('serves SVG with a sandboxing Content-Security-Policy', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const upload = await created(
      await postJson({ data: dataUrl('image/svg+xml', Buffer.from(svg)), name: 'logo.svg' }),
    );
    const response = await fetch(fileUrl(upload));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;.*default-src 'none'/);
  });

  it('previews images as JPEG thumbnails and other files as a placeholder', async () => {
    const png = await solidImage(800, 400, 'png');
    const image = await created(await postJson({ data: dataUrl('image/png', png), name: 'gross.png' }));
    const preview = await fetch(previewUrl(image));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 128 });

    const pdf = await created(
      await postJson({ data: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n')), name: 'x.pdf' }),
    );
    const placeholder = await fetch(previewUrl(pdf));
    expect(placeholder.status).toBe(200);
    const placeholderMeta = await sharp(Buffer.from(await placeholder.arrayBuffer())).metadata();
    expect(placeholderMeta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });
});

describe('who may read uploads', () => {
  it('lets visitors create uploads but only staff read and list them (401 for visitors)', async () => {
    const upload = await created(await postJson({ data: dataUrl('text/plain', Buffer.from('privat')), name: 'p.txt' }));
    const anonymousRead = await fetch(`${server.url}/api/uploads/${upload.id}`);
    expect(anonymousRead.status).toBe(401);
    expect(((await anonymousRead.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      messages.auth.loginRequired,
    );
    expect((await fetch(`${server.url}/api/uploads`)).status).toBe(401);
    const list = await fetch(`${server.url}/api/uploads`, { headers: server.admin });
    expect(list.status).toBe(200);
    const ids = ((await list.json()) as { data: Upload[] }).data.map((u) => u.id);
    expect(ids).toContain(upload.id);
  });
});

describe('DELETE /api/uploads/{id}', () => {
  it('removes the row and the file', async () => {
    const upload = await created(await postJson({ data: dataUrl('text/plain', Buffer.from('weg')), name: 'weg.txt' }));
    const anonymous = await fetch(`${server.url}/api/uploads/${upload.id}`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    expect((await fetch(fileUrl(upload))).status).toBe(200);
    const staff = await fetch(`${server.url}/api/uploads/${upload.id}`, { method: 'DELETE', headers: server.employee });
    expect(staff.status).toBe(204);
    expect((await fetch(fileUrl(upload))).status).toBe(404);
    expect((await fetch(`${server.url}/api/uploads/${upload.id}`, { headers: server.admin })).status).toBe(404);
    const file = path.join(server.config.uploadsDir, 'files', `${upload.id}-1.txt`);
    await expect(fs.access(file)).rejects.toThrow();
  });
});
