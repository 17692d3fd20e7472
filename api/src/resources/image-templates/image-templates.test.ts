import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaTestServer, startMediaTestServer } from '../../infrastructure/media/media-test-server.js';
import { dataUrl, solidImage } from '../../infrastructure/media/test-fixtures.js';

const require = createRequire(import.meta.url);
const lobsterPath = require.resolve('@fontsource/lobster/files/lobster-latin-400-normal.woff2');

let server: MediaTestServer;
beforeAll(async () => {
  server = await startMediaTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface ImageRef {
  id: number;
  version: number;
  extension: string;
  alt: string;
}

async function post(path: string, body: unknown, headers = server.admin): Promise<Response> {
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) < 60 && (data[i + 2] ?? 0) < 60) red += 1;
  }
  return { info, at, red, data };
}

const textLayer = (fontFamily: string) => ({
  type: 'text',
  text: 'Frische Kipferl',
  fontFamily,
  fontSize: 64,
  color: '#ff0000',
  x: 40,
  y: 40,
});

async function preview(body: unknown, headers = server.admin): Promise<Response> {
  return post('/image-templates/preview', body, headers);
}

async function previewPng(body: unknown): Promise<Buffer> {
  const response = await preview(body);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await response.arrayBuffer());
}

describe('image templates rendered with sharp', () => {
  let photo: ImageRef;
  let lobsterId: number;
  beforeAll(async () => {
    const font = await post('/fonts', {
      data: dataUrl('font/woff2', await fs.readFile(lobsterPath)),
      name: 'Lobster.woff2',
    });
    expect(font.status).toBe(201);
    lobsterId = ((await font.json()) as { data: { id: number } }).data.id;
    const image = await post('/images', {
      data: dataUrl('image/png', await solidImage(300, 200, 'png')),
      name: 'Brot.png',
      alt: 'Ein Laib Brot',
    });
    expect(image.status).toBe(201);
    photo = ((await image.json()) as { data: ImageRef }).data;
  });

  it('renders a preview at the template’s size with its background, text and image layers', async () => {
    const png = await previewPng({
      width: 640,
      height: 360,
      background: '#0000ff',
      layers: [
        { type: 'image', image: photo, x: 400, y: 150, width: 200, height: 150, fit: 'fill' },
        textLayer('Lobster'),
      ],
    });
    const { info, at, red } = await pixels(png);
    expect([info.width, info.height, info.format]).toEqual([640, 360, 'raw']);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(at(5, 5)).toEqual([0, 0, 255]);
    // solidImage is rgb(200, 120, 40); the box is filled with it.
    expect(at(500, 225)).toEqual([200, 120, 40]);
    expect(at(399, 225)).toEqual([0, 0, 255]);
    expect(red).toBeGreaterThan(500);
  });

  it('sets text in the uploaded font: the glyphs differ from the default face, and are the default again once the font is gone', async () => {
    const drawing = (family: string) => ({ width: 600, height: 160, layers: [textLayer(family)] });
    const withLobster = await pixels(await previewPng(drawing('Lobster')));
    const withDefault = await pixels(await previewPng(drawing('')));
    const unknownFamily = await pixels(await previewPng(drawing('Gibt es nicht')));
    expect(withLobster.red).toBeGreaterThan(300);
    expect(withLobster.data.equals(withDefault.data)).toBe(false);
    expect(unknownFamily.data.equals(withDefault.data)).toBe(true);
    // A second, differently written request for the same family (case) renders the same glyphs.
    expect((await pixels(await previewPng(drawing('lobster')))).data.equals(withLobster.data)).toBe(true);

    const deleted = await fetch(`${server.url}/api/fonts/${lobsterId}`, { method: 'DELETE', headers: server.admin });
    expect(deleted.status).toBe(204);
    expect((await pixels(await previewPng(drawing('Lobster')))).data.equals(withDefault.data)).toBe(true);
    const again = await post('/fonts', {
      data: dataUrl('font/woff2', await fs.readFile(lobsterPath)),
      name: 'L.woff2',
    });
    expect(again.status).toBe(201);
    expect((await pixels(await previewPng(drawing('Lobster')))).data.equals(withLobster.data)).toBe(true);
  });

  it('stores typed layers, serves them at /layers, renders the saved template and stores the rendering as an image', async () => {
    const created = await post('/image-templates', {
      identifier: 'story-angebot',
      name: 'Story Angebot',
      width: 1080,
      height: 1920,
      background: '#FFEEDD',
      layers: [textLayer('Lobster'), { type: 'image', image: photo, x: 0, y: 600, width: 1080, height: 720 }],
    });
    expect(created.status).toBe(201);
    const template = ((await created.json()) as { data: { id: number; background: string } }).data;
    expect(template.background).toBe('#ffeedd');

    const layers = await fetch(`${server.url}/api/image-templates/${template.id}/layers`, { headers: server.employee });
    expect(layers.status).toBe(200);
    expect(((await layers.json()) as { data: unknown[] }).data).toEqual([
      {
        type: 'text',
        text: 'Frische Kipferl',
        fontFamily: 'Lobster',
        fontWeight: 400,
        fontStyle: 'normal',
        fontSize: 64,
        color: '#ff0000',
        x: 40,
        y: 40,
        width: null,
        align: 'left',
      },
      { type: 'image', image: photo, x: 0, y: 600, width: 1080, height: 720, fit: 'cover' },
    ]);

    const image = await fetch(`${server.url}/api/image-templates/${template.id}/image.png`, {
      headers: server.employee,
    });
    expect(image.status).toBe(200);
    const rendered = await pixels(Buffer.from(await image.arrayBuffer()));
    expect([rendered.info.width, rendered.info.height]).toEqual([1080, 1920]);
    expect(rendered.at(1000, 20)).toEqual([255, 238, 221]);

    expect((await post(`/image-templates/${template.id}/images`, {})).status).toBe(422);
    expect((await post(`/image-templates/${template.id}/images`, { alt: 'Angebot' }, server.employee)).status).toBe(
      403,
    );
    const stored = await post(`/image-templates/${template.id}/images`, { alt: 'Story: frische Kipferl' });
    expect(stored.status).toBe(201);
    const storedImage = ((await stored.json()) as { data: ImageRef }).data;
    expect(storedImage).toEqual({
      id: expect.any(Number),
      version: 1,
      extension: 'png',
      alt: 'Story: frische Kipferl',
    });
    const served = await fetch(`${server.url}/image/small/${storedImage.id}-1.png`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('refuses bad layers in German and an image that cannot be drawn', async () => {
    const unknownType = await preview({ width: 100, height: 100, layers: [{ type: 'video' }] });
    expect(unknownType.status).toBe(422);
    const badColour = await preview({ width: 100, height: 100, layers: [{ ...textLayer(''), color: 'rot' }] });
    expect(badColour.status).toBe(422);
    expect(((await badColour.json()) as { errors: { field: string; message: string }[] }).errors[0]).toMatchObject({
      field: 'layers.0.color',
      message: 'Dieser Wert ist nicht gültig.',
    });
    const tooLarge = await preview({ width: 5000, height: 100, layers: [] });
    expect(tooLarge.status).toBe(422);
    const missingImage = await preview({
      width: 100,
      height: 100,
      layers: [{ type: 'image', image: { id: 999999, version: 1, extension: 'png' }, width: 10, height: 10 }],
    });
    expect(missingImage.status).toBe(422);
    expect(((await missingImage.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('layers.0.image');
  });

  it('refuses renders too large to draw (layers, pixels, text size) with a German 422 naming the field', async () => {
    type Answer = { errors: { field: string; code: string; message: string }[] };
    const image = { type: 'image', image: photo, width: 4096, height: 4096 } as const;
    const first = async (response: Response) => {
      expect(response.status).toBe(422);
      return ((await response.json()) as Answer).errors[0];
    };
    // More than 20 layers.
    const many = Array.from({ length: 21 }, () => ({ ...textLayer(''), text: 'x', fontSize: 8 }));
    expect(await first(await preview({ width: 100, height: 100, layers: many }))).toMatchObject({
      field: 'layers',
      message: 'Eine Bildvorlage hat höchstens 20 Ebenen.',
    });
    // 20 image layers of 4096² on a 4096² canvas: 20 × the canvas, the budget is 4 ×. Refused before any decoding.
    const started = Date.now();
    const huge = await preview({ width: 4096, height: 4096, layers: Array.from({ length: 20 }, () => image) });
    expect(await first(huge)).toMatchObject({
      field: 'layers',
      message: 'Die Bildebenen sind zusammen zu groß. Bitte verkleinern Sie Bilder oder entfernen Sie Ebenen.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // Schema limits of a text layer: font size ≤ 400, text ≤ 300 characters.
    const bigFont = await preview({ width: 100, height: 100, layers: [{ ...textLayer(''), fontSize: 1000 }] });
    expect((await first(bigFont))?.field).toBe('layers.0.fontSize');
    const longText = await preview({ width: 100, height: 100, layers: [{ ...textLayer(''), text: 'x'.repeat(301) }] });
    expect((await first(longText))?.field).toBe('layers.0.text');
    const textTooLarge =
      'Diese Textebene ist zu groß zum Zeichnen. Bitte verkleinern Sie die Schrift, kürzen Sie den Text oder geben Sie eine Breite an.';
    // 300 characters at 400 px on one line: beyond what cairo draws (was a 500).
    const oneLine = await preview({
      width: 4096,
      height: 4096,
      layers: [{ ...textLayer(''), text: 'Kipferl '.repeat(37), fontSize: 400 }],
    });
    expect(await first(oneLine)).toMatchObject({
      field: 'layers.0.text',
      code: 'layer_too_large',
      message: textTooLarge,
    });
    // Set text counts toward the pixel budget too: a big headline on a tiny canvas.
    const overBudget = await preview({ width: 50, height: 50, layers: [{ ...textLayer(''), fontSize: 200 }] });
    expect(await first(overBudget)).toMatchObject({ field: 'layers.0.text', code: 'layer_too_large' });
  });

  it('lets staff preview, nobody else', async () => {
    expect((await preview({ width: 10, height: 10 }, {})).status).toBe(401);
    expect((await preview({ width: 10, height: 10 }, server.employee)).status).toBe(200);
  });

  it('limits each staff user to 60 renders a minute (429 with Retry-After, German)', async () => {
    let allowed = 0;
    let refused: Response | null = null;
    // A fixed window: should it end during the loop, the count restarts once.
    for (let i = 0; i < 130 && refused === null; i += 1) {
      const response = await preview({ width: 4, height: 4 }, server.employee);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        allowed += 1;
      }
    }
    expect(refused).not.toBeNull();
    // Earlier tests of this file already rendered as the employee.
    expect(allowed).toBeGreaterThanOrEqual(55);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({
      errors: [
        {
          code: 'too_many_renders',
          message: 'Zu viele Vorschauen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
        },
      ],
    });
    // The admin has a counter of their own.
    expect((await preview({ width: 4, height: 4 })).status).toBe(200);
  });
});
