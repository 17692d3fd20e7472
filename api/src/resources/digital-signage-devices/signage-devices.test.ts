import { signageCommandTtlMs, signageDevicesMessages as sm, validationMessages } from '@bestell/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { openEventStream, type SseStream } from '../../infrastructure/events/test-sse.js';
import { type Envelope, type Failure, openMonday, post } from '../orders/test-fixtures.js';
import { notifyProgramChanged } from './live-feed.js';

interface Command {
  id: number;
  type: string;
  state: string;
  text?: string;
  seconds?: number;
  deliveredAt: string | null;
  finishedAt: string | null;
  expiresAt: string;
}
interface Screen {
  id: number;
  deviceId: number;
  branchId: number;
  identifier: string;
  name: string;
  orientation: string;
  resolution: string;
  groupName: string | null;
  sceneId: number | null;
  paired: boolean;
  lastSeenAt: string | null;
  nowPlaying: Record<string, unknown> | null;
  command: Command | null;
  version: number;
}

let app: TestApp;
let admin: TestSession;
let employee: TestSession;
let clock = openMonday.getTime();
let counter = 0;
const streams: SseStream[] = [];

function tick(ms = 1000) {
  clock += ms;
}

async function createScreen(overrides: Record<string, unknown> = {}, session: TestSession = admin) {
  counter += 1;
  return app.request<Envelope<Screen>>(
    '/api/digital-signage-devices',
    withSession(session, 'POST', {
      branchId: 1,
      identifier: `tv-${counter}`,
      name: `TV ${counter}`,
      ...overrides,
    }),
  );
}

async function screen(overrides: Record<string, unknown> = {}) {
  const res = await createScreen(overrides);
  expect(res.status).toBe(201);
  return res.body.data;
}

function asDevice(key: string, method = 'GET', body?: unknown): RequestInit {
  const init: RequestInit = { method, headers: { 'X-Device-Key': key, 'Content-Type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return init;
}

async function pairedScreen(overrides: Record<string, unknown> = {}) {
  const created = await screen(overrides);
  const code = await app.request<Envelope<{ code: string }>>(
    `/api/digital-signage-devices/${created.id}/pair`,
    withSession(admin, 'POST'),
  );
  expect(code.status).toBe(201);
  const redeemed = await app.request<Envelope<{ credential: string; device: { id: number; type: string } }>>(
    '/api/devices/pairings',
    post({ code: code.body.data.code }),
  );
  expect(redeemed.status).toBe(201);
  expect(redeemed.body.data.device).toMatchObject({ id: created.deviceId, type: 'display' });
  return { screen: created, key: redeemed.body.data.credential };
}

async function feed(key: string, lastEventId?: string) {
  const stream = await openEventStream(`${app.url}/api/digital-signage/self/events`, {
    'X-Device-Key': key,
    ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
  });
  streams.push(stream);
  return stream;
}

async function command(id: number, body: unknown, session: TestSession = admin) {
  return app.request<Envelope<Screen>>(
    `/api/digital-signage-devices/${id}/command`,
    withSession(session, 'POST', body),
  );
}

async function abort(id: number, session: TestSession = admin) {
  return app.request<Envelope<Screen>>(
    `/api/digital-signage-devices/${id}/command/abort`,
    withSession(session, 'POST'),
  );
}

async function staffGet(id: number, session: TestSession = admin) {
  return app.request<Envelope<Screen>>(`/api/digital-signage-devices/${id}`, withSession(session, 'GET'));
}

/** The command an SSE `command` event carries. */
function commandOf(event: { data: unknown } | undefined): Command | undefined {
  return (event?.data as { command?: Command } | undefined)?.command;
}

/** Reads the raw stream until it ends (true) or `ms` pass (false). */
async function endsWithin(response: Response, ms: number): Promise<boolean> {
  const reader = response.body?.getReader();
  if (!reader) return true;
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) {
      await reader.cancel();
      return false;
    }
    const read = await Promise.race([
      reader.read(),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
    ]);
    if (read === 'timeout') {
      await reader.cancel();
      return false;
    }
    if (read.done) return true;
  }
}

beforeAll(async () => {
  app = await createTestApp({ now: () => new Date(clock) });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app.close();
});

