import { messages } from '@bestell/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { openEventStream, type SseStream } from '../../infrastructure/events/test-sse.js';
import { placeOrder } from '../orders/staff-test-kit.js';
import { dineInBody, type Envelope, openMonday, post } from '../orders/test-fixtures.js';

interface Job {
  id: number;
  reason: string;
  document: string;
  attempts: number;
  order: { id: number; ticketNumber: number; comment: string | null; items: unknown[] } | null;
}

let app: TestApp;
let admin: TestSession;
let employee: TestSession;
let clock = openMonday.getTime();
let counter = 0;
const recheckMs = 3000;
const streams: SseStream[] = [];

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function tick(ms = 1000) {
  clock += ms;
}

async function makeDevice(branchId = 1, settings: Record<string, unknown> = {}) {
  counter += 1;
  const res = await app.request<Envelope<{ id: number }>>(
    '/api/devices',
    withSession(admin, 'POST', { branchId, identifier: `theke-${counter}`, name: `Theke ${counter}`, settings }),
  );
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function pairingCode(deviceId: number, session: TestSession = admin) {
  return app.request<Envelope<{ code: string; expiresAt: string }>>(
    `/api/devices/${deviceId}/pair`,
    withSession(session, 'POST'),
  );
}

async function redeem(code: string) {
  return app.request<Envelope<{ credential: string; device: { id: number; branchId: number } }>>(
    '/api/devices/pairings',
    post({ code }),
  );
}

async function paired(branchId = 1, settings: Record<string, unknown> = {}) {
  tick();
  const id = await makeDevice(branchId, settings);
  const code = await pairingCode(id);
  const res = await redeem(code.body.data.code);
  expect(res.status).toBe(201);
  return { id, key: res.body.data.credential };
}

function asDevice(key: string, method = 'GET', body?: unknown): RequestInit {
  const init: RequestInit = { method, headers: { 'X-Device-Key': key, 'Content-Type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return init;
}

async function jobsOf(key: string) {
  const res = await app.request<Envelope<Job[]>>('/api/devices/self/jobs', asDevice(key));
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  // The long poll's look for other writers every 3 s (500 ms in production): within 1 s only the wake-up answers.
  app = await createTestApp({ now: () => new Date(clock), orders: { deviceRecheckMs: recheckMs } });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app.close();
});

describe('pairing', () => {
  it('an admin makes a one-time code; the desk redeems it once for a credential that is stored hashed', async () => {
    const id = await makeDevice();
    const made = await pairingCode(id);
    expect(made.status).toBe(201);
    expect(made.body.data.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const res = await redeem(made.body.data.code.toLowerCase().replace(/^(.{4})/, '$1-'));
    expect(res.status).toBe(201);
    expect(res.body.data.device).toMatchObject({ id, branchId: 1 });
    const key = res.body.data.credential;
    expect(key).toMatch(new RegExp(`^dc_${id}_`));
    const stored = await app.db
      .selectFrom('deviceCredentials' as never)
      .selectAll()
      .execute();
    // The secret is base64url and may itself contain '_': everything after the second separator.
    const secret = key.slice(`dc_${id}_`.length);
    expect(secret.length).toBeGreaterThan(20);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const info = await app.request<Envelope<{ device: { id: number }; branch: { id: number } }>>(
      '/api/devices/self/info',
      asDevice(key),
    );
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ device: { id }, branch: { id: 1 } });
    const again = await redeem(made.body.data.code);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ errors: [{ message: messages.desk.invalidPairingCode, field: 'code' }] });
  });

  it('refuses an expired code, an unknown code and an empty body', async () => {
    const id = await makeDevice();
    const made = await pairingCode(id);
    tick(15 * 60_000 + 1);
    expect((await redeem(made.body.data.code)).status).toBe(401);
    expect((await redeem('ABCDEFGH')).status).toBe(401);
    expect((await app.request('/api/devices/pairings', post({}))).status).toBe(422);
    expect((await app.request('/api/devices/pairings', post({ code: 'X', extra: 1 }))).status).toBe(422);
  });

  it('only staff of the device’s branch may make codes: visitors 401, an employee of another branch 403', async () => {
    const wien = await makeDevice(1);
    const graz = await makeDevice(2);
    expect((await app.request(`/api/devices/${wien}/pair`, post({}))).status).toBe(401);
    expect((await pairingCode(graz, employee)).status).toBe(403);
    expect((await pairingCode(wien, employee)).status).toBe(201);
    expect((await pairingCode(999_999)).status).toBe(404);
  });

  it('revoking the credential locks the desk out at once; a new pairing replaces the old credential', async () => {
    const { id, key } = await paired();
    expect((await app.request('/api/devices/self/jobs', asDevice(key))).status).toBe(200);
    const revoked = await app.request(`/api/devices/${id}/credential`, withSession(admin, 'DELETE'));
    expect(revoked.status).toBe(204);
    const locked = await app.request('/api/devices/self/jobs', asDevice(key));
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ errors: [{ message: messages.desk.invalidDeviceCredential }] });
    expect((await app.request(`/api/devices/${id}/credential`, withSession(admin, 'DELETE'))).status).toBe(404);
    const second = await redeem((await pairingCode(id)).body.data.code);
    const third = await redeem((await pairingCode(id)).body.data.code);
    expect((await app.request('/api/devices/self/info', asDevice(second.body.data.credential))).status).toBe(401);
    expect((await app.request('/api/devices/self/info', asDevice(third.body.data.credential))).status).toBe(200);
  });

  it('refuses device routes without, or with a malformed or forged, credential, and for a disabled device', async () => {
    const { id, key } = await paired();
    expect((await app.request('/api/devices/self/jobs')).status).toBe(401);
    expect((await app.request('/api/devices/self/jobs', asDevice('nonsense'))).status).toBe(401);
    const forged = `${key.slice(0, -4)}AAAA`;
    expect((await app.request('/api/devices/self/jobs', asDevice(forged))).status).toBe(401);
    // A staff session is not a device.
    expect((await app.request('/api/devices/self/jobs', withSession(admin, 'GET'))).status).toBe(401);
    const disabled = await app.request(
      `/api/devices/${id}`,
      withSession(admin, 'PUT', { branchId: 1, identifier: `aus-${id}`, name: 'Aus', isEnabled: false }),
    );
    expect(disabled.status).toBe(200);
    expect((await app.request('/api/devices/self/jobs', asDevice(key))).status).toBe(401);
  });
});

