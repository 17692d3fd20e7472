import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@bestell/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import { purgeOldForms } from './retention.js';

vi.setConfig({ testTimeout: 60_000 });

interface Detail {
  id: number;
  subject: string;
  firstName: string;
  comment: string;
  doneAt: string | null;
  doneBy: { id: number; username: string } | null;
  fileCount: number;
  files: { id: number; name: string; mimeType: string; size: number; url: string }[];
}

async function pdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return document.save();
}

function formBody(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append('upload[]', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  return { method: 'POST', body: data };
}

const contact = {
  subject: 'jobs',
  firstName: 'Berta',
  lastName: 'Bewerberin',
  email: 'berta@example.at',
  phone: '+436641234567',
  comment: 'Ich bewerbe mich als Konditorin, Lebenslauf und Zeugnisse finden Sie im Anhang.',
  privacy: 'true',
};

describe('form inbox (issue 24): list, detail, files, done, delete, retention, admins only', () => {
  let app: TestApp;
  let admin: TestSession;
  let employee: TestSession;
  let uploadsDir: string;
  const previousLimit = process.env.FORM_RATE_LIMIT;

  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT = '1000';
    uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inbox-test-'));
    app = await createTestApp({ config: { uploadsDir } });
    admin = await signInAs(app);
    employee = await signInAs(app, demoEmployee);
  });
  afterAll(async () => {
    if (previousLimit === undefined) delete process.env.FORM_RATE_LIMIT;
    else process.env.FORM_RATE_LIMIT = previousLimit;
    await app.close();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });

  async function send(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = []) {
    const res = await app.request<{ data: { id: number } }>('/api/custom/forms', formBody(fields, files));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id;
  }
  const detail = async (id: number, session = admin) =>
    app.request<{ data: Detail }>(`/api/form-submissions/${id}`, { headers: session.headers });
  const filesOf = async (id: number) => {
    try {
      return await fs.readdir(path.join(uploadsDir, 'forms', String(id)));
    } catch {
      return [];
    }
  };

  it('lists a sent form, shows it with its file, downloads the file, marks it done and open again (audited)', async () => {
    const bytes = await pdf();
    const id = await send(contact, [{ name: 'Lebenslauf Berta.pdf', bytes }]);
    const list = await app.request<{ data: { id: number; fileCount: number; doneAt: string | null }[] }>(
      '/api/form-submissions?q=konditorin&state=open',
      { headers: admin.headers },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((e) => [e.id, e.fileCount, e.doneAt])).toEqual([[id, 1, null]]);
    expect(list.headers.get('x-total-count')).toBe('1');

    const shown = await detail(id);
    expect(shown.body.data).toMatchObject({ id, subject: 'jobs', firstName: 'Berta', doneAt: null, fileCount: 1 });
    const [file] = shown.body.data.files;
    expect(file).toMatchObject({ name: 'Lebenslauf Berta.pdf', mimeType: 'application/pdf', size: bytes.length });
    const download = await fetch(`${app.url}${file?.url}`, { headers: admin.headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(bytes))).toBe(0);
    expect((await fetch(`${app.url}${file?.url}`, { headers: employee.headers })).status).toBe(403);

    const done = await app.request<{ data: Detail }>(`/api/form-submissions/${id}/done`, withSession(admin, 'POST'));
    expect(done.status).toBe(200);
    expect(done.body.data.doneAt).not.toBeNull();
    expect(done.body.data.doneBy).toEqual({ id: 1, username: 'admin' });
    expect(
      (
        await app.request<{ data: unknown[] }>('/api/form-submissions?state=open&q=konditorin', {
          headers: admin.headers,
        })
      ).body.data,
    ).toEqual([]);
    const reopened = await app.request<{ data: Detail }>(
      `/api/form-submissions/${id}/reopen`,
      withSession(admin, 'POST'),
    );
    expect(reopened.body.data.doneAt).toBeNull();

    // The audit log has before → after of the state, and none of the sender's data.
    const logs = await app.request<{ data: { id: number; action: string }[] }>(
      `/api/logs?resource=form-submissions&resourceId=${id}&sort=createdAt`,
      { headers: admin.headers },
    );
    expect(logs.body.data.map((e) => e.action)).toEqual(['done', 'reopen']);
    const first = await app.request<{ data: { before: unknown; after: unknown } }>(
      `/api/logs/${logs.body.data[0]?.id}`,
      {
        headers: admin.headers,
      },
    );
    expect(first.body.data).toMatchObject({
      before: { id, subject: 'jobs', isDone: false },
      after: { id, subject: 'jobs', isDone: true },
    });
    const stored = await app.db.selectFrom('logs').selectAll().where('resource', '=', 'form-submissions').execute();
    expect(JSON.stringify(stored)).not.toMatch(/Berta|berta@example|Konditorin/);
  });

  it('deletes a form with its files; the employee may not', async () => {
    const id = await send(contact, [{ name: 'Zeugnis.pdf', bytes: await pdf() }]);
    expect(await filesOf(id)).toHaveLength(1);
    expect((await app.request(`/api/form-submissions/${id}`, withSession(employee, 'DELETE'))).status).toBe(403);
    expect((await app.request(`/api/form-submissions/${id}/done`, withSession(employee, 'POST'))).status).toBe(403);
    expect((await app.request('/api/form-submissions', { headers: employee.headers })).status).toBe(403);
    expect((await detail(id)).status).toBe(200);

    expect((await app.request(`/api/form-submissions/${id}`, withSession(admin, 'DELETE'))).status).toBe(204);
    expect((await detail(id)).status).toBe(404);
    expect(await filesOf(id)).toEqual([]);
    expect(
      await app.db.selectFrom('formSubmissionFiles').select('id').where('submissionId', '=', id).execute(),
    ).toEqual([]);
    expect((await app.request(`/api/form-submissions/${id}`, withSession(admin, 'DELETE'))).status).toBe(404);
  });

  it('refuses bad filters with German field errors', async () => {
    const res = await app.request<{ errors: { field: string; message: string }[] }>(
      '/api/form-submissions?state=irgendwas',
      { headers: admin.headers },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'state', message: messages.validation.invalidChoice });
  });

  it('paging out of range is a 400 `invalid_query` like every list; an unknown parameter is a 422 naming it', async () => {
    const get = (query: string) =>
      app.request<{ errors: { field: string; message: string; code: string }[] }>(`/api/form-submissions?${query}`, {
        headers: admin.headers,
      });
    const tooMany = await get('limit=100000');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({
      field: 'limit',
      code: 'invalid_query',
      message: messages.validation.notInRange({ min: 1, max: 100 }),
    });
    expect((await get('page=0')).status).toBe(400);
    const days = await get('days=-3');
    expect(days.status).toBe(422);
    expect(days.body.errors[0]).toMatchObject({ field: 'days', message: messages.validation.unexpectedField });
    expect((await get('limit=100&page=1&state=open')).status).toBe(200);
  });

  it('removes forms older than formRetentionMonths with their files (default 6, configurable)', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const old = await send(contact, [{ name: 'Alt.pdf', bytes: await pdf() }]);
    const younger = await send({ ...contact, subject: 'sonstiges' });
    const age = (id: number, createdAt: string) =>
      app.db
        .updateTable('formSubmissions')
        .set({ createdAt: new Date(createdAt) })
        .where('id', '=', id)
        .execute();
    await age(old, '2026-05-27T09:00:00Z');
    await age(younger, '2026-06-15T00:00:00Z');
    const store = mediaFor(app.config).stores.originals;

    expect(await purgeOldForms(app.db, store, now)).toBeGreaterThanOrEqual(1);
    expect((await detail(old)).status).toBe(404);
    expect(await filesOf(old)).toEqual([]);
    expect((await detail(younger)).status).toBe(200);

    // Three months in the config: the younger one (five months old) goes too; an invalid value is refused.
    const bad = await app.request('/api/config', withSession(admin, 'POST', { formRetentionMonths: 0 }));
    expect(bad.status).toBe(422);
    const saved = await app.request('/api/config', withSession(admin, 'POST', { formRetentionMonths: 3 }));
    expect(saved.status).toBe(200);
    expect(await purgeOldForms(app.db, store, now)).toBe(1);
    expect((await detail(younger)).status).toBe(404);
  });
});
