import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../../test/helpers.js';
import { runRetention } from '../../app/retention-jobs.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import { foldClosedDays } from './fold.js';
import { readAnalyticsCounts } from './read.js';

interface Failure {
  errors: { message: string; field?: string; code: string }[];
}

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const address = '203.0.113.57';

describe('POST /api/analytics-log', () => {
  let app: TestApp;
  let clock = new Date('2026-03-28T10:00:00Z');

  function post(body: unknown, userAgent = firefox, ip = address) {
    return app.request<Failure | string>('/api/analytics-log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });
  }
  const stored = () => app.db.selectFrom('analyticsEvents').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    app = await createTestApp({ state: 'migrated', config: { trustProxyHops: 1 }, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-03-28T10:00:00Z');
    await app.db.deleteFrom('analyticsEvents').execute();
    await app.db.deleteFrom('analyticsDaily').execute();
    await app.db.deleteFrom('analyticsSalts').execute();
    await app.db.deleteFrom('rateLimits').execute();
  });

  it('stores a batch: path without query, referrer host only, device figures, shop steps; 204', async () => {
    const response = await post([
      {
        type: 'pageview',
        action: '/filialen/graz?email=anna@example.at#top',
        data: { referrer: 'https://www.Google.at/search?q=brot' },
      },
      { type: 'pageview', action: '/', data: { referrer: `${app.url}/filialen` } },
      { type: 'device', action: 'info', data: { width: 1920, height: 1080, pixelRatio: 1.3333, colorScheme: 'dark' } },
      { type: 'event', action: 'add-to-cart', category: 'graz' },
      { type: 'event', action: 'purchase' },
    ]);
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => [row.type, row.action, row.category, row.referrerHost])).toEqual([
      ['pageview', '/filialen/graz', null, 'google.at'],
      ['pageview', '/', null, null],
      ['device', 'info', null, null],
      ['event', 'add-to-cart', 'graz', null],
      ['event', 'purchase', null, null],
    ]);
    expect(rows[2]).toMatchObject({ width: 1920, height: 1080, pixelRatio: '1.33', colorScheme: 'dark' });
    expect(rows.every((row) => row.browser === 'Firefox' && row.os === 'Windows' && row.day === '2026-03-28')).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
  });

  it('keeps no address, no user agent and nothing personal anywhere: rows, salts, rollups, rate limits', async () => {
    await post([{ type: 'pageview', action: '/kasse?name=Anna+Gruber' }]);
    clock = new Date('2026-03-29T10:00:00Z');
    await post([{ type: 'pageview', action: '/' }]);
    const everything = JSON.stringify([
      await stored(),
      await app.db.selectFrom('analyticsSalts').selectAll().execute(),
      await app.db.selectFrom('analyticsDaily').selectAll().execute(),
      await app.db.selectFrom('rateLimits').selectAll().execute(),
    ]);
    for (const secret of [address, '203.0.113', firefox, 'Gecko', 'Anna', 'Gruber']) {
      expect(everything).not.toContain(secret);
    }
    expect((await stored())[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a bad event with 422 and a German message, and stores nothing of its batch', async () => {
    const cases: [unknown, string | undefined][] = [
      [
        [
          { type: 'pageview', action: '/' },
          { type: 'pageview', action: 'kein-pfad' },
        ],
        '1.action',
      ],
      [[{ type: 'pageview', action: '/', ip: address }], '0.ip'],
      [{ type: 'pageview', action: `/${'a'.repeat(300)}` }, '0.action'],
      [
        { type: 'device', action: 'info', data: { width: 0, height: 1, pixelRatio: 1, colorScheme: 'dark' } },
        '0.data.width',
      ],
      [
        { type: 'device', action: 'info', data: { width: 10, height: 10, pixelRatio: 1, colorScheme: 'pink' } },
        '0.data.colorScheme',
      ],
      [{ type: 'event', action: 'delete-shop' }, '0.action'],
      [{ type: 'event', action: 'purchase', data: { total: '99.00' } }, '0.data.total'],
      [{ type: 'visit', action: '/' }, '0.type'],
      [Array.from({ length: 21 }, () => ({ type: 'pageview', action: '/' })), undefined],
      [[], undefined],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      const failure = response.body as Failure;
      expect(failure.errors[0]?.message).toMatch(
        /^(Dieser Wert|Diese Sammlung|Diese Zeichenkette|Dieses Feld|Sie haben einen ungültigen Wert)/,
      );
      if (field) expect(failure.errors.map((error) => error.field)).toContain(field);
    }
    expect(await stored()).toEqual([]);
    expect(await app.db.selectFrom('analyticsSalts').selectAll().execute()).toEqual([]);
  });

  it('ignores bots and agents without a user agent: 204, nothing stored', async () => {
    expect((await post({ type: 'pageview', action: '/' }, googlebot)).status).toBe(204);
    expect((await post({ type: 'pageview', action: '/' }, '')).status).toBe(204);
    expect((await post({ type: 'pageview', action: '/' }, 'curl/8.5.0')).status).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await post({ type: 'pageview', action: '/' }, safari)).status).toBe(204);
    expect((await stored()).map((row) => [row.browser, row.os])).toEqual([['Safari', 'iOS']]);
  });

  it('counts a visitor once per day; the next day gives a new hash, folds the old day and deletes its salt', async () => {
    await post({ type: 'pageview', action: '/' });
    clock = new Date('2026-03-28T21:30:00Z'); // 22:30 in Vienna, same local day
    await post({ type: 'pageview', action: '/filialen' });
    await post({ type: 'pageview', action: '/' }, safari);
    await post({ type: 'pageview', action: '/' }, firefox, '198.51.100.3');
    const first = await stored();
    expect(new Set(first.map((row) => row.visitor)).size).toBe(3);
    expect(first[0]?.visitor).toBe(first[1]?.visitor);
    expect(await readAnalyticsCounts(app.db, 'unique-visitors', '2026-03-28', '2026-03-28', 'day')).toEqual([
      { day: '2026-03-28', key: '', subKey: '', count: 3 },
    ]);

    clock = new Date('2026-03-28T23:30:00Z'); // 00:30 on 29 March in Vienna
    await post({ type: 'pageview', action: '/' });
    const after = await stored();
    expect(after).toHaveLength(1);
    expect(after[0]?.day).toBe('2026-03-29');
    expect(first.map((row) => row.visitor)).not.toContain(after[0]?.visitor);
    expect((await app.db.selectFrom('analyticsSalts').select('day').execute()).map((row) => row.day)).toEqual([
      '2026-03-29',
    ]);
    expect(await readAnalyticsCounts(app.db, 'unique-visitors', '2026-03-28', '2026-03-29', 'day')).toEqual([
      { day: '2026-03-28', key: '', subKey: '', count: 3 },
      { day: '2026-03-29', key: '', subKey: '', count: 1 },
    ]);
    expect(await readAnalyticsCounts(app.db, 'page-views', '2026-03-28', '2026-03-29', 'key')).toEqual([
      { day: '', key: '', subKey: '', count: 5 },
    ]);
  });

  it('the retention job folds closed days and deletes their salts, also when no event came today', async () => {
    await post({ type: 'pageview', action: '/' });
    expect(await app.db.selectFrom('analyticsSalts').selectAll().execute()).toHaveLength(1);
    await runRetention({
      db: app.db,
      formFiles: mediaFor(app.config).stores.originals,
      now: () => new Date('2026-03-29T06:00:00Z'),
      logger: silentLogger,
    });
    expect(await stored()).toEqual([]);
    expect(await app.db.selectFrom('analyticsSalts').selectAll().execute()).toEqual([]);
    expect(await readAnalyticsCounts(app.db, 'page-views', '2026-03-28', '2026-03-28', 'day')).toEqual([
      { day: '2026-03-28', key: '', subKey: '', count: 1 },
    ]);
  });

  it('DST: the 25-hour day of 25 October 2026 is one day in Vienna, hours counted in local time', async () => {
    clock = new Date('2026-10-24T22:30:00Z'); // 00:30 CEST on 25 October
    await post({ type: 'pageview', action: '/' });
    clock = new Date('2026-10-25T00:30:00Z'); // 02:30 CEST (first 02:xx)
    await post({ type: 'pageview', action: '/' }, safari);
    clock = new Date('2026-10-25T01:30:00Z'); // 02:30 CET (second 02:xx)
    await post({ type: 'pageview', action: '/' }, firefox, '198.51.100.3');
    clock = new Date('2026-10-25T22:30:00Z'); // 23:30 CET, still 25 October
    await post({ type: 'pageview', action: '/' });
    expect((await stored()).map((row) => row.day)).toEqual(Array(4).fill('2026-10-25'));
    expect(await readAnalyticsCounts(app.db, 'visitor-times', '2026-10-25', '2026-10-25', 'key')).toEqual([
      { day: '', key: '00', subKey: '', count: 1 },
      { day: '', key: '02', subKey: '', count: 2 },
      { day: '', key: '23', subKey: '', count: 1 },
    ]);
    await foldClosedDays(app.db, '2026-10-26');
    expect(await stored()).toEqual([]);
    expect(await readAnalyticsCounts(app.db, 'unique-visitors', '2026-10-24', '2026-10-26', 'day')).toEqual([
      { day: '2026-10-25', key: '', subKey: '', count: 3 },
    ]);
  });

  it('refuses more than 240 requests a minute from one address with 429 (German, Retry-After)', async () => {
    let last = await post([]);
    for (let i = 1; i <= 240 && last.status !== 429; i++) last = await post([]);
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((last.body as Failure).errors[0]?.message).toBe(
      'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es später erneut.',
    );
    expect((await post([], firefox, '198.51.100.3')).status).toBe(422);
  });
});