describe('print jobs', () => {
  it('each order of the branch placed after pairing becomes one automatic job with the order; none twice', async () => {
    await placeOrder(app);
    tick();
    const { key } = await paired();
    tick();
    const first = await placeOrder(app, undefined);
    await placeOrder(app, dineInBody());
    const jobs = await jobsOf(key);
    expect(jobs.map((job) => [job.reason, job.document, job.order?.id])).toEqual([['auto', 'customer', first.id]]);
    expect(jobs[0]?.order?.ticketNumber).toBe(first.ticketNumber);
    const seen = await app.request<Envelope<{ acknowledgedAt: string | null }>>(
      `/api/devices/self/orders/${first.id}/acknowledge`,
      asDevice(key, 'POST'),
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data.acknowledgedAt).not.toBeNull();
    expect(jobs[0]?.order?.items).toHaveLength(2);
    expect(await jobsOf(key)).toHaveLength(1);
  });

  it('reports: sent counts an attempt, printed ends it; repeats answer the same; others’ jobs are 404', async () => {
    const { key } = await paired();
    const other = await paired();
    tick();
    await placeOrder(app);
    const [job] = await jobsOf(key);
    if (!job) throw new Error('no job');
    const report = (status: string, k = key) =>
      app.request<Envelope<{ status: string; attempts: number }>>(
        `/api/devices/self/jobs/${job.id}/result`,
        asDevice(k, 'POST', { status }),
      );
    expect((await report('sent')).body.data).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await report('printed')).body.data).toMatchObject({ status: 'printed', attempts: 1 });
    expect((await report('printed')).body.data).toMatchObject({ status: 'printed', attempts: 1 });
    expect((await report('failed')).body.data).toMatchObject({ status: 'printed' });
    expect((await report('printed', other.key)).status).toBe(404);
    expect((await report('gedruckt')).status).toBe(422);
    expect(await jobsOf(key)).toEqual([]);
  });

  it('autoPrint "confirmed" waits for the confirmation; "off" prints nothing by itself', async () => {
    const confirmed = await paired(1, { autoPrint: 'confirmed' });
    const off = await paired(1, { autoPrint: 'off' });
    tick();
    const order = await placeOrder(app);
    expect(await jobsOf(confirmed.key)).toEqual([]);
    const done = await app.request(
      `/api/devices/self/orders/${order.id}/status/confirm`,
      asDevice(confirmed.key, 'POST'),
    );
    expect(done.status).toBe(200);
    expect((await jobsOf(confirmed.key)).map((job) => job.order?.id)).toEqual([order.id]);
    expect(await jobsOf(off.key)).toEqual([]);
  });

  it('staff print requests, desk reprints and test pages reach the device; another branch’s order is 404', async () => {
    const { id, key } = await paired(1, { autoPrint: 'off' });
    const order = await placeOrder(app);
    const staffPrint = await app.request(`/api/orders/${order.id}/print`, withSession(admin, 'POST'));
    expect(staffPrint.status).toBe(201);
    const reprint = await app.request('/api/devices/self/jobs', asDevice(key, 'POST', { orderId: order.id }));
    expect(reprint.status).toBe(201);
    const test = app.request(`/api/devices/${id}/test/print`, withSession(employee, 'POST'));
    const jobs = await until(async () => {
      const pending = await jobsOf(key);
      return pending.length === 3 ? pending : undefined;
    });
    expect(jobs.map((job) => [job.reason, job.document, job.order?.id ?? null])).toEqual([
      ['manual', 'customer', order.id],
      ['reprint', 'customer', order.id],
      ['test', 'test', null],
    ]);
    const testJob = jobs[2]?.id;
    await app.request(`/api/devices/self/jobs/${testJob}/result`, asDevice(key, 'POST', { status: 'printed' }));
    expect((await test).status).toBe(200);
    const proposal = await app.request<Envelope<{ counterAppointment: string }>>(
      `/api/devices/self/orders/${order.id}/counter-appointment`,
      asDevice(key, 'POST', { counterAppointment: '2026-11-23T11:30:00+01:00' }),
    );
    expect(proposal.status).toBe(200);
    expect(proposal.body.data.counterAppointment).toBe('2026-11-23T10:30:00.000Z');
    const badProposal = await app.request(
      `/api/devices/self/orders/${order.id}/counter-appointment`,
      asDevice(key, 'POST', { counterAppointment: 'morgen' }),
    );
    expect(badProposal.status).toBe(422);
    const graz = await placeOrder(app, dineInBody());
    expect((await app.request('/api/devices/self/jobs', asDevice(key, 'POST', { orderId: graz.id }))).status).toBe(404);
    expect((await app.request(`/api/devices/self/orders/${graz.id}`, asDevice(key))).status).toBe(404);
    const action = await app.request(`/api/devices/self/orders/${graz.id}/status/confirm`, asDevice(key, 'POST'));
    expect(action.status).toBe(404);
  });
});

