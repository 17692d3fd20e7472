import { inflateSync } from 'node:zlib';
import { formatSheetMinutes, messages, timeTrackingSheetsMessages as t, wallClockToInstant } from '@bestell/domain';
import { parse } from 'csv-parse/sync';
import { PDFArray, PDFDocument, PDFName, type PDFPage, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { formatBranchKey, newBranchKeySecret } from '../../infrastructure/auth/branch-keys.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import type { Envelope, Failure } from '../orders/test-fixtures.js';
import { issueTerminalToken } from '../time-tracking/terminal-auth.js';
import type { WorkingActivityEntity } from '../working-activities/repository.js';
import type { TerminalBalances, TimeSheetAnswer } from './service.js';

/**
 * Issue 28.3/28.4: the time sheet of the demo employee (user 2, branch 1) for March 2026 — a month with a sick day, a
 * week of holiday, a night shift across the spring DST switch (a 23-hour day) and a shift with too little rest —
 * read as JSON, CSV and PDF (the same figures), at the terminal, and corrected by an admin.
 */
const zone = 'Europe/Vienna';
const employeeId = 2;
const at = (text: string) => {
  const [date = '', time = '00:00'] = text.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(wallClockToInstant(date, hours * 60 + minutes, zone));
};
const endOfMarch = at('2026-03-31 12:00');

let app: TestApp;
let clock = endOfMarch;
let admin: TestSession;
let employee: TestSession;

async function addActivity(start: string, end: string, breaks: [string, string][] = []): Promise<number> {
  const row = await app.db
    .insertInto('workingActivities')
    .values({ userId: employeeId, branchId: 1, startedAt: at(start), endedAt: at(end), state: 'ended' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [from, to] of breaks) {
    await app.db
      .insertInto('workingActivityBreaks')
      .values({ activityId: row.id, startedAt: at(from), endedAt: at(to) })
      .execute();
  }
  return row.id;
}

async function addShift(start: string, end: string, breakMinutes: number) {
  await app.db
    .insertInto('workingSchedules')
    .values({ userId: employeeId, branchId: 1, startsAt: at(start), endsAt: at(end), breakMinutes })
    .execute();
}

let longDay = 0;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
  // February: 4 of 8 planned hours worked → −4:00 carried into March.
  await addShift('2026-02-27 08:00', '2026-02-27 16:30', 30);
  await addActivity('2026-02-27 08:00', '2026-02-27 12:00');
  // Mon 2 March: planned 8:00, worked 9:00 (break 30 min).
  await addShift('2026-03-02 08:00', '2026-03-02 16:30', 30);
  longDay = await addActivity('2026-03-02 08:00', '2026-03-02 17:30', [['2026-03-02 12:00', '2026-03-02 12:30']]);
  // Tue 3 March: planned, but sick (credited with the shift).
  await addShift('2026-03-03 08:00', '2026-03-03 16:30', 30);
  await app.db
    .insertInto('absences')
    .values([
      { userId: employeeId, kind: 'sick', fromDate: '2026-03-03', toDate: '2026-03-03' },
      { userId: employeeId, kind: 'holiday', fromDate: '2026-03-07', toDate: '2026-03-15' },
    ])
    .execute();
  await app.db.insertInto('holidayEntitlements').values({ userId: employeeId, year: 2026, days: '27.5' }).execute();
  // Night shift Sat 28 → Sun 29 March across the switch (02:00 → 03:00): 7 real hours, no break.
  await addShift('2026-03-28 22:00', '2026-03-29 06:00', 0);
  await addActivity('2026-03-28 22:00', '2026-03-29 06:00');
  // Sun 29 March again from 14:00: only 8 hours of rest.
  await addActivity('2026-03-29 14:00', '2026-03-29 18:00');
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock = endOfMarch;
});

const sheetOf = (session: TestSession, path = `/api/time-sheets/${employeeId}/2026-03`) =>
  app.request<Envelope<TimeSheetAnswer> & Failure>(path, withSession(session, 'GET'));

function dayOf(sheet: TimeSheetAnswer, date: string) {
  const found = sheet.days.find((day) => day.date === date);
  if (!found) throw new Error(`no ${date}`);
  return found;
}

