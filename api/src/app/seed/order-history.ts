import { localDateOf } from '@bestell/domain';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Generated order history (issue 26): the demo's six months, so board history, order history, customers and the
 * statistics look real on a fresh start, and the million orders of `npm run bench:scale`. One SQL statement
 * (generate_series, data-modifying CTEs): orders and their items of every branch for `days` days up to `lastDay`
 * (the day before today: today's counters and board stay untouched), with
 * - a weekday pattern (Saturday busiest, Sunday quietest) and a bakery's hours (morning and lunch peaks), local time
 *   of the branch (`branches.time_zone`);
 * - 1 to 4 lines of enabled products at their catalog price, takeaway mostly, some delivery and dine-in;
 * - about 3 % cancelled, 1.5 % rejected, 0.5 % failed online payments (cancelled afterwards, as staff would: an open
 *   order stays on the board), the rest completed and acknowledged;
 * - every origin (storefront, shop page, widget, desk, back-office) and a pool of returning customers, created (or
 *   found by e-mail) and linked in the same statement, as the customers' link pass would have done it.
 * The rollups follow through the triggers of migration 0037 (or, for bulk loads, `order_rollups_rebuild()`).
 */
export interface OrderHistoryOptions {
  /** The last day (YYYY-MM-DD, local) that gets orders. */
  lastDay: string;
  days: number;
  /** Average orders per branch and day (before the weekday and branch factors). */
  perBranchDay: number;
  /** How many different customers place them. */
  customers: number;
}

const firstNames = ['Anna', 'Lukas', 'Maria', 'David', 'Lena', 'Jakob', 'Sophie', 'Felix', 'Laura', 'Paul', 'Julia'];
const lastNames = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner'];
const text = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** $1 last day, $2 days, $3 orders per branch and day, $4 customers. Answers one row: { orders, items }. */
const statement = `
  with branch_days as (
    select b.id as branch_id, b.time_zone, d::date as day,
      greatest(1, round($3::numeric * (array[0.9, 0.9, 1.0, 1.0, 1.2, 1.5, 0.6])[extract(isodow from d)::integer]
        * (0.6 + (b.id % 3) * 0.3) * (0.8 + random()::numeric * 0.4)))::integer as n
    from branches b
    cross join generate_series($1::date - ($2::integer - 1), $1::date, interval '1 day') d
  ),
  catalog as (
    select array_agg(p.id order by p.id) as ids, array_agg(p.uid order by p.id) as uids,
      array_agg(p.name order by p.id) as names, array_agg(p.price order by p.id) as prices, count(*)::integer as k
    from products p where p.is_enabled and p.price > 0
  ),
  drawn as (
    select bd.branch_id, bd.time_zone, bd.day, s.n as seq, random() as r_hour, random() as r_minute,
      random() as r_state, random() as r_origin, random() as r_mode, random() as r_pay,
      floor(random() * $4::integer)::integer as customer
    from branch_days bd cross join lateral generate_series(1, bd.n) s(n)
  ),
  placed as (
    select d.*, gen_random_uuid()::text as uid,
      (d.day + make_time((array[6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 12, 13, 13, 14, 15, 16, 16, 17,
        17, 17, 18, 18, 19])[1 + floor(d.r_hour * 29)::integer], floor(d.r_minute * 60)::integer, 0))
        at time zone d.time_zone as placed_at,
      case when d.r_state < 0.03 then 'canceled' when d.r_state < 0.045 then 'rejected'
        when d.r_state < 0.05 then 'failed' else 'completed' end as state,
      case when d.r_origin < 0.55 then 'storefront' when d.r_origin < 0.7 then 'shop-page'
        when d.r_origin < 0.82 then 'widget' when d.r_origin < 0.95 then 'desk' else 'back-office' end as origin,
      case when d.r_mode < 0.8 then 'takeaway' when d.r_mode < 0.95 then 'delivery' else 'dineIn' end as mode
    from drawn d
  ),
  numbered as (
    select p.*, row_number() over (partition by p.branch_id, p.day order by p.placed_at, p.seq)::integer as ticket,
      (${text(firstNames)})[1 + p.customer % ${firstNames.length}] as first_name,
      (${text(lastNames)})[1 + (p.customer / ${firstNames.length}) % ${lastNames.length}] as last_name,
      lower((${text(firstNames)})[1 + p.customer % ${firstNames.length}] || '.'
        || (${text(lastNames)})[1 + (p.customer / ${firstNames.length}) % ${lastNames.length}]) || '.' || p.customer
        || '@example.at' as email,
      '+43664' || lpad(p.customer::text, 7, '0') as phone,
      case when p.state = 'failed' or p.r_pay >= 0.9 then 'online' when p.r_pay < 0.6 then 'cash'
        when p.r_pay < 0.85 then 'atm-card' else 'voucher' end as payment
    from placed p
  ),
  lines as (
    select n.uid, l.position, c.ids[l.pick] as product_id, c.uids[l.pick] as product_uid, c.names[l.pick] as name,
      l.amount::numeric as amount, c.prices[l.pick] as price
    from numbered n cross join catalog c
    cross join lateral (
      select g - 1 as position, 1 + floor(random() * c.k)::integer as pick, 1 + floor(random() * 3)::integer as amount
      from generate_series(1, 1 + (hashtext(n.uid) & 3)) g
    ) l
  ),
  totals as (
    select n.*, t.gross, case when n.mode = 'delivery' then 3.5 else 0 end as delivery_gross
    from numbered n join (select uid, sum(amount * price) as gross from lines group by uid) t on t.uid = n.uid
  ),
  new_customers as (
    insert into customers (first_name, last_name, email, phone, street, zip_code, city, country, created_at, updated_at)
    select t.first_name, t.last_name, t.email, t.phone,
      case when bool_or(t.mode = 'delivery') then 'Hauptstraße ' || (1 + t.customer % 90) end,
      case when bool_or(t.mode = 'delivery') then '1070' end, case when bool_or(t.mode = 'delivery') then 'Wien' end,
      'AT', min(t.placed_at), max(t.placed_at)
    from totals t
    where not exists (select 1 from customers c where c.email is not null and lower(c.email) = t.email)
    group by t.customer, t.first_name, t.last_name, t.email, t.phone
    returning id, email
  ),
  inserted as (
    insert into orders (uid, hash, branch_id, business_date, ticket_number, mode, submit_mode, is_delivery, is_dine_in,
      first_name, last_name, email, phone, customer, payment_method, notification_type, due_at, rejection_message,
      table_identifier, gross, delivery_gross, total_gross, net, tax, taxes, is_confirmed, is_rejected, is_canceled,
      is_completed, is_paid, is_failed, placed_at, updated_at, acknowledged_at, origin, customer_id)
    select t.uid, md5(random()::text || t.uid), t.branch_id, t.day, t.ticket, t.mode, 'order', t.mode = 'delivery',
      t.mode = 'dineIn', t.first_name, t.last_name, t.email, t.phone,
      case when t.mode = 'delivery' then jsonb_build_object('street', 'Hauptstraße ' || (1 + t.customer % 90),
        'zipCode', '1070', 'city', 'Wien', 'country', 'AT') else '{}'::jsonb end,
      t.payment, 'email', t.placed_at + interval '20 minutes',
      case when t.state = 'rejected' then 'Leider sind wir heute ausverkauft.' end,
      case when t.mode = 'dineIn' then '1' end,
      t.gross, t.delivery_gross, t.gross + t.delivery_gross, round((t.gross + t.delivery_gross) / 1.1, 4),
      t.gross + t.delivery_gross - round((t.gross + t.delivery_gross) / 1.1, 4),
      jsonb_build_object('10', (t.gross + t.delivery_gross - round((t.gross + t.delivery_gross) / 1.1, 4))::text),
      t.state = 'completed', t.state = 'rejected', t.state in ('canceled', 'failed'), t.state = 'completed',
      t.payment = 'online' and t.state <> 'failed', t.state = 'failed', t.placed_at,
      t.placed_at + interval '30 minutes', t.placed_at + interval '1 minute', t.origin,
      coalesce(n.id, e.id)
    from totals t left join new_customers n on n.email = t.email
    left join (
      select lower(c.email) as email, min(c.id) as id from customers c where c.email is not null group by 1
    ) e on e.email = t.email
    returning id, uid
  ),
  inserted_items as (
    insert into order_items (order_id, position, product_id, product_uid, name, amount, unit, calculation_model,
      unit_price, gross, tax_rate)
    select o.id, l.position, l.product_id, l.product_uid, l.name, l.amount, 'Stk.', 'fixed', l.price,
      l.amount * l.price, 10
    from lines l join inserted o on o.uid = l.uid
    returning order_id
  )
  select (select count(*) from inserted)::integer as orders, (select count(*) from inserted_items)::integer as items`;

/** The statement and its parameters (for a plain `pg` client too: the scale bench). */
export function orderHistoryQuery(options: OrderHistoryOptions): { text: string; values: unknown[] } {
  return { text: statement, values: [options.lastDay, options.days, options.perBranchDay, options.customers] };
}

/** The rollup triggers a bulk load turns off (then rebuilds the rollups from the raw rows at once). */
export const bulkLoadTriggers = ['orders.orders_rollup_insert', 'order_items.order_items_rollup_insert'];

/**
 * Writes the history in one statement (in the caller's transaction); answers how many orders and items it wrote.
 * `bulk`: the rollup triggers are off for the statement and the rollups rebuilt after it (a large load).
 */
export async function seedOrderHistory(
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  options: OrderHistoryOptions & { bulk?: boolean },
): Promise<{ orders: number; items: number }> {
  const { text: sqlText, values } = orderHistoryQuery(options);
  const toggle = async (state: 'enable' | 'disable') => {
    for (const name of bulkLoadTriggers) {
      const [table, trigger] = name.split('.');
      await db.executeQuery(CompiledQuery.raw(`alter table ${table} ${state} trigger ${trigger}`));
    }
  };
  if (options.bulk) await toggle('disable');
  const { rows } = await db.executeQuery<{ orders: number; items: number }>(CompiledQuery.raw(sqlText, values));
  if (options.bulk) {
    await toggle('enable');
    await db.executeQuery(CompiledQuery.raw('select order_rollups_rebuild()'));
  }
  return rows[0] ?? { orders: 0, items: 0 };
}

/** The demo's history: six months up to yesterday (Europe/Vienna), about 9,000 orders of 400 customers. */
export function demoHistoryOptions(now: Date): OrderHistoryOptions {
  const today = localDateOf(now.getTime(), 'Europe/Vienna');
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { lastDay: yesterday, days: 182, perBranchDay: 9, customers: 400 };
}