describe('live feed and health', () => {
  it('the device’s event stream carries its branch’s orders only', async () => {
    const { key } = await paired();
    const stream = await openEventStream(`${app.url}/api/devices/self/events`, { 'X-Device-Key': key });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await placeOrder(app, dineInBody());
    const placed = await placeOrder(app);
    const [event] = await stream.waitFor(1);
    expect(event).toMatchObject({ event: 'order.created', data: { orderId: placed.id, branchId: 1 } });
    expect(await stream.settle(300)).toHaveLength(1);
    const refused = await openEventStream(`${app.url}/api/devices/self/events`, { 'X-Device-Key': 'dc_1_x' });
    streams.push(refused);
    expect(refused.status).toBe(401);
  });

  it('heartbeats show in the back-office health of the device; a silent desk turns offline', async () => {
    const { id, key } = await paired();
    const before = await app.request<Envelope<{ paired: boolean; online: boolean }>>(
      `/api/devices/${id}/health`,
      withSession(employee, 'GET'),
    );
    expect(before.body.data).toMatchObject({ paired: true, online: false, printerState: 'unknown' });
    const beat = await app.request('/api/devices/self/heartbeat', asDevice(key, 'POST', { printerState: 'paper-out' }));
    expect(beat.status).toBe(200);
    const health = await app.request(`/api/devices/${id}/health`, withSession(admin, 'GET'));
    expect(health.body).toMatchObject({ data: { online: true, printerState: 'paper-out' } });
    expect(
      (await app.request('/api/devices/self/heartbeat', asDevice(key, 'POST', { printerState: 'kaputt' }))).status,
    ).toBe(422);
    tick(61_000);
    const later = await app.request(`/api/devices/${id}/health`, withSession(admin, 'GET'));
    expect(later.body).toMatchObject({ data: { online: false, printerState: 'unknown' } });
    const graz = await makeDevice(2);
    expect((await app.request(`/api/devices/${graz}/health`, withSession(employee, 'GET'))).status).toBe(403);
  });
});

