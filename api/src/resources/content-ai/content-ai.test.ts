import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { aiLimitDay, aiUsageMonthOf, aiUsageMonthRange, backofficeAiMessages as t } from '@bestell/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { OpenAiTestServer } from '../../../test/providers/openai-server.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { sealSecret } from '../../infrastructure/secrets/index.js';

interface Failure {
  errors: { message: string; code: string; field?: string }[];
}
interface Draft {
  id: number;
  siteId: number;
  content: { sections: Record<string, unknown>[] };
  model: string;
}

const apiKey = 'sk-local-ai-test-4d1f';
let app: TestApp;
let ai: OpenAiTestServer;
let admin: TestSession;
let employee: TestSession;
let dataDir: string;
/** The API's clock: the real time unless a test sets it. */
let clockAt: Date | null = null;
let site: { id: number; type: string; content: unknown; version: number; isPublic: boolean; updatedAt: unknown };

const validDraft = JSON.stringify({
  sections: [
    {
      type: 'text',
      title: 'Über <b>uns</b>',
      text: '<p>Frisch gebacken <script>alert(1)</script><a href="/shop">im Shop</a> und <a href="https://evil.example/x">hier</a> <img src="https://evil.example/t.png"></p>',
      items: [],
      link: { url: 'https://evil.example', label: 'Mehr' },
    },
    {
      type: 'contactForm',
      title: 'Schreiben Sie uns',
      text: '<p onclick="x()">Wir freuen uns.</p>',
      items: [],
      link: { url: '/site/kontakt', label: 'Kontakt' },
    },
  ],
});

const post = (route: string, body: unknown, session = admin) => app.request(route, withSession(session, 'POST', body));
const usageRows = () => app.db.selectFrom('aiUsage').selectAll().orderBy('id').execute();
const draftCount = async () => (await app.db.selectFrom('siteDrafts').select('id').execute()).length;
const siteRow = () =>
  app.db
    .selectFrom('sites')
    .select(['id', 'type', 'content', 'version', 'isPublic', 'updatedAt'])
    .where('id', '=', site.id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ai = await new OpenAiTestServer(apiKey).start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-ai-'));
  app = await createTestApp({
    now: () => clockAt ?? new Date(),
    config: {
      dataDir,
      ai: {
        baseUrl: ai.url,
        model: 'local-chat',
        imageModel: 'local-image',
        timeoutMs: 1500,
        perUserPerDay: 0,
        perDay: 0,
      },
    },
  });
  // The key as an admin stores it under Einstellungen › KI (write-only secret).
  await app.db
    .insertInto('configSecrets')
    .values({
      key: 'aiApiKey',
      value: await sealSecret({ db: app.db, config: app.config }, 'aiApiKey', apiKey),
      updatedAt: new Date(),
    })
    .execute();
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
  const found = await app.db
    .selectFrom('sites')
    .select(['id', 'type', 'content', 'version', 'isPublic', 'updatedAt'])
    .where('type', '=', 'custom_site')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  site = found;
});
afterAll(async () => {
  await app.close();
  await ai.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  ai.reset();
  clockAt = null;
  app.config.ai.perUserPerDay = 0;
  app.config.ai.perDay = 0;
  app.config.ai.timeoutMs = 1500;
});

describe('content AI without a provider', () => {
  it('answers 503 in German, says so on /status, and calls nobody', async () => {
    const saved = app.config.ai.baseUrl;
    app.config.ai.baseUrl = null;
    try {
      const status = await app.request<{ data: unknown }>('/api/content-ai/status', { headers: admin.headers });
      expect(status.body.data).toEqual({ text: false, image: false });
      const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Über uns', tone: 'herzlich' });
      expect(res.status).toBe(503);
      expect((res.body as Failure).errors[0]).toMatchObject({ message: t.notConfigured, code: 'ai_not_configured' });
      const image = await post('/api/content-ai/generate/image', { prompt: 'Semmeln' });
      expect(image.status).toBe(503);
      expect((image.body as Failure).errors[0]?.message).toBe(t.imageNotConfigured);
    } finally {
      app.config.ai.baseUrl = saved;
    }
    expect(ai.requests).toHaveLength(0);
    expect(await usageRows()).toHaveLength(0);
  });
});

