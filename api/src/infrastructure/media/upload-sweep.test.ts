import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { openMonday, post, takeawayBody } from '../../resources/orders/test-fixtures.js';
import { previewKey, uploadFileKey } from './media-paths.js';
import { type MediaTestServer, startMediaTestServer } from './media-test-server.js';
import { dataUrl } from './test-fixtures.js';
import { startUploadSweep, sweepUnreferencedUploads } from './upload-sweep.js';

/** Issue 16 point 2: visitors' uploads nothing references are removed after 24 hours; everything else stays. */
let server: MediaTestServer;
const clock = openMonday;
beforeAll(async () => {
  server = await startMediaTestServer({ state: 'seeded', now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

interface Upload {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
}

async function upload(text: string, headers: Record<string, string> = {}): Promise<Upload> {
  const response = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: dataUrl('text/plain', Buffer.from(text)), name: `${text}.txt` }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Upload }).data;
}

async function remaining(ids: number[]): Promise<number[]> {
  const rows = await server.db.selectFrom('uploads').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const hours = (h: number) => new Date(openMonday.getTime() + h * 3600 * 1000);

describe('sweep of unreferenced uploads', () => {
  it('removes only visitors’ uploads older than 24 h that no order, cart, product or CMS content refers to', async () => {
    const loose = await upload('lose');
    const inOrder = await upload('bestellung');
    const inOrderList = await upload('bestellung-liste');
    const inCart = await upload('warenkorb');
    const inSite = await upload('seite');
    const inProduct = await upload('produkt');
    const staff = await upload('bibliothek', server.admin);
    const all = [loose, inOrder, inOrderList, inCart, inSite, inProduct, staff].map((u) => u.id);
    // The preview of the loose upload is rendered (and must go with it).
    const preview = await fetch(`${server.url}/upload/${loose.publicHash}/preview/${loose.id}-1.jpg`);
    expect(preview.status).toBe(200);
    expect(await server.media.stores.variants.exists(previewKey(loose))).toBe(true);

    // An order whose configurable steps hold upload ids (one value, and a list of files).
    const placed = await fetch(`${server.url}/api/orders`, post(takeawayBody()));
    expect(placed.status).toBe(201);
    const { uid } = ((await placed.json()) as { data: { uid: string } }).data;
    await sql`update order_items set parts = ${JSON.stringify([String(inOrder.id), ['12345678', String(inOrderList.id)]])}::jsonb
      where position = 0 and order_id = (select id from orders where uid = ${uid})`.execute(server.db);
    await sql`insert into carts (token_hash, branch_key, data, updated_at)
      values ('sweep-test', '1', ${JSON.stringify({ items: [{ product: 5, parts: [String(inCart.id)] }] })}::jsonb, now())`.execute(
      server.db,
    );
    const file = { ...inSite, mimeType: 'text/plain', name: 'seite.txt' };
    await sql`update sites set content = jsonb_set(content, '{sweepTest}', ${JSON.stringify({ file })}::jsonb)
      where id = (select min(id) from sites)`.execute(server.db);
    const link = `<a href="/upload/${inProduct.publicHash}/${inProduct.id}-1.txt">Datenblatt</a>`;
    await sql`update products set description = ${link} where id = (select min(id) from products)`.execute(server.db);

    const media = server.media;
    expect(await sweepUnreferencedUploads(server.db, media, { now: hours(23.9), olderThanHours: 24 })).toEqual({
      removed: 0,
    });
    expect(await remaining(all)).toEqual(all);

    expect(
      await sweepUnreferencedUploads(server.db, media, { now: hours(24.1), olderThanHours: 24, batchSize: 2 }),
    ).toEqual({ removed: 1 });
    expect(await remaining(all)).toEqual(all.filter((id) => id !== loose.id));
    expect(await media.stores.originals.exists(uploadFileKey(loose))).toBe(false);
    expect(await media.stores.variants.exists(previewKey(loose))).toBe(false);
    expect((await fetch(`${server.url}/upload/${loose.publicHash}/${loose.id}-1.txt`)).status).toBe(404);
    for (const kept of [inOrder, inOrderList, inCart, inSite, inProduct, staff]) {
      expect(await media.stores.originals.exists(uploadFileKey(kept)), String(kept.id)).toBe(true);
    }

    // Once the cart is gone, its upload goes with the next sweep.
    await sql`delete from carts where token_hash = 'sweep-test'`.execute(server.db);
    expect(await sweepUnreferencedUploads(server.db, media, { now: hours(25), olderThanHours: 24 })).toEqual({
      removed: 1,
    });
    expect(await remaining(all)).toEqual(all.filter((id) => id !== loose.id && id !== inCart.id));

    // The sweep the API starts (start.ts): its first run, then a reference removed from the CMS frees the file.
    await sql`update sites set content = content - 'sweepTest'`.execute(server.db);
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
    const sweeper = startUploadSweep({
      db: server.db,
      media,
      logger,
      now: () => hours(26),
      olderThanHours: 24,
      firstDelayMs: 0,
    });
    try {
      expect(await eventually(async () => logged.join('').includes('unreferenced uploads removed'))).toBe(true);
      expect(await remaining([inSite.id])).toEqual([]);
    } finally {
      sweeper.stop();
    }
    expect(await remaining(all)).toEqual([inOrder, inOrderList, inProduct, staff].map((u) => u.id));
  });
});