describe('device tests (spec §7)', () => {
  async function nextCommand(key: string) {
    return until(async () => {
      const res = await app.request<Envelope<{ id: number; kind: string }[]>>(
        '/api/devices/self/commands',
        asDevice(key),
      );
      return res.body.data[0];
    });
  }

  it('test/notification reaches the desk and answers once the desk rang', async () => {
    const { id, key } = await paired();
    const request = app.request<Envelope<{ kind: string }>>(
      `/api/devices/${id}/test/notification`,
      withSession(admin, 'POST'),
    );
    const command = await nextCommand(key);
    expect(command.kind).toBe('notification');
    const report = await app.request(
      `/api/devices/self/commands/${command.id}/result`,
      asDevice(key, 'POST', { ok: true }),
    );
    expect(report.status).toBe(200);
    const answer = await request;
    expect(answer.status).toBe(200);
    expect(answer.body.data.kind).toBe('notification');
    const again = await app.request(
      `/api/devices/self/commands/${command.id}/result`,
      asDevice(key, 'POST', { ok: true }),
    );
    expect(again.status).toBe(404);
  });

  it('request-device-logs answers the uploaded log; a failed upload is "Log konnte nicht angefordert werden."', async () => {
    const { id, key } = await paired();
    const request = app.request<Envelope<{ log: string }>>(
      `/api/devices/${id}/request-device-logs`,
      withSession(admin, 'POST'),
    );
    const command = await nextCommand(key);
    await app.request(
      `/api/devices/self/commands/${command.id}/result`,
      asDevice(key, 'POST', { ok: true, log: 'Zeile 1' }),
    );
    expect((await request).body.data.log).toBe('Zeile 1');
    const failing = app.request(`/api/devices/${id}/request-device-logs`, withSession(admin, 'POST'));
    const second = await nextCommand(key);
    await app.request(`/api/devices/self/commands/${second.id}/result`, asDevice(key, 'POST', { ok: false }));
    const refused = await failing;
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errors: [{ message: messages.errors.logRequestFailed }] });
  });

  it('no desk answering: "Test nicht erfolgreich." after the wait, and the command is dropped', async () => {
    const { id, key } = await paired();
    const res = await app.request(`/api/devices/${id}/test/notification`, withSession(admin, 'POST'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errors: [{ message: messages.errors.testFailed }] });
    const left = await app.request<Envelope<unknown[]>>('/api/devices/self/commands', asDevice(key));
    expect(left.body.data).toEqual([]);
  }, 20_000);
});