describe('POST /api/content-ai/generate/site/{id}', () => {
  it('stores a sanitised draft beside the site (streamed answer), publishes nothing, logs the call', async () => {
    const status = await app.request<{ data: unknown }>('/api/content-ai/status', { headers: admin.headers });
    expect(status.body.data).toEqual({ text: true, image: true });
    const before = await siteRow();
    ai.answer({ kind: 'text', content: validDraft });
    const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Wer wir sind', tone: 'herzlich' });
    expect(res.status).toBe(201);
    const draft = (res.body as { data: Draft }).data;
    expect(draft).toMatchObject({ siteId: site.id, model: 'local-chat' });
    const [text, contact] = draft.content.sections;
    expect(text).toMatchObject({ type: 'text', title: 'Über uns' });
    expect(String(text?.text)).toContain('<a href="/shop">im Shop</a>');
    expect(String(text?.text)).not.toMatch(/script|alert|evil\.example|<img/);
    expect(text).not.toHaveProperty('link');
    expect(contact).toMatchObject({ type: 'contactForm', link: { url: '/site/kontakt', label: 'Kontakt' } });
    expect(String(contact?.text)).not.toContain('onclick');

    // The site itself is as it was: a draft is never published without a person's click.
    expect(await siteRow()).toEqual(before);
    const listed = await app.request<{ data: Draft[] }>(`/api/content-ai/sites/${site.id}/drafts`, {
      headers: admin.headers,
    });
    expect(listed.body.data.map((d) => d.id)).toEqual([draft.id]);

    // What the provider was asked: streamed, structured output, the key, the shop's facts, no customer data.
    const [request] = ai.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.body).toMatchObject({
      model: 'local-chat',
      stream: true,
      response_format: { type: 'json_schema' },
    });
    const prompt = JSON.stringify(request?.body.messages);
    const branch = await app.db
      .selectFrom('branches')
      .select('name')
      .where('isPublic', '=', true)
      .executeTakeFirstOrThrow();
    const product = await app.db
      .selectFrom('products')
      .select('name')
      .where('isPublic', '=', true)
      .executeTakeFirstOrThrow();
    expect(prompt).toContain(branch.name);
    expect(prompt).toContain(product.name);
    expect(prompt).toContain('Wer wir sind');
    expect(prompt).not.toContain('@');

    const [usage] = await usageRows();
    expect(usage).toMatchObject({
      kind: 'site',
      model: 'local-chat',
      outcome: 'ok',
      promptTokens: 150,
      completionTokens: 90,
    });
    const audit = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'content-ai')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'generate' });
    expect(audit.data).toMatchObject({ model: 'local-chat', usage: { prompt: 150, completion: 90 }, outcome: 'ok' });
    expect(audit.username).toBe('admin');
    expect(typeof (audit.data as { durationMs: unknown }).durationMs).toBe('number');

    const removed = await app.request(`/api/content-ai/drafts/${draft.id}`, withSession(admin, 'DELETE'));
    expect(removed.status).toBe(204);
    expect(await draftCount()).toBe(0);
    expect(await siteRow()).toEqual(before);
  });

  it('asks once more after an invalid answer and uses the second', async () => {
    ai.answer({ kind: 'text', content: 'Hier ist Ihr Text: kein JSON' }, { kind: 'text', content: validDraft });
    const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Über uns' });
    expect(res.status).toBe(201);
    expect(ai.requests).toHaveLength(2);
    expect((await usageRows()).slice(-2).map((row) => row.outcome)).toEqual(['invalid', 'ok']);
  });

  it('refuses in German after two invalid answers and stores nothing', async () => {
    const drafts = await draftCount();
    const wrongType = JSON.stringify({ sections: [{ type: 'hero', title: 'x', text: 'y', items: [], link: null }] });
    ai.answer({ kind: 'text', content: '{"sections": []}' }, { kind: 'text', content: wrongType });
    const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Über uns' });
    expect(res.status).toBe(422);
    expect((res.body as Failure).errors[0]).toMatchObject({ message: t.invalidAnswer, code: 'ai_invalid_answer' });
    expect(ai.requests).toHaveLength(2);
    expect(await draftCount()).toBe(drafts);
  });

  it('turns a provider error into a German 502 and logs it', async () => {
    ai.answer({ kind: 'error', status: 500, message: 'The server had an error' });
    const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Über uns' });
    expect(res.status).toBe(502);
    expect((res.body as Failure).errors[0]).toMatchObject({ message: t.providerFailed, code: 'ai_provider_error' });
    expect((await usageRows()).at(-1)?.outcome).toBe('error');
  });

  it('cuts off a streamed answer that does not end (over 200 000 characters) as a provider error, no retry', async () => {
    const drafts = await draftCount();
    ai.answer({ kind: 'text', content: `{"sections": [{"type": "text", "title": "${'Brot '.repeat(50_000)}` });
    const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Über uns' });
    expect(res.status).toBe(502);
    expect((res.body as Failure).errors[0]).toMatchObject({ message: t.providerFailed, code: 'ai_provider_error' });
    expect(ai.requests).toHaveLength(1);
    expect(await draftCount()).toBe(drafts);
  });

  it('gives up after the timeout with a German 504 and closes the provider request', async () => {
    app.config.ai.timeoutMs = 400;
    ai.answer({ kind: 'hang' });
    const started = Date.now();
    const res = await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'Über uns' });
    expect(res.status).toBe(504);
    expect((res.body as Failure).errors[0]).toMatchObject({ message: t.timedOut, code: 'ai_timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await eventually(async () => ai.abandoned.includes('/v1/chat/completions'))).toBe(true);
    expect((await usageRows()).at(-1)?.outcome).toBe('timeout');
  });

  it('aborts the provider request when the person cancels (the client closes its request)', async () => {
    app.config.ai.timeoutMs = 20_000;
    ai.answer({ kind: 'hang' });
    const controller = new AbortController();
    const pending = fetch(`${app.url}/api/content-ai/generate/site/${site.id}`, {
      ...withSession(admin, 'POST', { brief: 'Über uns' }),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(await eventually(async () => ai.requests.length === 1)).toBe(true);
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    expect(await eventually(async () => ai.abandoned.includes('/v1/chat/completions'))).toBe(true);
    expect(await eventually(async () => (await usageRows()).at(-1)?.outcome === 'cancelled')).toBe(true);
  });

  it('is for admins only, and checks the brief in German', async () => {
    expect((await post(`/api/content-ai/generate/site/${site.id}`, { brief: 'x' }, employee)).status).toBe(403);
    const anonymous = await app.request(`/api/content-ai/generate/site/${site.id}`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const blank = await post(`/api/content-ai/generate/site/${site.id}`, { brief: ' ', tone: 'laut', extra: 1 });
    expect(blank.status).toBe(422);
    const fields = (blank.body as Failure).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['brief', 'tone', 'extra']));
    expect((await post('/api/content-ai/generate/site/99999', { brief: 'x' })).status).toBe(404);
    expect(ai.requests).toHaveLength(0);
  });
});

