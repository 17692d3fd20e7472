// The million orders of bench:scale: the generator of the demo history (api/src/app/seed/order-history.ts, one
// generate_series statement per month of days) with the rollup triggers off, then one rebuild of the rollups and
// VACUUM ANALYZE, as a shop with a year of history would have them.
import { bulkLoadTriggers, orderHistoryQuery } from '../../api/src/app/seed/order-history.ts';

/** Writes about `count` orders over the `days` days up to `lastDay`; returns { orders, items, seconds }. */
export async function generateOrders(client, { count, lastDay, days, log }) {
  const started = performance.now();
  const { rows: branches } = await client.query('select id from branches');
  // The generator's mean factors: weekday (0.9, 0.9, 1, 1, 1.2, 1.5, 0.6) and branch (0.6 + (id % 3) × 0.3).
  const weekday = (0.9 + 0.9 + 1 + 1 + 1.2 + 1.5 + 0.6) / 7;
  const branchFactor = branches.reduce((sum, b) => sum + 0.6 + (b.id % 3) * 0.3, 0);
  const perBranchDay = count / (days * weekday * branchFactor);
  for (const name of bulkLoadTriggers) {
    const [table, trigger] = name.split('.');
    await client.query(`alter table ${table} disable trigger ${trigger}`);
  }
  // Like a restore: the secondary indexes (trigram search, history paging, …) are built once after the load instead
  // of row by row (constraint indexes stay).
  const { rows: indexes } = await client.query(`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('orders', 'order_items')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes) await client.query(`drop index ${index.indexname}`);
  let orders = 0;
  let items = 0;
  const chunk = 31;
  for (let done = 0; done < days; done += chunk) {
    const span = Math.min(chunk, days - done);
    const last = new Date(Date.parse(`${lastDay}T00:00:00Z`) - done * 86_400_000).toISOString().slice(0, 10);
    const { text, values } = orderHistoryQuery({ lastDay: last, days: span, perBranchDay, customers: 50_000 });
    const { rows } = await client.query(text, values);
    orders += rows[0].orders;
    items += rows[0].items;
    // The next month finds its returning customers by e-mail: the planner must know the table has grown.
    await client.query('analyze customers');
    log?.(`    … ${orders.toLocaleString('en')} orders, ${items.toLocaleString('en')} items`);
  }
  for (const name of bulkLoadTriggers) {
    const [table, trigger] = name.split('.');
    await client.query(`alter table ${table} enable trigger ${trigger}`);
  }
  log?.(`    rebuilding ${indexes.length} indexes and the rollups …`);
  for (const index of indexes) await client.query(index.indexdef);
  await client.query('select order_rollups_rebuild()');
  await client.query('vacuum analyze orders');
  await client.query('vacuum analyze order_items');
  await client.query('vacuum analyze order_day_rollups');
  await client.query('vacuum analyze order_hour_rollups');
  await client.query('vacuum analyze order_product_rollups');
  return { orders, items, seconds: (performance.now() - started) / 1000 };
}
