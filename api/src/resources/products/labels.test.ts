import { inflateSync } from 'node:zlib';
import { messages } from '@bestell/domain';
import { PDFArray, PDFDocument, PDFName, type PDFPage, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession } from '../../infrastructure/auth/test-session.js';

/** GET /api/products/labels.pdf (contract 6): read back with pdf-lib and the page content streams inflated. */
let app: TestApp;
let admin: TestSession;
let employee: TestSession;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(async () => {
  await app.close();
});

async function labels(query: string, session: TestSession | null = admin) {
  const response = await fetch(`${app.url}/api/products/labels.pdf?${query}`, {
    headers: session ? session.headers : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The decoded content of a page (its streams are Flate-compressed by pdf-lib). */
function pageContent(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = page.doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream');
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = Buffer.from(stream.contents);
      return (filter ? inflateSync(raw) : raw).toString('latin1');
    })
    .join('\n');
}

/** The strings shown by the page's text operators (`<hex> Tj`), decoded. */
function shownTexts(page: PDFPage): string[] {
  return [...pageContent(page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
  );
}

async function pagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages();
}

const count = (texts: string[], value: string) => texts.filter((entry) => entry === value).length;

describe('GET /api/products/labels.pdf', () => {
  it('compact: A4, 48 labels a page; 49 labels make two pages (48 + 1), an id repeated prints that many', async () => {
    const ids = Array.from({ length: 49 }, () => 2).join(',');
    const { response, bytes } = await labels(`layout=compact&ids=${ids}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pages = await pagesOf(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.getSize().width).toBeCloseTo(595.28, 1);
    expect(pages[0]?.getSize().height).toBeCloseTo(841.89, 1);
    expect(count(shownTexts(pages[0] as PDFPage), 'Roggenvollkornbrot')).toBe(48);
    expect(count(shownTexts(pages[1] as PDFPage), 'Roggenvollkornbrot')).toBe(1);
  });

  it('detail: 10 labels a page with price, unit and allergens, in the order of the ids', async () => {
    const ids = [...Array.from({ length: 10 }, () => 2), 3].join(',');
    const { bytes } = await labels(`layout=detail&ids=${ids}`);
    const pages = await pagesOf(bytes);
    expect(pages).toHaveLength(2);
    const first = shownTexts(pages[0] as PDFPage);
    expect(count(first, 'Roggenvollkornbrot')).toBe(10);
    expect(count(first, 'Allergene: A')).toBe(10);
    expect(count(first, '5,40\u00a0\x80')).toBe(10);
    expect(count(first, 'je Stk.')).toBe(10);
    expect(count(shownTexts(pages[1] as PDFPage), 'Dinkelkrustenbrot')).toBe(1);
  });

  it('a product sold by weight shows its base price per kg; a hidden price shows none', async () => {
    await app.db.updateTable('products').set({ price: '1.49', unit: 'dag' }).where('id', '=', 3).execute();
    await app.db.updateTable('products').set({ isPriceHidden: true }).where('id', '=', 2).execute();
    const texts = shownTexts((await pagesOf((await labels('layout=compact&ids=3,2')).bytes))[0] as PDFPage);
    expect(texts).toContain('Grundpreis 149,00\u00a0\x80 / kg');
    expect(texts).toContain('je dag');
    expect(texts).toContain('Roggenvollkornbrot');
    expect(texts.filter((entry) => entry.includes('\x80'))).toHaveLength(2);
  });

  it('encodes umlauts and replaces what WinAnsi cannot show', async () => {
    await app.db.updateTable('products').set({ name: 'Grüße aus Győr ★ Борщ' }).where('id', '=', 1).execute();
    const texts = shownTexts((await pagesOf((await labels('ids=1')).bytes))[0] as PDFPage);
    expect(texts).toContain('Grüße aus Gyor ????');
  });

  it('lets employees print (they read every product) and refuses visitors with 401', async () => {
    expect((await labels('ids=1', employee)).response.status).toBe(200);
    const anonymous = await labels('ids=1', null);
    expect(anonymous.response.status).toBe(401);
  });

  it('refuses no ids, too many, malformed or unknown ids and an unknown layout with a German 422', async () => {
    const cases: [string, string][] = [
      ['layout=compact', messages.backofficeExports.labelsNoIds],
      ['ids=', messages.backofficeExports.labelsNoIds],
      [
        `ids=${Array.from({ length: 1001 }, () => 1).join(',')}`,
        messages.backofficeExports.labelsTooMany({ limit: 1000 }),
      ],
      ['ids=1,x', messages.validation.invalidValue],
      ['ids=1,0', messages.validation.invalidValue],
      ['ids=1,999999', messages.backofficeExports.labelsUnknownProduct({ id: 999999 })],
      ['layout=gross&ids=1', messages.validation.invalidChoice],
    ];
    for (const [query, message] of cases) {
      const { response, bytes } = await labels(query);
      expect(response.status, query).toBe(422);
      expect(JSON.parse(Buffer.from(bytes).toString('utf8')).errors[0].message, query).toBe(message);
    }
  });
});
