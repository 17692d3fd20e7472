import { type Kysely, sql } from 'kysely';

/**
 * Order statistics (issue 26): where an order came from, and daily rollups kept up to date by triggers in the same
 * transaction as every write of orders and their items (placement, status changes, item edits, deletes), whoever
 * writes them (the API, the demo history, the scale bench). Days and hours are the branch's local ones
 * (`branches.time_zone`, Europe/Vienna: 23- and 25-hour days; the repeated hour of October counts twice in hour 2).
 *
 * An order counts (orders, revenue, items) unless it is cancelled, rejected or failed (the rule of the customer and
 * donation figures); those count as cancelled instead. Money is numeric (exact decimals), never floating point.
 *
 * - order_day_rollups: per local day, branch and origin: counted orders and their total gross, cancelled orders and
 *   their total gross, item lines of counted orders and their gross;
 * - order_hour_rollups: per local day, branch and local hour: the same order figures (the weekday × hour grid);
 * - order_product_rollups: per local day, branch and product (uid): item lines of counted orders, their gross.
 *
 * The triggers are statement-level with transition tables (one upsert per statement, rows locked in key order), but
 * for deletes of orders (row-level, before the items cascade away). `order_rollups_rebuild()` recomputes every
 * rollup from the raw rows (after bulk loads with triggers off).
 */
const origins = `'storefront', 'shop-page', 'widget', 'desk', 'back-office'`;

