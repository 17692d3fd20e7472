import { messages } from '@bestell/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { insertOrder } from '../../../test/permissions/order-fixture.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';

vi.setConfig({ testTimeout: 60_000 });

interface Task {
  id: number;
  version: number;
  title: string;
  status: string;
  position: number;
  branchId: number;
  projectId: number | null;
  assigneeId: number | null;
  orderId: number | null;
  orderTicketNumber: number | null;
  dueDate: string | null;
  description: string | null;
  checklist: { text: string; done: boolean }[];
}
interface Errors {
  errors: { message: string; field?: string }[];
}

describe('projects and tasks (issue 28.6): CRUD, branch scoping, validation, board moves, task from an order', () => {
  let app: TestApp;
  let admin: TestSession;
  let employee: TestSession;
  let ownBranch: number;
  let otherBranch: number;
  let employeeId: number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
    employee = await signInAs(app, demoEmployee);
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'filiale')
      .executeTakeFirstOrThrow();
    employeeId = user.id;
    const links = await app.db.selectFrom('userBranches').select('branchId').where('userId', '=', user.id).execute();
    ownBranch = links[0]?.branchId ?? 0;
    const other = await app.db
      .selectFrom('branches')
      .select('id')
      .where(
        'id',
        'not in',
        links.map((l) => l.branchId),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherBranch = other.id;
  });
  afterAll(() => app.close());

  const create = (session: TestSession, body: Record<string, unknown>) =>
    app.request<{ data: Task } & Errors>('/api/tasks', withSession(session, 'POST', body));
  const move = (session: TestSession, id: number, body: Record<string, unknown>) =>
    app.request<{ data: Task } & Errors>(`/api/tasks/${id}/move`, withSession(session, 'POST', body));
  const positions = async (status: string) =>
    (
      await app.db
        .selectFrom('tasks')
        .select(['id', 'position'])
        .where('status', '=', status)
        .orderBy('position')
        .orderBy('id')
        .execute()
    ).map((row) => [row.id, row.position]);
  const contiguous = async () => {
    for (const status of ['open', 'in_progress', 'done']) {
      const rows = await positions(status);
      expect(rows.map(([, position]) => position)).toEqual(rows.map((_, index) => index));
    }
  };

  it('admins manage projects; employees read them and get 403 on writes', async () => {
    const made = await app.request<{ data: { id: number; name: string } }>(
      '/api/projects',
      withSession(admin, 'POST', { name: 'Weihnachten', description: 'Kekse backen' }),
    );
    expect(made.status).toBe(201);
    const read = await app.request<{ data: { id: number }[] }>('/api/projects', { headers: employee.headers });
    expect(read.body.data.map((p) => p.id)).toContain(made.body.data.id);
    const refused = await app.request('/api/projects', withSession(employee, 'POST', { name: 'Eigenes' }));
    expect(refused.status).toBe(403);
    const blank = await app.request<Errors>('/api/projects', withSession(admin, 'POST', { name: ' ' }));
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]).toMatchObject({ field: 'name', message: messages.validation.blank });
  });

  it('an employee creates a task of their branch with a checklist; it lands at the end of Offen; audited', async () => {
    const first = await create(employee, { branchId: ownBranch, title: 'Erste' });
    const second = await create(employee, {
      branchId: ownBranch,
      title: 'Torte vorbereiten',
      assigneeId: employeeId,
      dueDate: '2026-03-29',
      checklist: [{ text: 'Boden backen', done: true }, { text: 'Creme' }],
    });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      title: 'Torte vorbereiten',
      status: 'open',
      dueDate: '2026-03-29',
      assigneeId: employeeId,
      checklist: [
        { text: 'Boden backen', done: true },
        { text: 'Creme', done: false },
      ],
    });
    expect(second.body.data.position).toBe(first.body.data.position + 1);
    const log = await app.db
      .selectFrom('logs')
      .select(['action', 'after'])
      .where('resource', '=', 'tasks')
      .where('resourceId', '=', second.body.data.id)
      .executeTakeFirstOrThrow();
    expect(log.action).toBe('create');
    expect(JSON.stringify(log.after)).toContain('Boden backen');
    await contiguous();
  });

  it('refuses unknown fields, bad status, bad dates and foreign references in German, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('tasks')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ branchId: ownBranch, title: 'x', price: 1 }, 'price', messages.validation.unexpectedField],
      [{ branchId: ownBranch, title: 'x', status: 'fertig' }, 'status', messages.validation.invalidChoice],
      [{ branchId: ownBranch, title: 'x', dueDate: '2026-02-30' }, 'dueDate', messages.validation.invalidDate],
      [{ branchId: ownBranch, title: '' }, 'title', messages.validation.blank],
      [{ branchId: ownBranch, title: 'x', projectId: 999_999 }, 'projectId', messages.validation.invalidChoice],
      [{ branchId: ownBranch, title: 'x', checklist: [{ text: '' }] }, 'checklist.0.text', messages.validation.blank],
    ];
    for (const [body, field, message] of cases) {
      const answer = await create(employee, body);
      expect(answer.status, field).toBe(422);
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    // An order of another branch, an assignee who does not work in the branch.
    const foreignOrder = await insertOrder(app.db, otherBranch);
    const linked = await create(admin, { branchId: ownBranch, title: 'x', orderId: foreignOrder });
    expect(linked.status).toBe(422);
    expect(linked.body.errors[0]).toMatchObject({ field: 'orderId', message: messages.validation.invalidChoice });
    const assigned = await create(admin, { branchId: otherBranch, title: 'x', assigneeId: employeeId });
    expect(assigned.status).toBe(422);
    expect(assigned.body.errors[0]).toMatchObject({ field: 'assigneeId' });
    expect(await count()).toBe(before);
  });

  it('an employee of another branch: not listed, 403 on read/write/move/delete/create, nothing changes', async () => {
    const foreign = await create(admin, { branchId: otherBranch, title: 'Fremde Aufgabe' });
    expect(foreign.status).toBe(201);
    const id = foreign.body.data.id;
    const list = await app.request<{ data: Task[] }>('/api/tasks?limit=1000', { headers: employee.headers });
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((task) => task.branchId === ownBranch)).toBe(true);
    expect((await app.request(`/api/tasks/${id}`, { headers: employee.headers })).status).toBe(404);
    const body = { branchId: otherBranch, title: 'Übernommen' };
    expect((await app.request(`/api/tasks/${id}`, withSession(employee, 'PUT', body))).status).toBe(403);
    const moveIntoOwn = { branchId: ownBranch, title: 'Übernommen' };
    expect((await app.request(`/api/tasks/${id}`, withSession(employee, 'PUT', moveIntoOwn))).status).toBe(403);
    expect((await move(employee, id, { status: 'done', beforeTaskId: null })).status).toBe(403);
    expect((await app.request(`/api/tasks/${id}`, withSession(employee, 'DELETE'))).status).toBe(403);
    expect((await create(employee, body)).status).toBe(403);
    const fromOrder = await app.request(
      '/api/tasks/from-order',
      withSession(employee, 'POST', { orderId: await insertOrder(app.db, otherBranch) }),
    );
    expect(fromOrder.status).toBe(403);
    const stored = await app.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ title: 'Fremde Aufgabe', status: 'open', version: 1 });
    const assignees = await app.request<{ data: { id: number; branchIds: number[]; isAdmin: boolean }[] }>(
      '/api/tasks/assignees',
      { headers: employee.headers },
    );
    expect(assignees.body.data.every((a) => a.isAdmin || a.branchIds.every((b) => b === ownBranch))).toBe(true);
    expect(assignees.body.data.map((a) => a.id)).toContain(employeeId);
  });

  it('moves keep both columns numbered 0, 1, 2, … and put the task exactly before the named one', async () => {
    const made: Task[] = [];
    for (const title of ['A', 'B', 'C']) made.push((await create(admin, { branchId: ownBranch, title })).body.data);
    const [a, b, c] = made as [Task, Task, Task];
    const inProgress = await create(admin, { branchId: ownBranch, title: 'D', status: 'in_progress' });
    const d = inProgress.body.data;
    expect(d.position).toBe((await positions('in_progress')).length - 1);

    // C into In Arbeit before D; then A to the end of In Arbeit; then D back to Offen before B.
    const moved = await move(admin, c.id, { status: 'in_progress', beforeTaskId: d.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'in_progress', version: c.version + 1 });
    let column = (await positions('in_progress')).map(([id]) => id);
    expect(column.indexOf(c.id)).toBe(column.indexOf(d.id) - 1);
    await move(employee, a.id, { status: 'in_progress', beforeTaskId: null });
    column = (await positions('in_progress')).map(([id]) => id);
    expect(column.at(-1)).toBe(a.id);
    await move(admin, d.id, { status: 'open', beforeTaskId: b.id });
    const open = (await positions('open')).map(([id]) => id);
    expect(open.indexOf(d.id)).toBe(open.indexOf(b.id) - 1);
    await contiguous();

    // Within a column: B to the top of Offen.
    const top = (await positions('open'))[0]?.[0] ?? 0;
    await move(employee, b.id, { status: 'open', beforeTaskId: top });
    expect((await positions('open'))[0]?.[0]).toBe(b.id);
    await contiguous();

    // A PUT changing the status puts the task at the end of the new column; a delete closes the gap.
    const current = (await app.request<{ data: Task }>(`/api/tasks/${b.id}`, { headers: admin.headers })).body.data;
    const done = await app.request<{ data: Task }>(
      `/api/tasks/${b.id}`,
      withSession(admin, 'PUT', { ...current, status: 'done' }),
    );
    expect(done.status).toBe(200);
    expect(done.body.data.position).toBe((await positions('done')).length - 1);
    expect((await app.request(`/api/tasks/${c.id}`, withSession(admin, 'DELETE'))).status).toBe(204);
    await contiguous();
  });

  it('concurrent moves and creates (two boards at once) leave every column numbered 0, 1, 2, … without duplicates', async () => {
    const made: Task[] = [];
    for (let i = 0; i < 6; i += 1) made.push((await create(admin, { branchId: ownBranch, title: `R${i}` })).body.data);
    const statuses = ['in_progress', 'done', 'open'] as const;
    const answers = await Promise.all([
      ...made.map((task, i) =>
        move(i % 2 === 0 ? admin : employee, task.id, { status: statuses[i % 3], beforeTaskId: null }),
      ),
      create(employee, { branchId: ownBranch, title: 'Parallel 1' }),
      create(admin, { branchId: ownBranch, title: 'Parallel 2', status: 'done' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 201, 201]);
    await contiguous();
  });

  it('concurrent moves, status changes by PUT and deletes (within one column and across) keep the columns numbered', async () => {
    const made: Task[] = [];
    for (let i = 0; i < 8; i += 1) made.push((await create(admin, { branchId: ownBranch, title: `S${i}` })).body.data);
    const [a, b, c, d, e, f, g, h] = made as [Task, Task, Task, Task, Task, Task, Task, Task];
    const answers = await Promise.all([
      move(admin, a.id, { status: 'open', beforeTaskId: c.id }),
      move(employee, b.id, { status: 'in_progress', beforeTaskId: null }),
      app.request(
        `/api/tasks/${d.id}`,
        withSession(employee, 'PUT', { branchId: ownBranch, title: 'S3', status: 'done' }),
      ),
      app.request(`/api/tasks/${e.id}`, withSession(admin, 'DELETE')),
      move(employee, f.id, { status: 'open', beforeTaskId: a.id }),
      app.request(
        `/api/tasks/${g.id}`,
        withSession(admin, 'PUT', { branchId: ownBranch, title: 'S6', status: 'in_progress' }),
      ),
      app.request(`/api/tasks/${h.id}`, withSession(employee, 'DELETE')),
      create(employee, { branchId: ownBranch, title: 'Parallel 3' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 204, 200, 200, 204, 201]);
    await contiguous();
    const stored = await app.db.selectFrom('tasks').select(['id', 'status']).where('id', 'in', [d.id, g.id]).execute();
    expect(Object.fromEntries(stored.map((row) => [row.id, row.status]))).toEqual({
      [d.id]: 'done',
      [g.id]: 'in_progress',
    });
  });

  it('a move refuses a bad target in German and an old version with 409, changing nothing', async () => {
    const task = (await create(admin, { branchId: ownBranch, title: 'E' })).body.data;
    const other = (await create(admin, { branchId: ownBranch, title: 'F', status: 'done' })).body.data;
    const wrongColumn = await move(admin, task.id, { status: 'in_progress', beforeTaskId: other.id });
    expect(wrongColumn.status).toBe(422);
    expect(wrongColumn.body.errors[0]).toMatchObject({ field: 'beforeTaskId' });
    const badStatus = await move(admin, task.id, { status: 'later' });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors[0]).toMatchObject({ field: 'status', message: messages.validation.invalidChoice });
    const stale = await app.request(`/api/tasks/${task.id}/move`, {
      ...withSession(admin, 'POST', { status: 'done' }),
      headers: { ...withSession(admin, 'POST').headers, 'If-Match': String(task.version + 5) },
    });
    expect(stale.status).toBe(409);
    const stored = await app.db.selectFrom('tasks').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'open', version: task.version, position: task.position });
  });

  it("'Aufgabe aus Bestellung' links the order: title from ticket and customer, branch and Vienna day of the appointment", async () => {
    const orderId = await insertOrder(app.db, ownBranch);
    await sql`update orders set appointment = ${'2026-10-25T23:30:00Z'}, first_name = 'Anna', last_name = 'Muster'
      where id = ${orderId}`.execute(app.db);
    const order = await app.db
      .selectFrom('orders')
      .select('ticketNumber')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const made = await app.request<{ data: Task }>('/api/tasks/from-order', withSession(employee, 'POST', { orderId }));
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      title: `Bestellung #${order.ticketNumber} – Anna Muster`,
      branchId: ownBranch,
      dueDate: '2026-10-26',
      status: 'open',
      orderId,
      orderTicketNumber: order.ticketNumber,
      description: 'Termin: 26.10.2026 00:30',
    });
    const byOrder = await app.request<{ data: Task[] }>(`/api/tasks?orderId=${orderId}`, { headers: employee.headers });
    expect(byOrder.body.data.map((t) => t.id)).toEqual([made.body.data.id]);
    const missing = await app.request('/api/tasks/from-order', withSession(employee, 'POST', { orderId: 999_999 }));
    expect(missing.status).toBe(404);
    await contiguous();
  });
});