describe('CRUD', () => {
  it('creates the screen with its display device in one go; found by identifier; a save keeps the device in step', async () => {
    const created = await screen({ orientation: 'portrait', resolution: '3840x2160', groupName: 'Theke' });
    expect(created).toMatchObject({
      branchId: 1,
      orientation: 'portrait',
      resolution: '3840x2160',
      groupName: 'Theke',
      sceneId: null,
      paired: false,
      lastSeenAt: null,
      command: null,
      version: 1,
    });
    const device = await app.db
      .selectFrom('devices')
      .select(['branchId', 'identifier', 'name', 'type'])
      .where('id', '=', created.deviceId)
      .executeTakeFirstOrThrow();
    expect(device).toEqual({ branchId: 1, identifier: created.identifier, name: created.name, type: 'display' });

    const found = await app.request<Envelope<Screen>>(
      `/api/digital-signage-devices/by-identifier/${created.identifier}`,
      withSession(admin, 'GET'),
    );
    expect(found.body.data.id).toBe(created.id);

    const saved = await app.request<Envelope<Screen>>(
      `/api/digital-signage-devices/${created.id}`,
      withSession(admin, 'PUT', { ...found.body.data, name: 'Menütafel Eingang', identifier: 'menue-eingang' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Menütafel Eingang', version: 2 });
    const renamed = await app.db
      .selectFrom('devices')
      .select(['identifier', 'name'])
      .where('id', '=', created.deviceId)
      .executeTakeFirstOrThrow();
    expect(renamed).toEqual({ identifier: 'menue-eingang', name: 'Menütafel Eingang' });
  });

  it('lists with filters group and search; refuses bad input in German and writes nothing', async () => {
    await screen({ name: 'Frühstück Fenster', groupName: 'fenster-xyz' });
    await screen({ name: 'Kuchen Fenster', groupName: 'fenster-xyz' });
    const byGroup = await app.request<Envelope<Screen[]>>(
      '/api/digital-signage-devices?groupName=fenster-xyz',
      withSession(admin, 'GET'),
    );
    expect(byGroup.body.data.map((s) => s.name).sort()).toEqual(['Frühstück Fenster', 'Kuchen Fenster']);
    const bySearch = await app.request<Envelope<Screen[]>>(
      '/api/digital-signage-devices?search=kuchen',
      withSession(admin, 'GET'),
    );
    expect(bySearch.body.data.map((s) => s.name)).toEqual(['Kuchen Fenster']);

    const devicesBefore = await app.db.selectFrom('devices').select('id').execute();
    const bad = await app.request<Failure>(
      '/api/digital-signage-devices',
      withSession(admin, 'POST', {
        branchId: 1,
        identifier: 'tv-bad',
        name: 'X',
        orientation: 'schräg',
        resolution: 'groß',
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => [e.field, e.message])).toEqual(
      expect.arrayContaining([
        ['orientation', validationMessages.invalidChoice],
        ['resolution', validationMessages.invalidValue],
      ]),
    );
    const unknownScene = await createScreen({ sceneId: 999_999 });
    expect(unknownScene.status).toBe(422);
    expect((unknownScene.body as unknown as Failure).errors[0]?.field).toBe('sceneId');
    expect(await app.db.selectFrom('devices').select('id').execute()).toHaveLength(devicesBefore.length);
  });

  it('deleting the screen deletes its device (and so its credential)', async () => {
    const { screen: created, key } = await pairedScreen();
    const removed = await app.request(`/api/digital-signage-devices/${created.id}`, withSession(admin, 'DELETE'));
    expect(removed.status).toBe(204);
    const device = await app.db.selectFrom('devices').select('id').where('id', '=', created.deviceId).execute();
    expect(device).toEqual([]);
    expect((await app.request('/api/digital-signage/self', asDevice(key))).status).toBe(401);
  });

  it('the desk devices area leaves the display devices to their screens: not listed or found, not changed', async () => {
    const own = await screen({ branchId: 1, name: 'Theke oben' });
    const devicesRow = () =>
      app.db
        .selectFrom('devices')
        .select(['name', 'identifier', 'type', 'version'])
        .where('id', '=', own.deviceId)
        .executeTakeFirstOrThrow();
    const before = await devicesRow();
    for (const session of [admin, employee]) {
      const list = await app.request<Envelope<{ id: number; type: string }[]>>(
        '/api/devices',
        withSession(session, 'GET'),
      );
      expect(list.status).toBe(200);
      expect(list.body.data.some((d) => d.id === own.deviceId || d.type === 'display')).toBe(false);
      const byType = await app.request<Envelope<unknown[]>>('/api/devices?type=display', withSession(session, 'GET'));
      expect(byType.body.data).toEqual([]);
      expect((await app.request(`/api/devices/${own.deviceId}`, withSession(session, 'GET'))).status).toBe(404);
      const found = await app.request(`/api/devices/by-identifier/${own.identifier}`, withSession(session, 'GET'));
      expect(found.status).toBe(404);
      const health = await app.request<Envelope<{ deviceId: number }[]>>(
        '/api/devices/health',
        withSession(session, 'GET'),
      );
      expect(health.body.data.some((d) => d.deviceId === own.deviceId)).toBe(false);

      // Renaming (or retyping) it there is refused in German; neither the device nor the screen changes.
      const renamed = await app.request<Failure>(
        `/api/devices/${own.deviceId}`,
        withSession(session, 'PUT', { branchId: 1, identifier: own.identifier, name: 'Umbenannt', type: 'printer' }),
      );
      expect(renamed.status).toBe(409);
      expect(renamed.body.errors[0]?.message).toBe(sm.displayDeviceElsewhere);
      const removed = await app.request<Failure>(`/api/devices/${own.deviceId}`, withSession(session, 'DELETE'));
      expect(removed.status).toBe(409);
      expect(removed.body.errors[0]?.message).toBe(sm.displayDeviceElsewhere);
    }
    expect(await devicesRow()).toEqual(before);
    expect((await staffGet(own.id)).body.data).toMatchObject({ name: 'Theke oben', version: own.version });
    // Nor paired, revoked or tested there: it is paired as its screen.
    for (const [method, path] of [
      ['POST', 'pair'],
      ['DELETE', 'credential'],
      ['GET', 'health'],
      ['POST', 'test/print'],
      ['POST', 'test/notification'],
    ] as const) {
      const res = await app.request<Failure>(`/api/devices/${own.deviceId}/${path}`, withSession(admin, method));
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.errors[0]?.message).toBe(sm.displayDeviceElsewhere);
    }
    const printJobs = await app.db.selectFrom('printJobs').select('id').where('deviceId', '=', own.deviceId).execute();
    expect(printJobs).toEqual([]);

    // No new display device there, nor a printer turned into one.
    const countDevices = async () => (await app.db.selectFrom('devices').select('id').execute()).length;
    const devicesBefore = await countDevices();
    const created = await app.request<Failure>(
      '/api/devices',
      withSession(admin, 'POST', { branchId: 1, identifier: 'anzeige-neu', name: 'Anzeige', type: 'display' }),
    );
    expect(created.status).toBe(422);
    expect(created.body.errors[0]).toMatchObject({ field: 'type', message: sm.displayDeviceElsewhere });
    expect(await countDevices()).toBe(devicesBefore);
    const printer = await app.request<Envelope<{ id: number; version: number }>>(
      '/api/devices',
      withSession(admin, 'POST', { branchId: 1, identifier: 'drucker-anzeige', name: 'Drucker', type: 'printer' }),
    );
    expect(printer.status).toBe(201);
    const retyped = await app.request<Failure>(
      `/api/devices/${printer.body.data.id}`,
      withSession(admin, 'PUT', { branchId: 1, identifier: 'drucker-anzeige', name: 'Drucker', type: 'display' }),
    );
    expect(retyped.status).toBe(422);
    const stored = await app.db
      .selectFrom('devices')
      .select(['type', 'version'])
      .where('id', '=', printer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ type: 'printer', version: printer.body.data.version });
  });
});

describe('scoping', () => {
  it('employees see and change only the screens of their branches; admins all', async () => {
    const own = await screen({ branchId: 1 });
    const other = await screen({ branchId: 2 });
    const list = await app.request<Envelope<Screen[]>>('/api/digital-signage-devices', withSession(employee, 'GET'));
    expect(list.status).toBe(200);
    expect(list.body.data.every((s) => s.branchId === 1)).toBe(true);
    expect(list.body.data.some((s) => s.id === own.id)).toBe(true);
    expect((await staffGet(other.id, employee)).status).toBe(404);
    expect((await createScreen({ branchId: 2 }, employee)).status).toBe(403);
    expect((await createScreen({ branchId: 1 }, employee)).status).toBe(201);
    expect((await command(other.id, { command: { type: 'reload' } }, employee)).status).toBe(403);
    expect((await abort(other.id, employee)).status).toBe(403);
    const pair = await app.request(`/api/digital-signage-devices/${other.id}/pair`, withSession(employee, 'POST'));
    expect(pair.status).toBe(403);
    expect((await app.request(`/api/digital-signage-devices/${own.id}/pair`, post({}))).status).toBe(401);
    expect((await command(own.id, { command: { type: 'reload' } }, employee)).status).toBe(200);
    const adminList = await app.request<Envelope<Screen[]>>('/api/digital-signage-devices', withSession(admin, 'GET'));
    expect(adminList.body.data.some((s) => s.id === other.id)).toBe(true);
  });
});

describe('pairing and the screen credential', () => {
  it('a paired screen reads itself; without, with a wrong or a revoked credential 401; a desk credential 403', async () => {
    const { screen: created, key } = await pairedScreen({ orientation: 'portrait' });
    const self = await app.request<Envelope<Record<string, unknown>>>('/api/digital-signage/self', asDevice(key));
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({
      id: created.id,
      identifier: created.identifier,
      name: created.name,
      branchId: 1,
      orientation: 'portrait',
      resolution: '1920x1080',
      command: null,
    });
    expect((await staffGet(created.id)).body.data.paired).toBe(true);
    expect((await app.request('/api/digital-signage/self')).status).toBe(401);
    expect((await app.request('/api/digital-signage/self', asDevice(`${key.slice(0, -2)}xx`))).status).toBe(401);

    const live = await fetch(`${app.url}/api/digital-signage/self/events`, { headers: { 'X-Device-Key': key } });
    expect(live.status).toBe(200);
    const revoked = await app.request(
      `/api/digital-signage-devices/${created.id}/credential`,
      withSession(admin, 'DELETE'),
    );
    expect(revoked.status).toBe(204);
    expect(await endsWithin(live, 2000)).toBe(true);
    const after = await app.request<Failure>('/api/digital-signage/self', asDevice(key));
    expect(after.status).toBe(401);
    expect((await app.request('/api/digital-signage/self/events', asDevice(key))).status).toBe(401);
    expect(
      (await app.request('/api/digital-signage/self/heartbeat', asDevice(key, 'POST', { nowPlaying: null }))).status,
    ).toBe(401);

    // A desk's credential is no screen's.
    const desk = await app.request<Envelope<{ id: number }>>(
      '/api/devices',
      withSession(admin, 'POST', { branchId: 1, identifier: 'theke-signage-test', name: 'Theke', type: 'desk' }),
    );
    const code = await app.request<Envelope<{ code: string }>>(
      `/api/devices/${desk.body.data.id}/pair`,
      withSession(admin, 'POST'),
    );
    const deskKey = await app.request<Envelope<{ credential: string }>>(
      '/api/devices/pairings',
      post({ code: code.body.data.code }),
    );
    const refused = await app.request<Failure>('/api/digital-signage/self', asDevice(deskKey.body.data.credential));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.message).toBe(sm.notASignageDevice);
  });

  it("a screen's credential opens none of the desk's routes (orders, jobs, employees, the shop's pause)", async () => {
    const { key } = await pairedScreen({ branchId: 1 });
    const pausesBefore = await app.db.selectFrom('onlinePauses').select(['branchId', 'until']).execute();
    const deskCalls: [string, string, unknown?][] = [
      ['GET', '/api/devices/self/info'],
      ['GET', '/api/devices/self/orders/current'],
      ['GET', '/api/devices/self/events'],
      ['GET', '/api/devices/self/jobs'],
      ['GET', '/api/devices/self/commands'],
      ['POST', '/api/devices/self/heartbeat', {}],
      ['GET', '/api/devices/self/time-tracking/employees'],
      ['PUT', '/api/devices/self/online-pause', { mode: 'pause', minutes: 30 }],
    ];
    for (const [method, path, body] of deskCalls) {
      const res = await app.request<Failure>(path, asDevice(key, method, body));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.errors[0]?.message).toBe(sm.screenIsNotADesk);
    }
    expect(await app.db.selectFrom('onlinePauses').select(['branchId', 'until']).execute()).toEqual(pausesBefore);
    // Its own routes still answer.
    expect((await app.request('/api/digital-signage/self', asDevice(key))).status).toBe(200);
  });
});

