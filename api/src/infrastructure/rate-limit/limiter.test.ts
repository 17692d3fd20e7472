import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { rateLimitKey, returnRateLimit, takeRateLimit } from './limiter.js';

const at = (iso: string) => new Date(iso);

describe('takeRateLimit: a fixed-window counter in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('migrated');
  });
  afterAll(async () => {
    await database.close();
  });

  it('allows `limit` takes per window and key, refuses the next with the seconds left, and starts over in the next window', async () => {
    const db = database.db;
    const input = { bucket: 'test:a', key: '203.0.113.7', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) {
      expect(await takeRateLimit(db, { ...input, now: at('2026-03-02T09:00:10Z') })).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    expect(await takeRateLimit(db, { ...input, now: at('2026-03-02T09:00:15.5Z') })).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    // Another key and another bucket have their own counters.
    expect((await takeRateLimit(db, { ...input, key: '198.51.100.4', now: at('2026-03-02T09:00:16Z') })).allowed).toBe(
      true,
    );
    expect((await takeRateLimit(db, { ...input, bucket: 'test:b', now: at('2026-03-02T09:00:16Z') })).allowed).toBe(
      true,
    );
    // The next window starts at 1 again.
    expect((await takeRateLimit(db, { ...input, now: at('2026-03-02T09:01:00Z') })).allowed).toBe(true);
  });

  it('stores only a hash of the key, never the client address', async () => {
    const db = database.db;
    await takeRateLimit(db, { bucket: 'test:hash', key: '192.0.2.55', limit: 5, windowSeconds: 60, now: new Date() });
    const rows = await db.selectFrom('rateLimits').selectAll().where('bucket', '=', 'test:hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toBe(rateLimitKey('test:hash', '192.0.2.55'));
    expect(JSON.stringify(rows)).not.toContain('192.0.2.55');
  });

  it('a limit of 0 is unlimited and touches no table; a returned take frees its unit', async () => {
    const db = database.db;
    const now = at('2026-03-02T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      expect(
        (await takeRateLimit(db, { bucket: 'test:off', key: 'k', limit: 0, windowSeconds: 60, now })).allowed,
      ).toBe(true);
    }
    const off = await db.selectFrom('rateLimits').selectAll().where('bucket', '=', 'test:off').execute();
    expect(off).toEqual([]);
    const input = { bucket: 'test:return', key: 'k', limit: 1, windowSeconds: 60, now };
    expect((await takeRateLimit(db, input)).allowed).toBe(true);
    await returnRateLimit(db, input);
    expect((await takeRateLimit(db, input)).allowed).toBe(true);
    expect((await takeRateLimit(db, input)).allowed).toBe(false);
  });

  it('parallel takes cannot all slip past the limit', async () => {
    const db = database.db;
    const now = at('2026-03-02T11:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        takeRateLimit(db, { bucket: 'test:race', key: 'k', limit: 3, windowSeconds: 60, now }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
