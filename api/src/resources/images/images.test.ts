import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizes } from '../../infrastructure/media/image-sizes.js';
import { type MediaTestServer, startMediaTestServer } from '../../infrastructure/media/media-test-server.js';
import { dataUrl, solidImage } from '../../infrastructure/media/test-fixtures.js';

interface ImageRef {
  id: number;
  version: number;
  extension: string;
}

let server: MediaTestServer;
beforeAll(async () => {
  server = await startMediaTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Image {
  id: number;
  version: number;
  extension: string;
  alt: string;
}

async function createImage(bytes: Buffer, mimeType: string, name: string, alt?: string): Promise<Image> {
  const response = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    headers: { ...server.admin, 'content-type': 'application/json' },
    body: JSON.stringify({ data: dataUrl(mimeType, bytes), name, alt: alt ?? `Bild ${name}` }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Image }).data;
}

const imageUrl = (size: string, i: Pick<Image, 'id' | 'version' | 'extension'>) =>
  `${server.url}/image/${size}/${i.id}-${i.version}.${i.extension}`;

async function widthOf(response: Response): Promise<number | undefined> {
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe('images', () => {
  let wide: Image;
  beforeAll(async () => {
    wide = await createImage(await solidImage(2400, 1200, 'jpeg'), 'image/jpeg', 'Brot.jpg', 'Bauernbrot');
  });

  it('creates an image entity', () => {
    expect(wide).toEqual({ id: expect.any(Number), version: 1, extension: 'jpg', alt: 'Bauernbrot' });
  });

  it('serves every size at its width, as immutable, with an ETag', async () => {
    for (const [size, width] of Object.entries(imageSizes)) {
      const response = await fetch(imageUrl(size, wide));
      expect(response.status, size).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"image-${wide.id}-1-${size}"`);
      expect(await widthOf(response), size).toBe(width);
    }
    const notModified = await fetch(imageUrl('small', wide), {
      headers: { 'if-none-match': `"image-${wide.id}-1-small"`, 'cache-control': 'max-age=0' },
    });
    expect(notModified.status).toBe(304);
  });

  it('never upscales', async () => {
    const small = await createImage(await solidImage(100, 50, 'png'), 'image/png', 'klein.png');
    const response = await fetch(imageUrl('large', small));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await widthOf(response)).toBe(100);
  });

  it('renders a size once and reuses the cached file', async () => {
    const image = await createImage(await solidImage(1000, 500, 'webp'), 'image/webp', 'a.webp');
    const before = server.media.cache.renders;
    const first = await Promise.all([1, 2, 3, 4].map(() => fetch(imageUrl('medium', image))));
    for (const response of first) expect(await widthOf(response)).toBe(1000);
    expect(server.media.cache.renders).toBe(before + 1);

    const cached = path.join(server.config.dataDir, 'cache', 'images', 'medium', `${image.id}-1.webp`);
    const { mtimeMs } = await fs.stat(cached);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await fetch(imageUrl('medium', image));
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    expect(server.media.cache.renders).toBe(before + 1);
    expect((await fs.stat(cached)).mtimeMs).toBe(mtimeMs);
  });

  it('answers 404 for an unknown size, id, version or extension', async () => {
    for (const url of [
      imageUrl('huge', wide),
      imageUrl('small', { ...wide, version: 2 }),
      imageUrl('small', { ...wide, extension: 'png' }),
      imageUrl('small', { ...wide, id: wide.id + 1000 }),
      `${server.url}/image/small/${wide.id}.jpg`,
    ]) {
      expect((await fetch(url)).status, url).toBe(404);
    }
  });

  it('refuses files that are not images', async () => {
    const response = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n')),
        name: 'karte.pdf',
        alt: 'Karte',
      }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('upload_unknown_type');
  });

  it('refuses a raster image that cannot be decoded', async () => {
    // Header intact (sharp reads its size), pixel data cut off.
    const png = await solidImage(300, 300, 'png');
    const broken = png.subarray(0, png.length - 40);
    const response = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ data: dataUrl('image/png', broken), name: 'kaputt.png', alt: 'Kaputt' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [
        {
          message:
            'Die ausgewählte Datei "kaputt.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
          field: 'data',
          code: 'upload_malformed',
        },
      ],
    });
  });

  it('replaces the file with a new version and changes the alt text', async () => {
    const image = await createImage(await solidImage(300, 300, 'png'), 'image/png', 'alt.png', 'Alt');
    const response = await fetch(`${server.url}/api/images/${image.id}`, {
      method: 'PUT',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ data: dataUrl('image/gif', await solidImage(200, 100, 'gif')), alt: 'Neu' }),
    });
    expect(response.status).toBe(200);
    const replaced = ((await response.json()) as { data: Image }).data;
    expect(replaced).toEqual({ id: image.id, version: 2, extension: 'gif', alt: 'Neu', description: null });
    // The audit log holds who changed it, before → after.
    const logged = await server.db
      .selectFrom('logs')
      .select(['action', 'username', 'before', 'after'])
      .where('resource', '=', 'images')
      .where('resourceId', '=', image.id)
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => [entry.action, entry.username])).toEqual([
      ['create', 'media-admin'],
      ['update', 'media-admin'],
    ]);
    expect(logged[1]?.before).toMatchObject({ alt: 'Alt', version: 1 });
    expect(logged[1]?.after).toMatchObject({ alt: 'Neu', version: 2, extension: 'gif' });
    expect((await fetch(imageUrl('tiny', image))).status).toBe(404);
    const served = await fetch(imageUrl('tiny', replaced));
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(await widthOf(served)).toBe(200);

    const altOnly = await fetch(`${server.url}/api/images/${image.id}`, {
      method: 'PUT',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'Nur Text' }),
    });
    expect(((await altOnly.json()) as { data: Image }).data).toEqual({ ...replaced, alt: 'Nur Text' });
  });

  it('serves SVG images unchanged for every size, sandboxed', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const image = await createImage(svg, 'image/svg+xml', 'logo.svg');
    const response = await fetch(imageUrl('icon', image));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(Buffer.from(await response.arrayBuffer()).equals(svg)).toBe(true);
  });

  it('serves images written the way the demo seed writes them', async () => {
    // The seed inserts rows with fixed ids and puts the JPEG at UPLOADS_DIR/images/{id}-1.jpg.
    await sql`insert into images (id, extension, mime_type, alt, width, height)
      values (90001, 'jpg', 'image/jpeg', 'Demo', 800, 600)`.execute(server.db);
    const file = path.join(server.config.uploadsDir, 'images', '90001-1.jpg');
    await fs.writeFile(file, await solidImage(800, 600, 'jpeg'));
    const product = await fetch(`${server.url}/image/product/90001-1.jpg`);
    expect(product.status).toBe(200);
    expect(await widthOf(product)).toBe(imageSizes.product);
    const category = await fetch(`${server.url}/image/category/90001-1.jpg`);
    expect(await widthOf(category)).toBe(imageSizes.category);
  });

  it('answers 404 (not 500) when the row exists but its file is missing', async () => {
    await sql`insert into images (id, extension, mime_type) values (90002, 'png', 'image/png')`.execute(server.db);
    expect((await fetch(`${server.url}/image/small/90002-1.png`)).status).toBe(404);
  });

  it('lets only admins write images: anonymous 401, employee 403, nothing changed', async () => {
    const image = await createImage(await solidImage(10, 10, 'png'), 'image/png', 'bleibt.png', 'Bleibt');
    const body = JSON.stringify({
      data: dataUrl('image/png', await solidImage(10, 10, 'png')),
      name: 'neu.png',
      alt: 'Neu',
    });
    const json = { 'content-type': 'application/json' };
    const countBefore = await server.db.selectFrom('images').select(server.db.fn.countAll().as('n')).executeTakeFirst();
    for (const [who, headers, status] of [
      ['anonymous', json, 401],
      ['employee', { ...server.employee, ...json }, 403],
    ] as const) {
      const post = await fetch(`${server.url}/api/images`, { method: 'POST', headers, body });
      expect(post.status, who).toBe(status);
      const put = await fetch(`${server.url}/api/images/${image.id}`, { method: 'PUT', headers, body });
      expect(put.status, who).toBe(status);
      const del = await fetch(`${server.url}/api/images/${image.id}`, { method: 'DELETE', headers });
      expect(del.status, who).toBe(status);
    }
    const countAfter = await server.db.selectFrom('images').select(server.db.fn.countAll().as('n')).executeTakeFirst();
    expect(countAfter).toEqual(countBefore);
    const kept = await fetch(`${server.url}/api/images/${image.id}`);
    expect(((await kept.json()) as { data: Image }).data).toEqual(image);
  });

  it('requires alt text for a new image (missing, blank) and never takes a blank one: 422 in German, nothing stored', async () => {
    const count = async () =>
      Number(
        (await server.db.selectFrom('images').select(server.db.fn.countAll<string>().as('n')).executeTakeFirst())?.n,
      );
    const before = await count();
    const png = await solidImage(20, 20, 'png');
    const blank = { errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'alt', code: 'alt_required' }] };
    for (const alt of [undefined, '', '   ']) {
      const json = await fetch(`${server.url}/api/images`, {
        method: 'POST',
        headers: { ...server.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          data: dataUrl('image/png', png),
          name: 'ohne.png',
          ...(alt === undefined ? {} : { alt }),
        }),
      });
      expect(json.status, String(alt)).toBe(422);
      expect(await json.json()).toEqual(blank);
    }
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'ohne.png');
    const multipart = await fetch(`${server.url}/api/images`, { method: 'POST', headers: server.admin, body: form });
    expect(multipart.status).toBe(422);
    expect(await multipart.json()).toEqual(blank);
    const tooLong = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ data: dataUrl('image/png', png), alt: 'x'.repeat(256) }),
    });
    expect(tooLong.status).toBe(422);
    expect(await count()).toBe(before);

    const image = await createImage(png, 'image/png', 'mit.png', 'Mit Text');
    const cleared = await fetch(`${server.url}/api/images/${image.id}`, {
      method: 'PUT',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: ' ' }),
    });
    expect(cleared.status).toBe(422);
    expect(await cleared.json()).toEqual(blank);
    expect(((await (await fetch(`${server.url}/api/images/${image.id}`)).json()) as { data: Image }).data.alt).toBe(
      'Mit Text',
    );
  });

  it('finds images by alt text or file name (?search=), any case, with the total of the matches', async () => {
    await createImage(await solidImage(10, 10, 'png'), 'image/png', 'kornspitz.png', 'Kornspitz mit Sesam');
    await createImage(await solidImage(10, 10, 'png'), 'image/png', 'semmel_100%.png', 'Semmel');
    const search = async (text: string) => {
      const response = await fetch(`${server.url}/api/images?search=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
      const alts = ((await response.json()) as { data: Image[] }).data.map((image) => image.alt);
      return { alts, total: response.headers.get('x-total-count') };
    };
    expect(await search('SESAM')).toEqual({ alts: ['Kornspitz mit Sesam'], total: '1' });
    expect(await search('100%')).toEqual({ alts: ['Semmel'], total: '1' });
    expect((await search('_')).alts).toEqual(['Semmel']);
    expect(await search('gibt es nicht')).toEqual({ alts: [], total: '0' });
  });

  it('keeps a description staff change and search (≤ 2000 characters), outside the public §3 entity', async () => {
    const image = await createImage(await solidImage(10, 10, 'png'), 'image/png', 'ohne.png', 'Roggenbrot');
    const put = (body: unknown) =>
      fetch(`${server.url}/api/images/${image.id}`, {
        method: 'PUT',
        headers: { ...server.admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const changed = await put({ description: '  Roggenbrot im Holzofen gebacken ' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: unknown }).data).toEqual({
      ...image,
      description: 'Roggenbrot im Holzofen gebacken',
    });
    const logged = await server.db
      .selectFrom('logs')
      .select(['before', 'after'])
      .where('resource', '=', 'images')
      .where('resourceId', '=', image.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(logged.before).toMatchObject({ description: null });
    expect(logged.after).toMatchObject({ description: 'Roggenbrot im Holzofen gebacken' });

    const tooLong = await put({ description: 'x'.repeat(2001), alt: 'Anders' });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({
      errors: [
        {
          message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 2000 Zeichen haben.',
          field: 'description',
        },
      ],
    });
    const read = async (headers: Record<string, string> = {}) =>
      ((await (await fetch(`${server.url}/api/images/${image.id}`, { headers })).json()) as { data: unknown }).data;
    // Nothing changed: neither the description nor the alt text sent with it.
    expect(await read(server.admin)).toEqual({ ...image, description: 'Roggenbrot im Holzofen gebacken' });
    expect(await read()).toEqual(image);

    const search = async (text: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/api/images?search=${encodeURIComponent(text)}`, { headers });
      const found = ((await response.json()) as { data: Image[] }).data.map((i) => i.id);
      return { found, total: response.headers.get('x-total-count') };
    };
    expect(await search('HOLZOFEN', server.admin)).toEqual({ found: [image.id], total: '1' });
    expect(await search('holzofen', server.employee)).toEqual({ found: [image.id], total: '1' });
    // The public search stays on alt text and file name.
    expect(await search('holzofen')).toEqual({ found: [], total: '0' });

    expect((await put({ description: '' })).status).toBe(200);
    expect(await read(server.admin)).toEqual({ ...image, description: null });
    // A new image may bring its description (the answer is the §3 entity).
    const created = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: dataUrl('image/png', await solidImage(10, 10, 'png')),
        alt: 'Mohnflesserl',
        description: 'Mohnflesserl auf dem Blech',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: Image }).data;
    const row = await server.db.selectFrom('images').select('description').where('id', '=', id).executeTakeFirst();
    expect(row?.description).toBe('Mohnflesserl auf dem Blech');
  });

  it('deletes an image', async () => {
    const image = await createImage(await solidImage(10, 10, 'png'), 'image/png', 'x.png');
    expect(
      (await fetch(`${server.url}/api/images/${image.id}`, { method: 'DELETE', headers: server.admin })).status,
    ).toBe(204);
    expect((await fetch(`${server.url}/api/images/${image.id}`)).status).toBe(404);
    expect((await fetch(imageUrl('small', image))).status).toBe(404);
  });
});

describe('demo images of the seed', () => {
  let seeded: MediaTestServer;
  beforeAll(async () => {
    seeded = await startMediaTestServer({ state: 'seeded', sharedUploads: true });
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it('serves every image a product, category or branch refers to', async () => {
    const response = await fetch(`${seeded.url}/api/products`);
    const products = ((await response.json()) as { data: { images: ImageRef[] }[] }).data;
    const categories = (
      (await (await fetch(`${seeded.url}/api/categories`)).json()) as { data: { image: ImageRef | null }[] }
    ).data;
    const branches = (
      (await (await fetch(`${seeded.url}/api/branches`)).json()) as {
        data: { images: ImageRef[]; logo: ImageRef | null }[];
      }
    ).data;
    const productImages = products.flatMap((p) => p.images);
    const categoryImages = categories.flatMap((c) => (c.image ? [c.image] : []));
    const branchImages = branches.flatMap((b) => [...b.images, ...(b.logo ? [b.logo] : [])]);
    expect(productImages.length).toBeGreaterThan(0);
    expect(categoryImages.length).toBeGreaterThan(0);
    const checks: [string, ImageRef][] = [
      ...productImages.map((i): [string, ImageRef] => ['product', i]),
      ...categoryImages.map((i): [string, ImageRef] => ['category', i]),
      ...branchImages.map((i): [string, ImageRef] => ['large', i]),
    ];
    for (const [size, image] of checks) {
      const served = await fetch(`${seeded.url}/image/${size}/${image.id}-${image.version}.${image.extension}`);
      expect(served.status, `${size} ${image.id}`).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      await served.arrayBuffer();
    }
  });
});