const statements = [
  sql.raw(`alter table orders add column origin text not null default 'storefront' check (origin in (${origins}))`),
  sql`create table order_day_rollups (
    day date not null,
    branch_id integer not null references branches (id) on delete cascade,
    origin text not null,
    orders integer not null default 0,
    revenue numeric(16, 4) not null default 0,
    canceled integer not null default 0,
    canceled_amount numeric(16, 4) not null default 0,
    item_lines integer not null default 0,
    item_gross numeric(16, 4) not null default 0,
    primary key (day, branch_id, origin)
  )`,
  sql`create table order_hour_rollups (
    day date not null,
    branch_id integer not null references branches (id) on delete cascade,
    hour smallint not null check (hour between 0 and 23),
    orders integer not null default 0,
    revenue numeric(16, 4) not null default 0,
    canceled integer not null default 0,
    primary key (day, branch_id, hour)
  )`,
  sql`create table order_product_rollups (
    day date not null,
    branch_id integer not null references branches (id) on delete cascade,
    product_uid text not null,
    name text not null,
    lines integer not null default 0,
    gross numeric(16, 4) not null default 0,
    primary key (day, branch_id, product_uid)
  )`,
  sql`create type order_rollup_delta as (
    branch_id integer, placed_at timestamptz, origin text, sign integer, counted boolean, total_gross numeric
  )`,
  sql`create type order_item_rollup_delta as (
    branch_id integer, placed_at timestamptz, origin text, sign integer, product_uid text, name text, gross numeric
  )`,
  sql`create function order_counts(is_canceled boolean, is_rejected boolean, is_failed boolean) returns boolean
    language sql immutable as 'select not is_canceled and not is_rejected and not is_failed'`,
  sql`create function order_rollups_apply(deltas order_rollup_delta[]) returns void language plpgsql as $$
  begin
    if cardinality(deltas) = 0 then return; end if;
    insert into order_day_rollups as r (day, branch_id, origin, orders, revenue, canceled, canceled_amount)
    select (d.placed_at at time zone b.time_zone)::date, d.branch_id, d.origin,
      coalesce(sum(d.sign) filter (where d.counted), 0), coalesce(sum(d.sign * d.total_gross) filter (where d.counted), 0),
      coalesce(sum(d.sign) filter (where not d.counted), 0),
      coalesce(sum(d.sign * d.total_gross) filter (where not d.counted), 0)
    from unnest(deltas) d join branches b on b.id = d.branch_id
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, branch_id, origin) do update set orders = r.orders + excluded.orders,
      revenue = r.revenue + excluded.revenue, canceled = r.canceled + excluded.canceled,
      canceled_amount = r.canceled_amount + excluded.canceled_amount;
    insert into order_hour_rollups as r (day, branch_id, hour, orders, revenue, canceled)
    select (d.placed_at at time zone b.time_zone)::date, d.branch_id,
      extract(hour from d.placed_at at time zone b.time_zone)::smallint,
      coalesce(sum(d.sign) filter (where d.counted), 0), coalesce(sum(d.sign * d.total_gross) filter (where d.counted), 0),
      coalesce(sum(d.sign) filter (where not d.counted), 0)
    from unnest(deltas) d join branches b on b.id = d.branch_id
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, branch_id, hour) do update set orders = r.orders + excluded.orders,
      revenue = r.revenue + excluded.revenue, canceled = r.canceled + excluded.canceled;
  end $$`,
  sql`create function order_item_rollups_apply(deltas order_item_rollup_delta[]) returns void language plpgsql as $$
  begin
    if cardinality(deltas) = 0 then return; end if;
    insert into order_day_rollups as r (day, branch_id, origin, item_lines, item_gross)
    select (d.placed_at at time zone b.time_zone)::date, d.branch_id, d.origin, sum(d.sign), sum(d.sign * d.gross)
    from unnest(deltas) d join branches b on b.id = d.branch_id
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, branch_id, origin) do update set item_lines = r.item_lines + excluded.item_lines,
      item_gross = r.item_gross + excluded.item_gross;
    insert into order_product_rollups as r (day, branch_id, product_uid, name, lines, gross)
    select (d.placed_at at time zone b.time_zone)::date, d.branch_id, d.product_uid,
      (array_agg(d.name order by d.sign desc))[1], sum(d.sign), sum(d.sign * d.gross)
    from unnest(deltas) d join branches b on b.id = d.branch_id
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, branch_id, product_uid) do update set lines = r.lines + excluded.lines,
      gross = r.gross + excluded.gross,
      name = case when excluded.lines > 0 then excluded.name else r.name end;
  end $$`,
  sql`create function orders_rollup_inserted() returns trigger language plpgsql as $$
  begin
    perform order_rollups_apply(array(
      select row(n.branch_id, n.placed_at, n.origin, 1, order_counts(n.is_canceled, n.is_rejected, n.is_failed),
        n.total_gross)::order_rollup_delta
      from new_rows n));
    return null;
  end $$`,
  sql`create type order_rollup_move as (
    id integer, old_branch integer, old_placed timestamptz, old_origin text, old_counted boolean, old_total numeric,
    new_branch integer, new_placed timestamptz, new_origin text, new_counted boolean, new_total numeric
  )`,
  sql`create function orders_rollup_updated() returns trigger language plpgsql as $$
  declare
    moves order_rollup_move[];
  begin
    moves := array(
      select row(o.id, o.branch_id, o.placed_at, o.origin, order_counts(o.is_canceled, o.is_rejected, o.is_failed),
        o.total_gross, n.branch_id, n.placed_at, n.origin, order_counts(n.is_canceled, n.is_rejected, n.is_failed),
        n.total_gross)::order_rollup_move
      from old_rows o join new_rows n on n.id = o.id
      where (o.branch_id, o.placed_at, o.origin, order_counts(o.is_canceled, o.is_rejected, o.is_failed), o.total_gross)
        is distinct from
        (n.branch_id, n.placed_at, n.origin, order_counts(n.is_canceled, n.is_rejected, n.is_failed), n.total_gross));
    if cardinality(moves) = 0 then return null; end if;
    perform order_rollups_apply(array(
      select row(m.old_branch, m.old_placed, m.old_origin, -1, m.old_counted, m.old_total)::order_rollup_delta
      from unnest(moves) m
      union all
      select row(m.new_branch, m.new_placed, m.new_origin, 1, m.new_counted, m.new_total)::order_rollup_delta
      from unnest(moves) m));
    perform order_item_rollups_apply(array(
      select row(m.old_branch, m.old_placed, m.old_origin, -1, i.product_uid, i.name, i.gross)::order_item_rollup_delta
      from unnest(moves) m join order_items i on i.order_id = m.id
      where m.old_counted and ((m.old_branch, m.old_placed, m.old_origin, m.new_counted)
        is distinct from (m.new_branch, m.new_placed, m.new_origin, true))
      union all
      select row(m.new_branch, m.new_placed, m.new_origin, 1, i.product_uid, i.name, i.gross)::order_item_rollup_delta
      from unnest(moves) m join order_items i on i.order_id = m.id
      where m.new_counted and ((m.old_branch, m.old_placed, m.old_origin, m.old_counted)
        is distinct from (m.new_branch, m.new_placed, m.new_origin, true))));
    return null;
  end $$`,
  sql`create function orders_rollup_deleting() returns trigger language plpgsql as $$
  declare
    counted boolean := order_counts(old.is_canceled, old.is_rejected, old.is_failed);
  begin
    perform order_rollups_apply(array[
      row(old.branch_id, old.placed_at, old.origin, -1, counted, old.total_gross)::order_rollup_delta]);
    if counted then
      perform order_item_rollups_apply(array(
        select row(old.branch_id, old.placed_at, old.origin, -1, i.product_uid, i.name, i.gross)::order_item_rollup_delta
        from order_items i where i.order_id = old.id));
    end if;
    return old;
  end $$`,
  // Items: only those of counted orders that still exist (a cascade from an order delete finds no order: the order's
  // delete trigger took its items out already).
  sql`create function order_items_rollup_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      perform order_item_rollups_apply(array(
        select row(o.branch_id, o.placed_at, o.origin, -1, x.product_uid, x.name, x.gross)::order_item_rollup_delta
        from old_rows x join orders o on o.id = x.order_id
        where order_counts(o.is_canceled, o.is_rejected, o.is_failed)));
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform order_item_rollups_apply(array(
        select row(o.branch_id, o.placed_at, o.origin, 1, x.product_uid, x.name, x.gross)::order_item_rollup_delta
        from new_rows x join orders o on o.id = x.order_id
        where order_counts(o.is_canceled, o.is_rejected, o.is_failed)));
    end if;
    return null;
  end $$`,
  sql`create trigger orders_rollup_insert after insert on orders referencing new table as new_rows
    for each statement execute function orders_rollup_inserted()`,
  sql`create trigger orders_rollup_update after update on orders referencing old table as old_rows new table as new_rows
    for each statement execute function orders_rollup_updated()`,
  sql`create trigger orders_rollup_delete before delete on orders for each row execute function orders_rollup_deleting()`,
  sql`create trigger order_items_rollup_insert after insert on order_items referencing new table as new_rows
    for each statement execute function order_items_rollup_changed()`,
  sql`create trigger order_items_rollup_update after update on order_items
    referencing old table as old_rows new table as new_rows for each statement execute function order_items_rollup_changed()`,
  sql`create trigger order_items_rollup_delete after delete on order_items referencing old table as old_rows
    for each statement execute function order_items_rollup_changed()`,
  sql`create function order_rollups_rebuild() returns void language plpgsql as $$
  begin
    delete from order_day_rollups;
    delete from order_hour_rollups;
    delete from order_product_rollups;
    perform order_rollups_apply(array(
      select row(o.branch_id, o.placed_at, o.origin, 1, order_counts(o.is_canceled, o.is_rejected, o.is_failed),
        o.total_gross)::order_rollup_delta
      from orders o));
    perform order_item_rollups_apply(array(
      select row(o.branch_id, o.placed_at, o.origin, 1, i.product_uid, i.name, i.gross)::order_item_rollup_delta
      from orders o join order_items i on i.order_id = o.id
      where order_counts(o.is_canceled, o.is_rejected, o.is_failed)));
  end $$`,
  // Existing orders (a database migrated with history) start with their rollups.
  sql`select order_rollups_rebuild()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of [
    'orders_rollup_insert on orders',
    'orders_rollup_update on orders',
    'orders_rollup_delete on orders',
    'order_items_rollup_insert on order_items',
    'order_items_rollup_update on order_items',
    'order_items_rollup_delete on order_items',
  ]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  for (const fn of [
    'order_rollups_rebuild()',
    'order_items_rollup_changed()',
    'orders_rollup_deleting()',
    'orders_rollup_updated()',
    'orders_rollup_inserted()',
    'order_item_rollups_apply(order_item_rollup_delta[])',
    'order_rollups_apply(order_rollup_delta[])',
    'order_counts(boolean, boolean, boolean)',
  ]) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  await sql`drop type if exists order_rollup_move`.execute(db);
  await sql`drop type if exists order_item_rollup_delta`.execute(db);
  await sql`drop type if exists order_rollup_delta`.execute(db);
  for (const table of ['order_product_rollups', 'order_hour_rollups', 'order_day_rollups']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table orders drop column if exists origin`.execute(db);
}
