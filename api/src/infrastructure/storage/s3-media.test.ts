import fs from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../test/helpers.js';
import { createApp } from '../../app/app.js';
import { type MediaTestServer, startMediaTestServer } from '../media/media-test-server.js';
import { dataUrl, solidImage } from '../media/test-fixtures.js';
import { S3Storage } from './s3-storage.js';
import { type S3TestServer, startS3TestServer } from './s3-test-server.js';

/**
 * Issue 16 point 9, a lean set against S3-compatible storage (s3rver in this process): uploads, previews, image
 * variants and contact form files go to the bucket under S3_PREFIX, nothing into the local uploads folder, and two
 * API processes sharing the bucket serve each other's files. (The full media tests run against the directory.)
 */
let s3: S3TestServer;
let server: MediaTestServer;
let other: { url: string; dataDir: string; http: http.Server } | undefined;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  server = await startMediaTestServer({ state: 'seeded', storage: s3.config });
  bucket = new S3Storage(s3.config, '');
});
afterAll(async () => {
  if (other) {
    other.http.closeAllConnections();
    await new Promise((resolve) => other?.http.close(resolve));
    await fs.rm(other.dataDir, { recursive: true, force: true });
  }
  await server?.close();
  await s3?.close();
});

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

async function localFiles(): Promise<string[]> {
  const found = await fs.readdir(server.config.uploadsDir, { recursive: true }).catch(() => []);
  return found.map(String);
}

describe('media on S3-compatible storage', () => {
  it('stores, serves, previews and deletes an upload in the bucket', async () => {
    const pdf = Buffer.from(await (await PDFDocument.create()).save());
    const created = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: dataUrl('application/pdf', pdf), name: 'Angebot.pdf' }),
    });
    expect(created.status).toBe(201);
    const u = ((await created.json()) as { data: { id: number; publicHash: string } }).data;
    const key = `${u.id}-1.pdf`;
    expect((await bucket.read(`shop/uploads/files/${key}`))?.equals(pdf)).toBe(true);
    expect(await localFiles()).toEqual([]);

    const url = `${server.url}/upload/${u.publicHash}/${key}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await bytesOf(response)).equals(pdf)).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(pdf.length));

    const preview = await fetch(`${server.url}/upload/${u.publicHash}/preview/${u.id}-1.jpg`);
    expect(preview.status).toBe(200);
    expect(await bucket.exists(`shop/cache/previews/${u.id}-1.jpg`)).toBe(true);

    const removed = await fetch(`${server.url}/api/uploads/${u.id}`, { method: 'DELETE', headers: server.admin });
    expect(removed.status).toBe(204);
    expect(await bucket.exists(`shop/uploads/files/${key}`)).toBe(false);
    expect(await bucket.exists(`shop/cache/previews/${u.id}-1.jpg`)).toBe(false);
    expect((await fetch(url)).status).toBe(404);
  });

  it('keeps image originals and their scaled sizes in the bucket; a second API process serves them too', async () => {
    const png = await solidImage(1000, 500, 'png');
    const created = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...server.admin },
      body: JSON.stringify({ data: dataUrl('image/png', png), name: 'Torte.png', alt: 'Torte' }),
    });
    expect(created.status).toBe(201);
    const image = ((await created.json()) as { data: { id: number } }).data;
    expect((await bucket.read(`shop/uploads/images/${image.id}-1.png`))?.equals(png)).toBe(true);

    const small = await fetch(`${server.url}/image/small/${image.id}-1.png`);
    expect(small.status).toBe(200);
    expect(await sharp(await bytesOf(small)).metadata()).toMatchObject({ format: 'png', width: 640 });
    expect(await bucket.exists(`shop/cache/images/small/${image.id}-1.png`)).toBe(true);

    // Another machine: its own empty data folder, the same database and bucket.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-other-'));
    const config = { ...server.config, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
    const app = createApp({ db: server.db, logger: silentLogger, config });
    const listening = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    other = { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, dataDir, http: listening };
    for (const size of ['small', 'large']) {
      const fromOther = await fetch(`${other.url}/image/${size}/${image.id}-1.png`);
      expect(fromOther.status, size).toBe(200);
    }
    expect(await bucket.exists(`shop/cache/images/large/${image.id}-1.png`)).toBe(true);
    expect(await fs.readdir(dataDir)).toEqual([]);
    expect(await localFiles()).toEqual([]);

    // Deleting the image removes its original and its sizes from the bucket.
    const removed = await fetch(`${other.url}/api/images/${image.id}`, { method: 'DELETE', headers: server.admin });
    expect(removed.status).toBe(204);
    for (const key of ['uploads/images', 'cache/images/small', 'cache/images/large']) {
      expect(await bucket.exists(`shop/${key}/${image.id}-1.png`), key).toBe(false);
    }
  });

  it('writes contact form files to the bucket', async () => {
    const pdf = Buffer.from(await (await PDFDocument.create()).save());
    const form = new FormData();
    const fields = {
      subject: 'sonstiges',
      firstName: 'Anna',
      lastName: 'Gruber',
      email: 'anna.gruber@example.at',
      phone: '+436641234567',
      comment: 'Bitte senden Sie mir ein Angebot für zwanzig Partybrezeln am Samstag.',
      privacy: 'true',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('upload', new Blob([pdf], { type: 'application/pdf' }), 'Anfrage.pdf');
    const response = await fetch(`${server.url}/api/custom/forms`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: number } }).data;
    const file = await server.db
      .selectFrom('formSubmissionFiles')
      .select('id')
      .where('submissionId', '=', id)
      .executeTakeFirstOrThrow();
    expect((await bucket.read(`shop/uploads/forms/${id}/${file.id}.pdf`))?.equals(pdf)).toBe(true);
    expect(await localFiles()).toEqual([]);
    expect(path.isAbsolute(server.config.uploadsDir)).toBe(true);
  });
});
