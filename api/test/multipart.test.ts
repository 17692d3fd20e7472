import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '../src/infrastructure/media/limits.js';
import { type MediaTestServer, startMediaTestServer } from '../src/infrastructure/media/media-test-server.js';
import { dataUrl, solidImage } from '../src/infrastructure/media/test-fixtures.js';

/**
 * Issue 21 points 8 and 9: every multipart body of the API is read by one parser (infrastructure/http/multipart.ts),
 * so uploads, images and the contact/job form refuse the same things the same way: NUL bytes and lone surrogates
 * in field and file names (400, nothing stored) and a file over the limit (413 with the §8 upload message).
 */

interface Failure {
  errors: { message: string; field?: string; code: string }[];
}

const uploadFailed = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

const formFields = {
  subject: 'jobs',
  firstName: 'Anna',
  lastName: 'Gruber',
  email: 'anna.gruber@example.at',
  phone: '+436641234567',
  comment: 'Ich bewerbe mich als Bäckerin in Wien, Lebenslauf und Foto im Anhang.',
  privacy: 'true',
};

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** A multipart body written byte by byte (FormData would replace a lone surrogate and refuse nothing). */
function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----grenze${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : '\r\nContent-Type: image/png';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

describe('multipart bodies of uploads, images and the contact form', () => {
  let server: MediaTestServer;
  let png: Buffer;
  const previousLimit = process.env.FORM_RATE_LIMIT;

  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT = '1000';
    server = await startMediaTestServer();
    png = await solidImage(8, 8, 'png');
  });
  afterAll(async () => {
    if (previousLimit === undefined) delete process.env.FORM_RATE_LIMIT;
    else process.env.FORM_RATE_LIMIT = previousLimit;
    await server?.close();
  });

  /** Rows of every table a multipart route writes, and the files in the storage folder. */
  async function stored() {
    const count = async (table: 'uploads' | 'images' | 'formSubmissions' | 'formSubmissionFiles') =>
      Number(
        (
          await server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const files = await fs.readdir(server.config.uploadsDir, { recursive: true }).catch(() => []);
    return {
      uploads: await count('uploads'),
      images: await count('images'),
      forms: await count('formSubmissions'),
      formFiles: await count('formSubmissionFiles'),
      files: [...files].sort(),
    };
  }

  /** The three multipart routes with the parts each needs besides the file under test. */
  const routes = [
    { name: 'POST /api/uploads', path: '/api/uploads', method: 'POST', fileField: 'file', fields: {}, staff: false },
    {
      name: 'POST /api/images',
      path: '/api/images',
      method: 'POST',
      fileField: 'file',
      fields: { alt: 'Brot' },
      staff: true,
    },
    {
      name: 'POST /api/custom/forms',
      path: '/api/custom/forms',
      method: 'POST',
      fileField: 'upload[]',
      fields: formFields,
      staff: false,
    },
  ] as const;

  function send(route: (typeof routes)[number], parts: Part[]): Promise<Response> {
    const fields = Object.entries(route.fields).map(([name, value]) => ({ name, value }));
    const { body, type } = multipart([...fields, ...parts]);
    return fetch(`${server.url}${route.path}`, {
      method: route.method,
      headers: { ...(route.staff ? server.admin : {}), 'Content-Type': type },
      body,
    });
  }

  it.each(routes)('$name: takes a well-formed body (the cases below differ only in the name)', async (route) => {
    const res = await send(route, [{ name: route.fileField, value: png, fileName: 'brot.png' }]);
    expect(res.status, await res.clone().text()).toBe(201);
  });

  const badNames = [
    ['a NUL byte in the file name', (field: string) => ({ name: field, fileName: 'brot\u0000.png' })],
    [
      'a NUL byte written as &#0000; in the file name',
      (field: string) => ({ name: field, fileName: 'brot&#0000;.png' }),
    ],
    ['a NUL byte in the field name of the file', () => ({ name: 'file\u0000', fileName: 'brot.png' })],
  ] as const;

  describe.each(routes)('$name', (route) => {
    it.each(badNames)('%s: 400 with the input guard message, nothing stored', async (_case, part) => {
      const before = await stored();
      const res = await send(route, [{ ...part(route.fileField), value: png }]);
      expect(res.status).toBe(400);
      const body = (await res.json()) as Failure;
      expect(body.errors.map((e) => [e.message, e.code])).toEqual([
        ['Die Anfrage enthält ungültige Zeichen.', 'invalid_characters'],
      ]);
      expect(await stored()).toEqual(before);
    });

    it('a NUL byte in the name of a text field: 400, nothing stored', async () => {
      const before = await stored();
      const res = await send(route, [
        { name: 'alt\u0000', value: 'Brot' },
        { name: route.fileField, value: png, fileName: 'brot.png' },
      ]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Failure).errors[0]?.message).toBe('Die Anfrage enthält ungültige Zeichen.');
      expect(await stored()).toEqual(before);
    });

    it('a file over 15 MB: 413 with the §8 upload message naming the file, nothing stored', async () => {
      const before = await stored();
      const big = Buffer.alloc(maxUploadBytes + 1, 0x61);
      png.copy(big);
      const res = await send(route, [{ name: route.fileField, value: big, fileName: 'riesig.png' }]);
      expect(res.status).toBe(413);
      expect(((await res.json()) as Failure).errors).toEqual([
        { message: uploadFailed('riesig.png'), field: route.fileField, code: 'upload_too_large' },
      ]);
      expect(await stored()).toEqual(before);
    });
  });

  it('a data URL over 15 MB (uploads and images) is the same 413', async () => {
    const big = dataUrl('image/png', Buffer.alloc(maxUploadBytes + 1, 0x61));
    for (const [target, headers] of [
      ['/api/uploads', {}],
      ['/api/images', server.admin],
    ] as const) {
      const before = await stored();
      const res = await fetch(`${server.url}${target}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: big, name: 'riesig.png' }),
      });
      expect(res.status, target).toBe(413);
      expect(((await res.json()) as Failure).errors).toEqual([
        { message: uploadFailed('riesig.png'), field: 'data', code: 'upload_too_large' },
      ]);
      expect(await stored()).toEqual(before);
    }
  });

  it('a NUL byte or a lone surrogate in the file name of a JSON upload (or its multipart name field): 400, nothing stored', async () => {
    for (const name of ['brot\u0000.png', 'brot\uD800.png']) {
      const before = await stored();
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: dataUrl('image/png', png), name }),
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(((await res.json()) as Failure).errors).toEqual([
        { message: 'Die Anfrage enthält ungültige Zeichen.', field: 'name', code: 'invalid_characters' },
      ]);
      expect(await stored()).toEqual(before);
    }
    const before = await stored();
    const named = await send(routes[0], [
      { name: 'name', value: 'brot\u0000.png' },
      { name: 'file', value: png, fileName: 'brot.png' },
    ]);
    expect(named.status, 'multipart field name (the file name)').toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('the replacement of an image (PUT /api/images/{id}) uses the same parser', async () => {
    const created = await send(routes[1], [{ name: 'file', value: png, fileName: 'brot.png' }]);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const before = await stored();
    const { body, type } = multipart([{ name: 'file', value: png, fileName: 'brot\u0000.png' }]);
    const res = await fetch(`${server.url}/api/images/${id}`, {
      method: 'PUT',
      headers: { ...server.admin, 'Content-Type': type },
      body,
    });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