describe('GET /api/time-sheets/{userId}/{month}', () => {
  it('adds up the month: breaks excluded, DST night shift split at midnight, absences credited, balance carried', async () => {
    const res = await sheetOf(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sheet = res.body.data;
    expect(sheet.days).toHaveLength(31);
    expect(dayOf(sheet, '2026-03-02')).toMatchObject({
      workedMinutes: 540,
      breakMinutes: 30,
      plannedMinutes: 480,
      overtimeMinutes: 60,
    });
    expect(dayOf(sheet, '2026-03-03')).toMatchObject({
      absence: 'sick',
      plannedMinutes: 480,
      creditedMinutes: 480,
      overtimeMinutes: 0,
    });
    // The holiday week: 8-hour norm Mon–Fri, nothing on the weekend days of the absence.
    expect(dayOf(sheet, '2026-03-09')).toMatchObject({ absence: 'holiday', plannedMinutes: 480, creditedMinutes: 480 });
    expect(dayOf(sheet, '2026-03-14')).toMatchObject({ absence: 'holiday', plannedMinutes: 0, creditedMinutes: 0 });
    expect(dayOf(sheet, '2026-03-28')).toMatchObject({ workedMinutes: 120, plannedMinutes: 120, hours: 24 });
    const sunday = dayOf(sheet, '2026-03-29');
    expect(sunday).toMatchObject({ hours: 23, workedMinutes: 300 + 240, plannedMinutes: 300, overtimeMinutes: 240 });
    expect(sunday.entries.map((entry) => [entry.start, entry.end])).toEqual([
      ['2026-03-28T23:00:00.000Z', '2026-03-29T04:00:00.000Z'],
      ['2026-03-29T12:00:00.000Z', '2026-03-29T16:00:00.000Z'],
    ]);
    expect(sheet.totals).toEqual({
      workedMinutes: 540 + 120 + 540,
      breakMinutes: 30,
      plannedMinutes: 480 + 480 + 5 * 480 + 120 + 300,
      creditedMinutes: 480 + 5 * 480,
      overtimeMinutes: 300,
    });
    expect(sheet.overtimeCarriedMinutes).toBe(300 - 240);
    expect(sheet.holidays).toEqual({ year: 2026, entitlementDays: 27.5, takenDays: 5, leftDays: 22.5 });
  });

  it('shows the AZG warnings in German: a 7-hour shift without a break, 8 hours of rest', async () => {
    const sheet = (await sheetOf(admin)).body.data;
    expect(dayOf(sheet, '2026-03-28').warnings.map((w) => w.text)).toEqual([
      'Pause unter 30 Minuten nach mehr als 6 Stunden Arbeit (0 Min.)',
    ]);
    expect(dayOf(sheet, '2026-03-29').warnings.map((w) => w.text)).toEqual(['Ruhezeit unter 11 Stunden (8:00 Std.)']);
    expect(dayOf(sheet, '2026-03-02').warnings).toEqual([]);
  });

  it('employees read their own sheet only; a bad month is a German 400', async () => {
    expect((await sheetOf(employee)).status).toBe(200);
    const other = await sheetOf(employee, '/api/time-sheets/1/2026-03');
    expect(other.status).toBe(403);
    expect(other.body.errors[0]?.message).toBe(t.ownSheetOnly);
    const bad = await sheetOf(admin, `/api/time-sheets/${employeeId}/2026-13`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.message).toBe('Bitte wählen Sie einen gültigen Monat.');
    expect((await sheetOf(admin, '/api/time-sheets/999999/2026-03')).status).toBe(404);
  });
});

describe('export', () => {
  it('the CSV has the API’s figures per day and in total, and no cell starts like a formula', async () => {
    await app.db.updateTable('users').set({ firstName: '=HYPERLINK("x")' }).where('id', '=', employeeId).execute();
    const sheet = (await sheetOf(admin)).body.data;
    const res = await fetch(`${app.url}/api/time-sheets/${employeeId}/2026-03/export.csv`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows: string[][] = parse((await res.text()).replace(/^\uFEFF/, ''), {
      delimiter: ';',
      relax_column_count: true,
    });
    // The only free text (the name) sits inside the heading; no cell may start like a formula (negative balances
    // start with U+2212, not '-').
    expect(rows[0]?.[0]).toContain('=HYPERLINK("x")');
    expect(rows.flat().filter((value) => /^[=+\-@\t\r]/.test(value))).toEqual([]);
    const minus = (value: string) => value.replace(/^\u2212/, '-');
    for (const day of sheet.days) {
      const german = `${day.date.slice(8, 10)}.${day.date.slice(5, 7)}.${day.date.slice(0, 4)}`;
      const row = rows.find((entry) => entry[0] === german);
      expect(row, german).toBeDefined();
      expect(row?.slice(4, 9).map(minus)).toEqual(
        [day.breakMinutes, day.workedMinutes, day.plannedMinutes, day.creditedMinutes, day.overtimeMinutes].map(
          formatSheetMinutes,
        ),
      );
    }
    const totals = rows.find((entry) => entry[0] === t.totals);
    expect(totals?.slice(5, 9).map(minus)).toEqual(
      [
        sheet.totals.workedMinutes,
        sheet.totals.plannedMinutes,
        sheet.totals.creditedMinutes,
        sheet.totals.overtimeMinutes,
      ].map(formatSheetMinutes),
    );
    expect(rows.find((entry) => entry[0] === t.overtimeCarried)?.[1]).toBe(
      formatSheetMinutes(sheet.overtimeCarriedMinutes),
    );
    const night = rows.find((entry) => entry[0] === '28.03.2026');
    expect(night?.slice(2, 4)).toEqual(['22:00', '24:00']);
    await app.db.updateTable('users').set({ firstName: 'Fritzi' }).where('id', '=', employeeId).execute();
  });

  it('the A4 PDF shows the same figures (page content read back)', async () => {
    const sheet = (await sheetOf(admin)).body.data;
    const res = await fetch(`${app.url}/api/time-sheets/${employeeId}/2026-03/export.pdf`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const page = doc.getPages()[0] as PDFPage;
    expect(page.getSize().width).toBeCloseTo(595.28, 1);
    const texts = doc.getPages().flatMap(shownTexts);
    expect(texts).toContain('02.03.2026');
    const march2 = texts.indexOf('02.03.2026');
    // Date, weekday, start, end, breaks, worked, planned, credited, balance.
    expect(texts.slice(march2, march2 + 9)).toEqual([
      '02.03.2026',
      'Mo',
      '08:00',
      '17:30',
      '0:30',
      '9:00',
      '8:00',
      '0:00',
      '1:00',
    ]);
    expect(texts).toContain(`${t.overtimeMonth}: ${formatSheetMinutes(sheet.totals.overtimeMinutes)}`);
    expect(texts).toContain(`${t.overtimeCarried}: ${formatSheetMinutes(sheet.overtimeCarriedMinutes)}`);
    expect(texts).toContain('Ruhezeit unter 11 Stunden (8:00 Std.)');
  });
});

/** The decoded content of a page (pdf-lib Flate-compresses its streams). */
function pageContent(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = page.doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream');
      const raw = Buffer.from(stream.contents);
      return (stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : raw).toString('latin1');
    })
    .join('\n');
}

function shownTexts(page: PDFPage): string[] {
  return [...pageContent(page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
  );
}

describe('GET /api/time-tracking/{a}/{b}/balances', () => {
  it('answers the signed-in employee’s month, carried balance and holidays; a wrong key is 401', async () => {
    const { secret, secretHash } = newBranchKeySecret();
    const key = await app.db
      .insertInto('branchApiKeys')
      .values({ branchId: 1, name: 'Terminal', secretHash, createdAt: clock })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { accessToken } = await issueTerminalToken(app.db, employeeId, 1, clock);
    const path = `/api/time-tracking/1/${formatBranchKey(key.id, secret)}/balances`;
    const res = await app.request<Envelope<TerminalBalances>>(path, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      month: '2026-03',
      workedMinutes: 1200,
      plannedMinutes: 3780,
      overtimeMinutes: 300,
      overtimeCarriedMinutes: 60,
      holidays: { year: 2026, entitlementDays: 27.5, takenDays: 5, leftDays: 22.5 },
    });
    expect((await app.request(path)).status).toBe(401);
    const wrongKey = `/api/time-tracking/1/${formatBranchKey(key.id, 'x'.repeat(43))}/balances`;
    expect((await app.request(wrongKey, { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(401);
  });
});

describe('corrections by an admin', () => {
  const body = {
    branchId: 1,
    startedAt: '2026-03-02T07:00:00Z',
    endedAt: '2026-03-02T15:30:00Z',
    breaks: [{ startedAt: '2026-03-02T11:00:00Z', endedAt: '2026-03-02T11:30:00Z' }],
    reason: 'Ende falsch gestempelt',
  };
  const put = (session: TestSession, payload: unknown, id = longDay) =>
    app.request<Envelope<WorkingActivityEntity> & Failure>(
      `/api/working-activities/${id}`,
      withSession(session, 'PUT', payload),
    );

  it('refuses without a reason, from an employee, with the end before the start or overlapping: nothing changes', async () => {
    const original = await app.request<Envelope<WorkingActivityEntity>>(
      `/api/working-activities/${longDay}`,
      withSession(admin, 'GET'),
    );
    expect(original.status).toBe(200);
    expect(original.body.data).toMatchObject({ id: longDay });
    const { reason: _reason, ...withoutReason } = body;
    const noReason = await put(admin, withoutReason);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason', message: t.reasonRequired });
    expect((await put(admin, { ...body, reason: '   ' })).status).toBe(422);
    expect((await put(employee, body)).status).toBe(403);
    const backwards = await put(admin, { ...body, endedAt: '2026-03-02T06:00:00Z', breaks: [] });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0]?.message).toBe(t.endBeforeStart);
    const outside = await put(admin, {
      ...body,
      breaks: [{ startedAt: '2026-03-02T16:00:00Z', endedAt: '2026-03-02T16:10:00Z' }],
    });
    expect(outside.body.errors[0]?.message).toBe(t.breakOutside);
    const future = await put(admin, {
      ...body,
      startedAt: '2026-03-31T08:00:00Z',
      endedAt: '2026-03-31T10:01:00Z',
      breaks: [],
    });
    expect(future.status).toBe(422);
    expect(future.body.errors[0]).toMatchObject({ field: 'endedAt', message: t.endInFuture });
    const tooLong = await put(admin, { ...body, startedAt: '2026-03-01T07:00:00Z', breaks: [] });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors[0]).toMatchObject({ field: 'endedAt', message: t.longerThanADay });
    const enteredAhead = await app.request<Failure>(
      '/api/working-activities',
      withSession(admin, 'POST', {
        ...body,
        userId: employeeId,
        startedAt: '2026-04-01T07:00:00Z',
        endedAt: '2026-04-01T08:00:00Z',
        breaks: [],
      }),
    );
    expect(enteredAhead.status).toBe(422);
    expect(enteredAhead.body.errors[0]?.message).toBe(t.endInFuture);
    const overlap = await put(admin, {
      ...body,
      startedAt: '2026-02-27T10:00:00Z',
      endedAt: '2026-02-27T12:00:00Z',
      breaks: [],
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.errors[0]?.message).toBe(t.overlapsOther);
    const stale = await app.request(`/api/working-activities/${longDay}`, {
      ...withSession(admin, 'PUT', body),
      headers: { ...withSession(admin, 'PUT').headers, 'If-Match': '"99"' },
    });
    expect(stale.status).toBe(409);
    expect(dayOf((await sheetOf(admin)).body.data, '2026-03-02').workedMinutes).toBe(540);
    expect(await app.db.selectFrom('workingActivityCorrections').selectAll().execute()).toEqual([]);
  });

  it('keeps the original beside the corrected entry and writes before → after with the reason to the audit log', async () => {
    const res = await put(admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'ended', corrected: true, version: 2 });
    const sheet = (await sheetOf(admin)).body.data;
    const day = dayOf(sheet, '2026-03-02');
    expect(day).toMatchObject({ workedMinutes: 480, overtimeMinutes: 0 });
    expect(day.entries[0]?.corrected).toBe(true);
    const activity = sheet.activities.find((entry) => entry.id === longDay);
    expect(activity?.corrections).toHaveLength(1);
    expect(activity?.corrections[0]).toMatchObject({
      reason: 'Ende falsch gestempelt',
      correctedBy: expect.any(String),
      before: { startedAt: '2026-03-02T07:00:00.000Z', endedAt: '2026-03-02T16:30:00.000Z' },
      after: { startedAt: '2026-03-02T07:00:00.000Z', endedAt: '2026-03-02T15:30:00.000Z' },
    });
    const log = await app.db
      .selectFrom('logs')
      .select(['action', 'before', 'after', 'data'])
      .where('resource', '=', 'working-activities')
      .where('resourceId', '=', longDay)
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'update',
      before: { endedAt: '2026-03-02T16:30:00.000Z' },
      after: { endedAt: '2026-03-02T15:30:00.000Z' },
      data: { reason: 'Ende falsch gestempelt' },
    });
  });

  it('deleting needs a reason too and keeps the deleted activity as a correction record', async () => {
    const id = await addActivity('2026-03-20 08:00', '2026-03-20 09:00');
    const noReason = await app.request<Failure>(`/api/working-activities/${id}`, withSession(admin, 'DELETE'));
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason', message: t.reasonRequired });
    expect((await app.request(`/api/working-activities/${id}?reason=x`, withSession(employee, 'DELETE'))).status).toBe(
      403,
    );
    const shown = (await sheetOf(admin)).body.data.activities.find((entry) => entry.id === id);
    expect(shown?.version).toBe(1);
    const stale = await app.request<Failure>(`/api/working-activities/${id}?reason=x`, {
      ...withSession(admin, 'DELETE'),
      headers: { ...withSession(admin, 'DELETE').headers, 'If-Match': '"2"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]?.message).toBe(messages.backoffice.conflict);
    expect(await app.db.selectFrom('workingActivities').select('id').where('id', '=', id).execute()).toHaveLength(1);
    const res = await app.request(`/api/working-activities/${id}?reason=Doppelt%20gestempelt`, {
      ...withSession(admin, 'DELETE'),
      headers: { ...withSession(admin, 'DELETE').headers, 'If-Match': '"1"' },
    });
    expect(res.status).toBe(204);
    expect(await app.db.selectFrom('workingActivities').select('id').where('id', '=', id).execute()).toEqual([]);
    const kept = await app.db
      .selectFrom('workingActivityCorrections')
      .select(['activityId', 'userId', 'reason', 'before', 'after'])
      .where('reason', '=', 'Doppelt gestempelt')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ activityId: null, userId: employeeId, after: null, before: { id } });
    const audit = await app.db
      .selectFrom('logs')
      .select(['action', 'data'])
      .where('resource', '=', 'working-activities')
      .where('resourceId', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'delete', data: { reason: 'Doppelt gestempelt' } });
    const sheet = (await sheetOf(admin)).body.data;
    expect(sheet.activities.some((entry) => entry.id === id)).toBe(false);
    expect(sheet.removed).toEqual([
      expect.objectContaining({
        activityId: id,
        date: '2026-03-20',
        startedAt: at('2026-03-20 08:00').toISOString(),
        endedAt: at('2026-03-20 09:00').toISOString(),
        reason: 'Doppelt gestempelt',
        correctedBy: expect.any(String),
      }),
    ]);
    expect(dayOf(sheet, '2026-03-20').workedMinutes).toBe(0);
    const april = await sheetOf(admin, `/api/time-sheets/${employeeId}/2026-04`);
    expect(april.body.data.removed).toEqual([]);
  });

  it('the list answers employees their own activities only', async () => {
    const mine = await app.request<Envelope<WorkingActivityEntity[]>>(
      '/api/working-activities?from=2026-03-01&to=2026-03-31',
      withSession(employee, 'GET'),
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(new Set(mine.body.data.map((entry) => entry.userId))).toEqual(new Set([employeeId]));
    const others = await app.request<Failure>('/api/working-activities?userId=1', withSession(employee, 'GET'));
    expect(others.status).toBe(403);
    const unknown = await app.request<Failure>('/api/working-activities?user=1', withSession(admin, 'GET'));
    expect(unknown.status).toBe(422);
  });
});