describe('limits', () => {
  it('refuses a user over the daily limit with 429 and Retry-After, then the shop over its daily limit', async () => {
    app.config.ai.perUserPerDay = 2;
    ai.fallbackText = JSON.stringify({ description: 'Knusprig.', allergens: 'Gluten' });
    const body = { name: 'Kaisersemmel' };
    expect((await post('/api/content-ai/generate/product', body)).status).toBe(200);
    expect((await post('/api/content-ai/generate/product', body)).status).toBe(200);
    const third = await post('/api/content-ai/generate/product', body);
    expect(third.status).toBe(429);
    expect((third.body as Failure).errors[0]).toMatchObject({ message: t.userLimit, code: 'ai_user_limit' });
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(ai.requests).toHaveLength(2);

    app.config.ai.perUserPerDay = 0;
    app.config.ai.perDay = 1;
    expect((await post('/api/content-ai/generate/product', body)).status).toBe(200);
    const over = await post('/api/content-ai/generate/product', body);
    expect(over.status).toBe(429);
    expect((over.body as Failure).errors[0]?.message).toBe(t.shopLimit);
    expect(ai.requests).toHaveLength(3);
  });

  it('counts Vienna days: a call at 00:30 in Vienna is a new day though it is the same UTC day', async () => {
    app.config.ai.perUserPerDay = 1;
    ai.fallbackText = JSON.stringify({ description: 'Knusprig.', allergens: 'Gluten' });
    const body = { name: 'Kaisersemmel' };
    // The last Vienna midnight before now: 23:00 UTC in winter, 22:00 in summer, so ±30 minutes is one UTC day.
    const midnight = aiLimitDay(new Date()).start.getTime();
    clockAt = new Date(midnight - 30 * 60_000);
    expect((await post('/api/content-ai/generate/product', body)).status).toBe(200);
    const again = await post('/api/content-ai/generate/product', body);
    expect(again.status).toBe(429);
    // Retry-After runs to Vienna midnight (30 minutes), not to UTC midnight.
    expect(Number(again.headers.get('Retry-After'))).toBe(30 * 60);
    clockAt = new Date(midnight + 30 * 60_000);
    expect(new Date(midnight - 30 * 60_000).getUTCDate()).toBe(clockAt.getUTCDate());
    expect((await post('/api/content-ai/generate/product', body)).status).toBe(200);
    expect(ai.requests).toHaveLength(2);
  });
});