describe('heartbeat', () => {
  it('records last seen and what the screen plays; a bad body is refused and changes nothing', async () => {
    const { screen: created, key } = await pairedScreen();
    const nowPlaying = {
      layout: 'full',
      regions: [{ name: 'main', streamId: 3, streamName: 'Frühstück', slideTitle: 'Kaisersemmel' }],
    };
    const beat = await app.request('/api/digital-signage/self/heartbeat', asDevice(key, 'POST', { nowPlaying }));
    expect(beat.status).toBe(200);
    const seen = (await staffGet(created.id)).body.data;
    expect(seen.lastSeenAt).toBe(new Date(clock).toISOString());
    expect(seen.nowPlaying).toEqual(nowPlaying);
    tick(5000);
    const bad = await app.request<Failure>(
      '/api/digital-signage/self/heartbeat',
      asDevice(key, 'POST', { nowPlaying, price: '0.01' }),
    );
    expect(bad.status).toBe(422);
    expect((await staffGet(created.id)).body.data.lastSeenAt).toBe(seen.lastSeenAt);
  });
});

describe('commands', () => {
  it('reach a connected screen over the live feed within 2 s; the answer is the screen with the command state', async () => {
    const { screen: created, key } = await pairedScreen();
    const events = await feed(key);
    const started = performance.now();
    const sent = await command(created.id, {
      command: { type: 'message', text: 'Heute frische Krapfen!', seconds: 30 },
    });
    const [event] = await events.waitFor(1, 5000);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
    expect(sent.status).toBe(200);
    expect(sent.body.data.command).toMatchObject({
      type: 'message',
      text: 'Heute frische Krapfen!',
      seconds: 30,
      state: 'delivered',
    });
    expect(event?.event).toBe('command');
    const delivered = commandOf(event);
    expect(delivered).toMatchObject({ id: sent.body.data.command?.id, state: 'delivered', type: 'message' });

    const done = await app.request<Envelope<{ command: Command }>>(
      `/api/digital-signage/self/command/${delivered?.id}/result`,
      asDevice(key, 'POST', { state: 'done' }),
    );
    expect(done.status).toBe(200);
    expect(done.body.data.command.state).toBe('done');
    expect((await staffGet(created.id)).body.data.command?.state).toBe('done');
    const again = await app.request<Failure>(
      `/api/digital-signage/self/command/${delivered?.id}/result`,
      asDevice(key, 'POST', { state: 'done' }),
    );
    expect(again.status).toBe(404);
    // A done command cannot be aborted.
    const late = await abort(created.id);
    expect(late.status).toBe(409);
    expect((late.body as unknown as Failure).errors[0]?.message).toBe(sm.commandAbortFailed);
  });

  it('abort withdraws a delivered command on the screen; bad commands are refused in German', async () => {
    const { screen: created, key } = await pairedScreen();
    const events = await feed(key);
    const sent = await command(created.id, { command: { type: 'identify' } });
    await events.waitFor(1, 5000);
    const aborted = await abort(created.id);
    expect(aborted.status).toBe(200);
    expect(aborted.body.data.command).toMatchObject({ id: sent.body.data.command?.id, state: 'aborted' });
    const [, withdrawn] = await events.waitFor(2, 5000);
    expect(withdrawn?.event).toBe('command');
    expect(commandOf(withdrawn)).toMatchObject({ state: 'aborted' });
    const result = await app.request(
      `/api/digital-signage/self/command/${sent.body.data.command?.id}/result`,
      asDevice(key, 'POST', { state: 'done' }),
    );
    expect(result.status).toBe(404);

    const noText = await command(created.id, { command: { type: 'message', seconds: 5 } });
    expect(noText.status).toBe(422);
    const unknownType = await command(created.id, { command: { type: 'shutdown' } });
    expect(unknownType.status).toBe(422);
    const unknownScene = await command(created.id, { command: { type: 'scene', sceneId: 999_999 } });
    expect(unknownScene.status).toBe(422);
    expect((unknownScene.body as unknown as Failure).errors[0]?.message).toBe(sm.sceneUnknown);
    expect((await staffGet(created.id)).body.data.command?.state).toBe('aborted');
  });

  it("a scene command makes the scene the screen's: its version moves on, an editor's older save is a 409", async () => {
    const created = await screen();
    const scene = await app.db.selectFrom('scenes').select('id').orderBy('id').executeTakeFirstOrThrow();
    const sent = await command(created.id, { command: { type: 'scene', sceneId: scene.id } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sceneId: scene.id, version: created.version + 1 });
    const stale = await app.request<Failure>(
      `/api/digital-signage-devices/${created.id}`,
      withSession(admin, 'PUT', { ...created, name: 'Alter Stand' }),
    );
    expect(stale.status).toBe(409);
    expect((await staffGet(created.id)).body.data).toMatchObject({ sceneId: scene.id, name: created.name });
    // The same scene again changes nothing but the command.
    const again = await command(created.id, { command: { type: 'scene', sceneId: scene.id } });
    expect(again.body.data.version).toBe(created.version + 1);
  });

  it('a command to an offline screen stays pending and is delivered on reconnect, unless expired', async () => {
    const { screen: created, key } = await pairedScreen();
    const sent = await command(created.id, { command: { type: 'reload' } });
    expect(sent.body.data.command?.state).toBe('pending');
    tick(60_000);
    const events = await feed(key);
    const [event] = await events.waitFor(1, 5000);
    expect(commandOf(event)).toMatchObject({
      type: 'reload',
      state: 'delivered',
    });
    events.close();

    await command(created.id, { command: { type: 'identify' } });
    tick(signageCommandTtlMs + 1000);
    const later = await feed(key);
    expect(await later.settle(600)).toEqual([]);
    expect((await staffGet(created.id)).body.data.command?.state).toBe('pending');
    expect((await abort(created.id)).status).toBe(409);
  });
});