describe('desk settings and the device list', () => {
  it('settings are checked (German field errors, nothing saved); the desk sees them and the version that changed', async () => {
    const { id, key } = await paired(1, { paperWidth: 58, receiptPrinter: 'star-prnt' });
    const device = { branchId: 1, identifier: `einstellung-${id}`, name: 'Theke', type: 'desk' };
    const bad = await app.request(
      `/api/devices/${id}`,
      withSession(admin, 'PUT', { ...device, settings: { paperWidth: 72, labelPrinter: 'drucker:99999' } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: [
        { field: 'settings.paperWidth', message: messages.validation.invalidChoice },
        { field: 'settings.labelPrinter', message: messages.validation.invalidValue },
      ],
    });
    const before = await app.request<Envelope<{ device: { settings: Record<string, unknown> } }>>(
      '/api/devices/self/info',
      asDevice(key),
    );
    expect(before.body.data.device.settings).toEqual({
      receiptPrinter: 'star-prnt',
      paperWidth: 58,
      labelLanguage: null,
      labelPrinter: null,
      autoPrint: 'placed',
    });
    const polled = await app.request('/api/devices/self/commands', asDevice(key));
    const version = polled.headers.get('X-Device-Version');
    const saved = await app.request(
      `/api/devices/${id}`,
      withSession(admin, 'PUT', { ...device, settings: { autoPrint: 'off', labelLanguage: 'tspl' } }),
    );
    expect(saved.status).toBe(200);
    const after = await app.request('/api/devices/self/commands', asDevice(key));
    expect(after.headers.get('X-Device-Version')).toBe(String(Number(version) + 1));
    const info = await app.request<Envelope<{ device: { settings: Record<string, unknown> } }>>(
      '/api/devices/self/info',
      asDevice(key),
    );
    expect(info.body.data.device.settings).toMatchObject({ autoPrint: 'off', labelLanguage: 'tspl', paperWidth: 80 });
  });

  it('a label printer of its own gets one labels job per order, apart from the receipts', async () => {
    const { key } = await paired(1, { labelLanguage: 'zpl', labelPrinter: '127.0.0.1:9101' });
    tick();
    const order = await placeOrder(app);
    const receipts = await jobsOf(key);
    expect(receipts.map((job) => [job.document, job.order?.id])).toEqual([['customer', order.id]]);
    const labels = await app.request<Envelope<Job[]>>('/api/devices/self/jobs?printer=labels', asDevice(key));
    expect(labels.body.data.map((job) => [job.reason, job.document, job.order?.id])).toEqual([
      ['auto', 'labels', order.id],
    ]);
    expect(
      (await app.request<Envelope<Job[]>>('/api/devices/self/jobs?printer=labels', asDevice(key))).body.data,
    ).toHaveLength(1);
  });

  it('the health list answers every device the staff member may see', async () => {
    const wien = await makeDevice(1);
    const graz = await makeDevice(2);
    const all = await app.request<Envelope<{ deviceId: number; paired: boolean }[]>>(
      '/api/devices/health',
      withSession(admin, 'GET'),
    );
    expect(all.body.data.map((row) => row.deviceId)).toEqual(expect.arrayContaining([wien, graz]));
    const own = await app.request<Envelope<{ deviceId: number }[]>>(
      '/api/devices/health',
      withSession(employee, 'GET'),
    );
    const ids = own.body.data.map((row) => row.deviceId);
    expect(ids).toContain(wien);
    expect(ids).not.toContain(graz);
    expect((await app.request('/api/devices/health')).status).toBe(401);
    // A revoked desk that beat a moment ago is offline at once.
    const { id, key } = await paired();
    await app.request('/api/devices/self/heartbeat', asDevice(key, 'POST', { printerState: 'online' }));
    await app.request(`/api/devices/${id}/credential`, withSession(admin, 'DELETE'));
    const revoked = await app.request<Envelope<{ deviceId: number; paired: boolean; online: boolean }[]>>(
      '/api/devices/health',
      withSession(admin, 'GET'),
    );
    expect(revoked.body.data.find((row) => row.deviceId === id)).toMatchObject({ paired: false, online: false });
  });
});

describe('live delivery to the desk (long poll)', () => {
  type Wait = Envelope<{ jobs: number; commands: number; news: boolean }>;
  const cursor = (data: { jobs: number; commands: number }) => `jobs=${data.jobs}&commands=${data.commands}`;

  /** Opens the long poll, lets it take its first look and park, then writes; answers the poll and its delay. */
  async function waitThenWrite(key: string, seen: { jobs: number; commands: number }, write: () => Promise<unknown>) {
    const waiting = app.request<Wait>(`/api/devices/self/wait?${cursor(seen)}`, asDevice(key));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = Date.now();
    const writing = write();
    const answer = await waiting;
    return { answer, afterMs: Date.now() - written, writing };
  }

  it('answers at once when a device test or a print request is written (the wake-up, not the recheck)', async () => {
    const { id, key } = await paired();
    const idle = await app.request<Wait>('/api/devices/self/wait?wait=0', asDevice(key));
    expect(idle.body.data).toMatchObject({ news: false, jobs: 0, commands: 0 });

    // A device test: the staff request wakes the waiting desk long before its next look (3 s after the last).
    const test = await waitThenWrite(key, idle.body.data, () =>
      app.request(`/api/devices/${id}/test/notification`, withSession(admin, 'POST')),
    );
    expect(test.answer.body.data.news).toBe(true);
    expect(test.answer.body.data.commands).toBeGreaterThan(0);
    expect(test.afterMs).toBeLessThan(recheckMs / 3);
    await app.request(
      `/api/devices/self/commands/${test.answer.body.data.commands}/result`,
      asDevice(key, 'POST', { ok: true }),
    );
    expect(((await test.writing) as { status: number }).status).toBe(200);

    // A print request from the orders screen (POST /api/orders/{id}/print): the same.
    const order = await placeOrder(app);
    const print = await waitThenWrite(key, test.answer.body.data, () =>
      app.request(`/api/orders/${order.id}/print`, withSession(admin, 'POST')),
    );
    expect(((await print.writing) as { status: number }).status).toBe(201);
    expect(print.answer.body.data.news).toBe(true);
    expect(print.answer.body.data.jobs).toBeGreaterThan(test.answer.body.data.jobs);
    expect(print.afterMs).toBeLessThan(recheckMs / 3);
  });

  it('sees a job another process wrote on its next look', async () => {
    const { id, key } = await paired();
    const idle = await app.request<Wait>('/api/devices/self/wait?wait=0', asDevice(key));
    // Straight into the table (as another API process would): no wake-up here, the recheck finds it.
    const seen = await waitThenWrite(key, idle.body.data, () =>
      app.db
        .insertInto('printJobs' as never)
        .values({
          orderId: null,
          branchId: 1,
          deviceId: id,
          reason: 'test',
          document: 'test',
          createdAt: new Date(clock),
        } as never)
        .execute(),
    );
    expect(seen.answer.body.data.news).toBe(true);
    expect(seen.answer.body.data.jobs).toBeGreaterThan(0);
    expect(seen.afterMs).toBeLessThan(recheckMs + 1000);
  });
});