describe('POST /api/content-ai/generate/product', () => {
  it('suggests plain-text description and allergens within the field limits (answer not streamed)', async () => {
    ai.answer({
      kind: 'text',
      content: JSON.stringify({
        description: `<b>Knusprige</b> Semmel<script>x</script>. ${'Sehr gut. '.repeat(200)}`,
        allergens: 'Enthält <i>Gluten</i> (A).',
      }),
    });
    const res = await post('/api/content-ai/generate/product', {
      name: 'Kaisersemmel',
      category: 'Gebäck',
      parts: ['Weizenmehl', 'Salz'],
      ingredients: 'Weizenmehl, Wasser, Hefe, Salz',
    });
    expect(res.status).toBe(200);
    const { description, allergens } = (res.body as { data: { description: string; allergens: string } }).data;
    expect(description.startsWith('Knusprige Semmel.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(1000);
    expect(description).not.toMatch(/[<>]/);
    expect(allergens).toBe('Enthält Gluten (A).');
    expect(ai.requests[0]?.body.stream).toBeUndefined();
    expect(JSON.stringify(ai.requests[0]?.body.messages)).toContain('Weizenmehl, Wasser, Hefe, Salz');
  });
});

describe('POST /api/content-ai/generate/image', () => {
  it('stores the image in the library with the prompt as description and a suggested alt text', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    ai.answer({ kind: 'image', bytes: png });
    const res = await post('/api/content-ai/generate/image', { prompt: 'frische semmeln im korb', size: 'small' });
    expect(res.status).toBe(201);
    const data = (res.body as { data: { image: { id: number; alt: string }; altSuggestion: string } }).data;
    expect(data.altSuggestion).toBe('Frische semmeln im korb');
    const row = await app.db.selectFrom('images').selectAll().where('id', '=', data.image.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      alt: 'Frische semmeln im korb',
      fileName: 'frische semmeln im korb.png',
      extension: 'png',
      description: 'frische semmeln im korb',
    });
    // Staff see the prompt as the description in the library; the public §3 entity stays without it.
    const staffView = await app.request<{ data: unknown }>(`/api/images/${row.id}`, { headers: admin.headers });
    expect(staffView.body.data).toMatchObject({ id: row.id, description: 'frische semmeln im korb' });
    const publicView = await app.request<{ data: unknown }>(`/api/images/${row.id}`);
    expect(publicView.body.data).toEqual({ id: row.id, version: row.version, extension: 'png', alt: row.alt });
    expect(ai.requests[0]?.body).toMatchObject({ model: 'local-image', size: '512x512', response_format: 'b64_json' });
    const file = await app.request(`/image/tiny/${row.id}-${row.version}.png`);
    expect(file.status).toBe(200);
  });

  it('refuses what is not an image (checked by content) and stores nothing', async () => {
    const before = (await app.db.selectFrom('images').select('id').execute()).length;
    ai.answer({ kind: 'image', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    const res = await post('/api/content-ai/generate/image', { prompt: 'ein bild' });
    expect(res.status).toBe(502);
    expect((res.body as Failure).errors[0]).toMatchObject({ message: t.badImage, code: 'ai_bad_image' });
    expect((await app.db.selectFrom('images').select('id').execute()).length).toBe(before);
  });
});

describe('GET /api/content-ai/usage', () => {
  it('lists this month per user, kind and model for admins only', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const res = await app.request<{ data: { month: string; rows: Record<string, unknown>[] } }>(
      `/api/content-ai/usage?month=${month}`,
      { headers: admin.headers },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.month).toBe(month);
    const site = res.body.data.rows.find((row) => row.kind === 'site');
    expect(site).toMatchObject({ username: 'admin', model: 'local-chat' });
    expect(Number(site?.calls)).toBeGreaterThanOrEqual(6);
    expect(Number(site?.failures)).toBeGreaterThanOrEqual(4);
    expect((await app.request('/api/content-ai/usage', { headers: employee.headers })).status).toBe(403);
    const bad = await app.request<Failure>('/api/content-ai/usage?month=2026-13', { headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'month', code: 'invalid_query' });
    const unknown = await app.request<Failure>('/api/content-ai/usage?monat=2026-01', { headers: admin.headers });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      field: 'monat',
      code: 'unrecognized_keys',
      message: 'Dieses Feld wurde nicht erwartet.',
    });
  });

  it('counts the Vienna month: a call at 00:30 on the 1st in Vienna is in that month, which is the default', async () => {
    const month = aiUsageMonthOf(new Date());
    const previous = aiUsageMonthOf(new Date(aiUsageMonthRange(month).from.getTime() - 60_000));
    const productCalls = async (query: string) => {
      const res = await app.request<{ data: { month: string; rows: { kind: string; calls: number }[] } }>(
        `/api/content-ai/usage${query}`,
        { headers: admin.headers },
      );
      const calls = res.body.data.rows.filter((row) => row.kind === 'product').reduce((sum, row) => sum + row.calls, 0);
      return { month: res.body.data.month, calls };
    };
    const before = [await productCalls(`?month=${month}`), await productCalls(`?month=${previous}`)];
    // 00:30 on the 1st in Vienna is 23:30 (winter) or 22:30 (summer) UTC on the last day of the month before.
    clockAt = new Date(aiUsageMonthRange(month).from.getTime() + 30 * 60_000);
    expect(clockAt.toISOString().slice(0, 7)).toBe(previous);
    ai.fallbackText = JSON.stringify({ description: 'Knusprig.', allergens: 'Gluten' });
    expect((await post('/api/content-ai/generate/product', { name: 'Monatsbrezel' })).status).toBe(200);
    expect((await productCalls('')).month).toBe(month);
    expect((await productCalls(`?month=${month}`)).calls).toBe((before[0]?.calls ?? 0) + 1);
    expect((await productCalls(`?month=${previous}`)).calls).toBe(before[1]?.calls);
  });
});
