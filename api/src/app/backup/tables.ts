import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

type Executor = Kysely<DB>;

const identifier = /^[a-z_][a-z0-9_]*$/;

/** A table or column name of our own schema, quoted; anything else is refused (names come from the catalog). */
export function quoted(name: string): string {
  if (!identifier.test(name)) throw new Error(`unexpected identifier ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** Every table of the shop (the migrator's own bookkeeping excluded), parents before the tables referring to them. */
export async function shopTables(db: Executor): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
    order by table_name`.execute(db);
  const { rows: links } = await sql<{ child: string; parent: string }>`select child.relname as child,
      parent.relname as parent
    from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and child.relnamespace = current_schema()::regnamespace`.execute(db);
  const names = tables.map((t) => t.name);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const link of links) if (link.child !== link.parent) parents.get(link.child)?.add(link.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const next = names.find((n) => !placed.has(n) && [...(parents.get(n) ?? [])].every((p) => placed.has(p)));
    if (next === undefined) throw new Error('foreign keys form a cycle between tables');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** The columns a row is written with (generated columns are computed by the database). */
export async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Every row of a table as the JSON text PostgreSQL writes for it (row_to_json): numbers keep their exact digits,
 * timestamps their zone, so nothing passes through a JavaScript number or Date.
 */
export async function tableLines(db: Executor, table: string, orderBy: string): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`select row_to_json(t)::text as line from ${sql.raw(quoted(table))} t
    order by t.${sql.raw(quoted(orderBy))}`.execute(db);
  return rows.map((r) => r.line);
}

/**
 * Rows (JSON lines as written by {@link tableLines}) into a table, 1,000 per statement, typed by its row type; ids
 * kept as they were (also in `generated always` identity columns).
 */
export async function insertLines(db: Executor, table: string, columns: string[], lines: string[]): Promise<void> {
  const list = sql.raw(columns.map(quoted).join(', '));
  const target = sql.raw(quoted(table));
  for (let start = 0; start < lines.length; start += 1000) {
    const json = `[${lines.slice(start, start + 1000).join(',')}]`;
    await sql`insert into ${target} (${list}) overriding system value select ${list} from json_populate_recordset(null::${target}, ${json}::json)`.execute(
      db,
    );
  }
}

/** Tables that hold at least one row. */
export async function nonEmptyTables(db: Executor, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ one: number }>`select 1 as one from ${sql.raw(quoted(table))} limit 1`.execute(db);
    if (rows.length > 0) found.push(table);
  }
  return found;
}

export async function truncateTables(db: Executor, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`truncate table ${sql.raw(tables.map(quoted).join(', '))} restart identity cascade`.execute(db);
}

/** Identity and serial counters continue after the highest restored id. */
export async function resetSequences(db: Executor): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`select c.relname as table,
      a.attname as column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0
      and not a.attisdropped and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`.execute(db);
  for (const row of rows) {
    const column = sql.raw(quoted(row.column));
    await sql`select setval(${row.sequence}::regclass,
        coalesce((select max(${column}) from ${sql.raw(quoted(row.table))}), 0) + 1, false)`.execute(db);
  }
}

/** The name of the last migration applied (the schema version of a backup). */
export async function schemaVersion(db: Executor): Promise<string> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
    db,
  );
  return rows[0]?.name ?? '';
}