describe('live feed', () => {
  it('program-changed reaches the screen; after a reconnect with Last-Event-ID the missed change comes first', async () => {
    const { screen: created, key } = await pairedScreen();
    const first = await feed(key);
    notifyProgramChanged([created.id]);
    const [event] = await first.waitFor(1, 5000);
    expect(event?.event).toBe('program-changed');
    first.close();
    notifyProgramChanged([created.id + 100_000]);
    notifyProgramChanged('all');
    const resumed = await feed(key, event?.id);
    const [missed] = await resumed.waitFor(1, 5000);
    expect(missed?.event).toBe('program-changed');
    expect(await resumed.settle(300)).toHaveLength(1);
    // An id of another process (or before a restart): it may have missed anything.
    const foreign = await feed(key, 'other.5');
    const both = await foreign.waitFor(2, 5000);
    expect(both.map((e) => e.event).sort()).toEqual(['catalog-changed', 'program-changed']);
  });

  it('a PUT of the screen is a program change; a catalog change is a catalog-changed within seconds', async () => {
    const { screen: created, key } = await pairedScreen();
    const events = await feed(key);
    const current = (await staffGet(created.id)).body.data;
    const saved = await app.request(
      `/api/digital-signage-devices/${created.id}`,
      withSession(admin, 'PUT', { ...current, orientation: 'portrait' }),
    );
    expect(saved.status).toBe(200);
    const [changed] = await events.waitFor(1, 5000);
    expect(changed?.event).toBe('program-changed');
    await app.db.updateTable('products').set({ name: 'Kaisersemmel neu' }).where('id', '=', 1).execute();
    const arrived = await events.waitFor(2, 5000);
    expect(arrived[1]?.event).toBe('catalog-changed');
  });
});
