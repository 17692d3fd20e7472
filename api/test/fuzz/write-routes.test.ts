import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestSession } from '../../src/infrastructure/auth/test-session.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { type Body, resourceFixtures } from '../permissions/resource-fixtures.js';

/**
 * Issue 16 point 1: every write route of the OpenAPI document, sent hostile bodies as the admin (who gets past
 * authorisation), never answers 5xx, and a refusal changes nothing in the database.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Operation = { requestBody?: { content: Record<string, { schema?: Schema }> } };
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

// Logout ends the admin's session; the test routes only exist in tests of the error envelope.
const skipped = new Set(['/api/logout']);
// Rows any request may touch: sessions (last seen), throttling counters, the log.
const isVolatileTable = (name: string) => /session|attempt|rate_limit|logs|kysely_migration/.test(name);

const nul = 'a\u0000b';
const loneSurrogate = 'a\uD800b';

function sample(schema: Schema | undefined, text: string, depth = 0): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type.find((t) => t !== 'null') : schema?.type;
  if (depth > 3) return text;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema?.properties ?? {}).map(([k, v]) => [k, sample(v, text, depth + 1)]),
      );
    case 'array':
      return [sample(schema?.items, text, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return text;
  }
}

/** Every string of a body replaced by `text` (keys kept), so a valid body carries the bad text past its schema. */
function withText(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => withText(item, text));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withText(v, text)]));
  }
  return value;
}

/** Every value given a type it does not have. */
function withWrongTypes(value: Body): Body {
  const wrong = (v: unknown): unknown =>
    typeof v === 'string'
      ? 12
      : typeof v === 'number'
        ? 'zwölf'
        : typeof v === 'boolean'
          ? 'ja'
          : Array.isArray(v)
            ? {}
            : [];
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrong(v)]));
}

function validBodyFor(path: string): Body | null {
  const match = /^\/api\/([a-z-]+)(\/\{id\})?$/.exec(path);
  const fixture = resourceFixtures.find((f) => f.name === match?.[1]);
  return fixture ? fixture.body(9_000 + Math.floor(Math.random() * 1_000), { branchId: 1, hidden: false }) : null;
}

function hostileBodies(path: string, schema: Schema | undefined): string[] {
  const shaped = (validBodyFor(path) ?? sample(schema, 'Wert')) as Body;
  const base = typeof shaped === 'object' && shaped !== null && !Array.isArray(shaped) ? shaped : { name: 'Wert' };
  const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  return [
    JSON.stringify(withText(base, nul)),
    JSON.stringify({ ...base, name: nul, [`feld${nul}`]: 1 }),
    JSON.stringify(withText(base, loneSurrogate)),
    JSON.stringify(withWrongTypes(base)),
    JSON.stringify({ ...base, geheim: true, __proto__: { isAdmin: true } }),
    'null',
    deep,
    JSON.stringify({ ...base, name: 'x'.repeat(1_100_000) }),
  ];
}

describe('hostile bodies on every write route (OpenAPI driven)', () => {
  let app: TestApp;
  let admin: TestSession;
  let document: OpenApiDocument;
  let ids: Map<string, string>;

  async function snapshot(): Promise<Record<string, string>> {
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(app.db);
    const result: Record<string, string> = {};
    for (const { name } of rows) {
      if (isVolatileTable(name)) continue;
      const { rows: sums } = await sql<{
        sum: string | null;
      }>`select md5(string_agg(t::text, '|' order by t::text)) as sum
        from ${sql.table(name)} t`.execute(app.db);
      result[name] = sums[0]?.sum ?? '';
    }
    return result;
  }

  /** A real id for `{id}`-style parameters, from the first row of the collection (else 1). */
  async function fill(path: string): Promise<string> {
    const collection = path.slice(0, path.indexOf('/{'));
    if (!ids.has(collection)) {
      const res = await app.request<{ data?: { id?: unknown }[] }>(`${collection}?limit=1`, { headers: admin.headers });
      const first = Array.isArray(res.body.data) ? res.body.data[0]?.id : undefined;
      ids.set(collection, first === undefined ? '1' : String(first));
    }
    const id = ids.get(collection) ?? '1';
    return path.replace(/\{[^}]+\}/g, id);
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
    document = (await app.request<OpenApiDocument>('/api/openapi.json')).body;
    ids = new Map();
  });
  afterAll(() => app.close());

  it('never answers 5xx, and a refused request writes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (skipped.has(path)) continue;
      for (const method of ['post', 'put', 'patch']) {
        const operation = operations[method];
        if (!operation) continue;
        const target = path.includes('{') ? await fill(path) : path;
        const before = await snapshot();
        let accepted = false;
        for (const body of hostileBodies(path, operation.requestBody?.content['application/json']?.schema)) {
          const res = await fetch(`${app.url}${target}`, {
            method: method.toUpperCase(),
            headers: { ...admin.headers, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body,
          });
          await res.arrayBuffer();
          sent += 1;
          if (res.status >= 500)
            failures.push(`${method.toUpperCase()} ${path} → ${res.status} (${body.slice(0, 60)})`);
          if (res.status < 300) accepted = true;
        }
        if (!accepted) {
          const after = await snapshot();
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0)
            failures.push(`${method.toUpperCase()} ${path} refused but changed ${changed.join(', ')}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 240_000);

  it('a NUL byte or a lone surrogate in a path segment or the query is a 400, not a database error', async () => {
    for (const target of [
      '/api/products/%00',
      '/api/branches/by-identifier/a%00b',
      '/api/products?search=%00',
      '/api/sites/by-path/%ED%A0%80',
    ]) {
      const res = await app.request<{ errors: { message: string }[] }>(target, { headers: admin.headers });
      expect(res.status, target).toBe(400);
      expect(res.body.errors[0]?.message).toBe('Die Anfrage enthält ungültige Zeichen.');
    }
  });

  it('a body over the limit is a 413 with a German message', async () => {
    const res = await app.request<{ errors: { message: string }[] }>('/api/branches', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]?.message).toBe('Die Anfrage ist zu groß.');
  });
});
