import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaTestServer, startMediaTestServer } from '../../infrastructure/media/media-test-server.js';
import { dataUrl } from '../../infrastructure/media/test-fixtures.js';

const require = createRequire(import.meta.url);
/** Real WOFF2 files (fontsource packages): Lobster regular, Open Sans bold. */
const lobsterPath = require.resolve('@fontsource/lobster/files/lobster-latin-400-normal.woff2');
const openSansBoldPath = require.resolve('@fontsource/open-sans/files/open-sans-latin-700-normal.woff2');
const openSansWoff1Path = require.resolve('@fontsource/open-sans/files/open-sans-latin-400-normal.woff');
/** A subset without "A" (Latin Extended only: Ā, ă, Ł …). */
const openSansLatinExtPath = require.resolve('@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2');

let server: MediaTestServer;
let lobster: Buffer;
beforeAll(async () => {
  server = await startMediaTestServer();
  lobster = await fs.readFile(lobsterPath);
});
afterAll(async () => {
  await server?.close();
});

interface Font {
  id: number;
  version: number;
  family: string;
  variant: string;
  weight: number;
  style: string;
  url: string;
  embedCssUrl: string;
}

function postFont(bytes: Buffer, name: string, headers = server.admin): Promise<Response> {
  return fetch(`${server.url}/api/fonts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ data: dataUrl('font/woff2', bytes), name }),
  });
}

async function storedFontFiles(): Promise<string[]> {
  return fs.readdir(path.join(server.config.uploadsDir, 'fonts')).catch(() => []);
}

async function fontCount(): Promise<number> {
  const row = await server.db
    .selectFrom('fonts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('fonts', () => {
  let uploaded: Font;
  beforeAll(async () => {
    const response = await postFont(lobster, 'Lobster.woff2');
    expect(response.status).toBe(201);
    uploaded = ((await response.json()) as { data: Font }).data;
  });

  it('reads family, weight and style from the font itself', () => {
    expect(uploaded).toEqual({
      id: expect.any(Number),
      version: 1,
      family: 'Lobster',
      variant: 'regular',
      weight: 400,
      style: 'normal',
      url: `/api/fonts/files/${uploaded.id}-1.woff2`,
      embedCssUrl: '/api/fonts/google/Lobster/style-regular.embed.css',
    });
  });

  it('lists fonts (GET /api/fonts) and serves the file as it was uploaded', async () => {
    const list = await fetch(`${server.url}/api/fonts`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(((await list.json()) as { data: Font[] }).data).toEqual([uploaded]);
    const file = await fetch(`${server.url}${uploaded.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).equals(lobster)).toBe(true);
    expect((await fetch(`${server.url}/api/fonts/files/${uploaded.id}-2.woff2`)).status).toBe(404);
  });

  it('serves @font-face CSS that references only this server’s own font files', async () => {
    const bold = await postFont(await fs.readFile(openSansBoldPath), 'OpenSans-Bold.woff2');
    expect(bold.status).toBe(201);
    const boldFont = ((await bold.json()) as { data: Font }).data;
    expect(boldFont).toMatchObject({ family: 'Open Sans', variant: '700', weight: 700 });

    for (const url of [uploaded.embedCssUrl, '/api/fonts/google/lobster/style-regular.embed.css']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      const css = await response.text();
      expect(css).toContain('font-family: "Lobster";');
      expect(css).toContain('font-weight: 400;');
      const urls = [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]);
      expect(urls).toEqual([uploaded.url]);
      expect(css).not.toMatch(/https?:|\/\/|@import/);
      // The metric-matched fallback is a local font, never fetched.
      expect(css).toContain('font-family: "Lobster Fallback";');
      expect(css).toMatch(/size-adjust: \d+\.\d\d%;/);
    }
    // Google's '+' for spaces, and a list of variants; the variant not stored is left out.
    const both = await (await fetch(`${server.url}/api/fonts/google/Open+Sans/style-regular,700.embed.css`)).text();
    expect([...both.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1])).toEqual([boldFont.url]);
    // What the server does not hold is a 404, never a link elsewhere.
    for (const missing of [
      '/api/fonts/google/Roboto/style-regular.embed.css',
      '/api/fonts/google/Lobster/style-700.embed.css',
      '/api/fonts/google/Lobster/style-bold.embed.css',
      '/api/fonts/google/Lobster/regular.css',
    ]) {
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
    }
  });

  it('refuses what is not a WOFF2 font, in German, and stores nothing', async () => {
    const before = { rows: await fontCount(), files: await storedFontFiles() };
    const woff1 = await fs.readFile(openSansWoff1Path);
    const truncated = lobster.subarray(0, Math.floor(lobster.length / 2));
    const forged = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(200, 7)]);
    const ttfHeader = Buffer.concat([Buffer.from([0, 1, 0, 0]), lobster.subarray(4)]);
    for (const [bytes, name] of [
      [woff1, 'OpenSans.woff2'],
      [truncated, 'Halb.woff2'],
      [forged, 'Falsch.woff2'],
      [ttfHeader, 'Schrift.woff2'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'Bild.woff2'],
    ] as const) {
      const response = await postFont(bytes, name);
      expect(response.status, name).toBe(422);
      expect(await response.json(), name).toEqual({
        errors: [
          {
            message: `Die Datei "${name}" ist keine gültige Schriftdatei. Bitte laden Sie eine Schrift im Format WOFF2 hoch.`,
            field: 'data',
            code: 'font_invalid',
          },
        ],
      });
    }
    const again = await postFont(lobster, 'Lobster-nochmal.woff2');
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Dieser Wert ist bereits vorhanden.',
    );
    expect({ rows: await fontCount(), files: await storedFontFiles() }).toEqual(before);
  });

  it('lets only admins upload and delete fonts; everyone reads the list and the CSS', async () => {
    expect((await postFont(lobster, 'x.woff2', {})).status).toBe(401);
    expect((await postFont(lobster, 'x.woff2', server.employee)).status).toBe(403);
    const anonymousDelete = await fetch(`${server.url}/api/fonts/${uploaded.id}`, { method: 'DELETE' });
    expect(anonymousDelete.status).toBe(401);
    const employeeDelete = await fetch(`${server.url}/api/fonts/${uploaded.id}`, {
      method: 'DELETE',
      headers: server.employee,
    });
    expect(employeeDelete.status).toBe(403);
    expect(await fontCount()).toBe(2);
  });

  it('deletes a font with its file; its CSS is then a 404', async () => {
    const response = await fetch(`${server.url}/api/fonts/${uploaded.id}`, {
      method: 'DELETE',
      headers: server.admin,
    });
    expect(response.status).toBe(204);
    expect(await storedFontFiles()).not.toContain(`${uploaded.id}-1.woff2`);
    expect((await fetch(`${server.url}${uploaded.embedCssUrl}`)).status).toBe(404);
    expect((await fetch(`${server.url}${uploaded.url}`)).status).toBe(404);
  });
});

