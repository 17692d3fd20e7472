import { uploadLimitsMessages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MediaTestServer,
  noUploadLimits,
  startMediaTestServer,
} from '../../infrastructure/media/media-test-server.js';
import { dataUrl } from '../../infrastructure/media/test-fixtures.js';
import type { UploadLimitsConfig } from '../../kernel/config.js';

/** Issue 16 point 2: visitors' uploads are limited per client (rate, bytes per 24 h) and overall. */
let server: MediaTestServer;
const base = new Date('2026-11-23T10:00:10Z');
let clock = base;
beforeAll(async () => {
  server = await startMediaTestServer({ now: () => clock });
});
afterAll(async () => {
  await server?.close();
});
/** Each test starts with no uploads and no counters (the staff sessions were opened at `base`). */
beforeEach(async () => {
  clock = base;
  await server.db.deleteFrom('uploads').execute();
  await server.db.deleteFrom('rateLimits').execute();
});

function at(time: string, dayOffset = 0): Date {
  return new Date(new Date(`2026-11-23T${time}Z`).getTime() + dayOffset * 24 * 3600 * 1000);
}

/** The routes read the limits of the server's config on each request. */
function start(limits: Partial<UploadLimitsConfig>): MediaTestServer {
  server.config.uploadLimits = { ...noUploadLimits, ...limits };
  return server;
}

function upload(s: MediaTestServer, bytes: number, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${s.url}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: dataUrl('text/plain', Buffer.alloc(bytes, 'a')), name: 'notiz.txt' }),
  });
}

async function refusal(response: Response, message: string, code: string): Promise<number> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ errors: [{ message, code }] });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

async function stored(s: MediaTestServer): Promise<number> {
  const row = await s.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('visitors’ upload limits', () => {
  it('RATE_LIMIT_UPLOADS: the next upload in the same minute is a 429 with Retry-After; staff are not limited', async () => {
    const s = start({ perMinute: 2 });
    expect((await upload(s, 10)).status).toBe(201);
    expect((await upload(s, 10)).status).toBe(201);
    const retryAfter = await refusal(await upload(s, 10), uploadLimitsMessages.tooManyUploads, 'too_many_uploads');
    expect(retryAfter).toBe(50);
    expect(await stored(s)).toBe(2);
    expect((await upload(s, 10, s.admin)).status).toBe(201);
    clock = at('10:01:00');
    expect((await upload(s, 10)).status).toBe(201);
  });

  it('UPLOAD_QUOTA_MB: bytes per client and 24 hours, checked with the new file and before the body is read', async () => {
    const s = start({ quotaBytes: 1000 });
    expect((await upload(s, 600)).status).toBe(201);
    clock = at('12:00:00');
    await refusal(await upload(s, 401), uploadLimitsMessages.quotaExceeded, 'upload_quota_exceeded');
    expect(await stored(s)).toBe(1);
    expect((await upload(s, 400)).status).toBe(201);
    // At the quota: refused before the body is parsed (a broken body gets the 429, not a field error).
    const broken = await fetch(`${s.url}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data": ',
    });
    const retryAfter = await refusal(broken, uploadLimitsMessages.quotaExceeded, 'upload_quota_exceeded');
    // The first upload (10:00:10) leaves the 24 hours at 10:00:10 the next day.
    expect(retryAfter).toBe(22 * 3600 + 10);
    expect((await upload(s, 100, s.employee)).status).toBe(201);
    clock = at('10:00:11', 1);
    expect((await upload(s, 500)).status).toBe(201);
  });

  it('UPLOAD_TOTAL_MB: all visitors together; staff uploads do not count', async () => {
    const s = start({ totalBytes: 1000 });
    expect((await upload(s, 2000, s.admin)).status).toBe(201);
    expect((await upload(s, 900)).status).toBe(201);
    await refusal(await upload(s, 200), uploadLimitsMessages.totalExceeded, 'upload_total_exceeded');
    expect((await upload(s, 100)).status).toBe(201);
    expect(await stored(s)).toBe(3);
  });
});
