import { type Kysely, sql } from 'kysely';

/**
 * `order_rollups_rebuild()` (migration 0037) as three aggregate statements instead of one delta array per order: what
 * a bulk load runs after writing orders with the rollup triggers off (`npm run bench:scale`: a million orders in
 * seconds instead of an array of a million deltas). Same figures as the triggers: a property test compares both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function order_rollups_rebuild() returns void language plpgsql as $$
  begin
    delete from order_day_rollups;
    delete from order_hour_rollups;
    delete from order_product_rollups;
    insert into order_day_rollups (day, branch_id, origin, orders, revenue, canceled, canceled_amount, item_lines,
      item_gross)
    select o.day, o.branch_id, o.origin,
      count(*) filter (where o.counted), coalesce(sum(o.total_gross) filter (where o.counted), 0),
      count(*) filter (where not o.counted), coalesce(sum(o.total_gross) filter (where not o.counted), 0),
      coalesce(sum(i.lines), 0), coalesce(sum(i.gross), 0)
    from (
      select o.id, (o.placed_at at time zone b.time_zone)::date as day, o.branch_id, o.origin, o.total_gross,
        order_counts(o.is_canceled, o.is_rejected, o.is_failed) as counted
      from orders o join branches b on b.id = o.branch_id
    ) o
    left join lateral (
      select count(*) as lines, sum(i.gross) as gross from order_items i where i.order_id = o.id and o.counted
    ) i on true
    group by 1, 2, 3;
    insert into order_hour_rollups (day, branch_id, hour, orders, revenue, canceled)
    select (o.placed_at at time zone b.time_zone)::date, o.branch_id,
      extract(hour from o.placed_at at time zone b.time_zone)::smallint,
      count(*) filter (where order_counts(o.is_canceled, o.is_rejected, o.is_failed)),
      coalesce(sum(o.total_gross) filter (where order_counts(o.is_canceled, o.is_rejected, o.is_failed)), 0),
      count(*) filter (where not order_counts(o.is_canceled, o.is_rejected, o.is_failed))
    from orders o join branches b on b.id = o.branch_id
    group by 1, 2, 3;
    insert into order_product_rollups (day, branch_id, product_uid, name, lines, gross)
    select (o.placed_at at time zone b.time_zone)::date, o.branch_id, i.product_uid,
      (array_agg(i.name order by o.placed_at desc))[1], count(*), sum(i.gross)
    from orders o join branches b on b.id = o.branch_id join order_items i on i.order_id = o.id
    where order_counts(o.is_canceled, o.is_rejected, o.is_failed)
    group by 1, 2, 3;
  end $$`.execute(db);
}

export async function down(): Promise<void> {
  // 0037's down removes the function; its first body is equivalent.
}