describe('a subset font and the theme font', () => {
  async function saveConfig(body: Record<string, unknown>): Promise<Response> {
    return fetch(`${server.url}/api/config`, {
      method: 'POST',
      headers: { ...server.admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  async function deleteFont(id: number): Promise<Response> {
    return fetch(`${server.url}/api/fonts/${id}`, { method: 'DELETE', headers: server.admin });
  }
  async function storedThemeFont(): Promise<unknown> {
    const row = await server.db.selectFrom('config').select('data').where('id', '=', 1).executeTakeFirst();
    return row?.data.themeFont ?? null;
  }

  it('accepts a WOFF2 subset that has no "A" (Open Sans Latin Extended)', async () => {
    const response = await postFont(await fs.readFile(openSansLatinExtPath), 'open-sans-latin-ext.woff2');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: Font }).data).toMatchObject({ family: 'Open Sans', variant: 'regular' });
  });

  it('takes as theme font only an uploaded family or a system font (422 on themeFont otherwise)', async () => {
    const unknown = await saveConfig({ themeFont: 'Nicht Vorhanden' });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      errors: [
        {
          field: 'themeFont',
          code: 'unknown_font',
          message:
            'Die Schriftart „Nicht Vorhanden“ gibt es nicht. Bitte laden Sie sie unter Medien → Schriftarten hoch oder wählen Sie eine Systemschrift.',
        },
      ],
    });
    expect(await storedThemeFont()).toBeNull();
    expect((await saveConfig({ themeFont: 'Arial' })).status).toBe(200);
    expect((await saveConfig({ themeFont: 'Open Sans' })).status).toBe(200);
    expect(await storedThemeFont()).toBe('Open Sans');
  });

  it('refuses to delete the last variant of the theme font’s family (409 in_use), allows it once another font is chosen', async () => {
    const fonts = ((await (await fetch(`${server.url}/api/fonts`)).json()) as { data: Font[] }).data;
    const openSans = fonts.filter((font) => font.family === 'Open Sans');
    expect(openSans.map((font) => font.variant).sort()).toEqual(['700', 'regular']);
    const [first, last] = openSans as [Font, Font];
    // Another variant of the family stays: the shop still has its font.
    expect((await deleteFont(first.id)).status).toBe(204);
    const refused = await deleteFont(last.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      errors: [
        {
          code: 'in_use',
          message:
            'Diese Schriftart wird als Schrift des Shops verwendet („Open Sans“). Bitte wählen Sie unter Einstellungen zuerst eine andere Schrift.',
        },
      ],
    });
    expect((await fetch(`${server.url}${last.url}`)).status).toBe(200);
    expect((await saveConfig({ themeFont: 'Georgia' })).status).toBe(200);
    expect((await deleteFont(last.id)).status).toBe(204);
  });
});
