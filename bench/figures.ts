/**
 * The day's figures (issue 38, decision 0035) on the bench's 100,000 generated orders, as the staff home page and
 * the reports page ask for them: today, this week, this month, a year, and the home page's three at once.
 *
 *   node --import tsx bench/figures.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/dukkan_figures_bench)
 *
 * Seeds the database once (the generated orders get a timeline, couriers and settlements), then times 20 calls per
 * range after a warm-up and prints the median and p95. Not a test: nothing asserts a duration.
 */
import path from "node:path";
import { addDays, shopDay, shopMonthStart, shopWeekStart } from "@dukkan/contracts/shop-days";
import { openDatabase } from "@dukkan/db";
import pg from "pg";
import { reportFigures } from "../apps/server/src/modules/orders/order-figures.ts";
import { prepareBenchDatabase } from "./lib/database.ts";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/dukkan_figures_bench";
const root = path.resolve(import.meta.dirname, "../.cache/bench-figures");
const prepared = await prepareBenchDatabase({ url, products: 0, root });
const client = new pg.Client({ connectionString: url });
await client.connect();
// The generated orders have no timeline: give each its placed event and, when delivered, returned or out, the
// move that brought it there a day later; a courier per governorate-ish; a few open settlement differences.
const events = Number((await client.query("select count(*) n from order_status_events")).rows[0].n);
if (events < 100_000) {
  console.log("adding timeline events, couriers, settlements…");
  await client.query(`insert into couriers (name, phone)
    select 'Courier ' || g, '+964770000' || lpad(g::text, 4, '0') from generate_series(1, 20) g
    on conflict do nothing`);
  await client.query(`update orders o set courier_id = (select id from couriers order by id offset (o.id % 20) limit 1),
      amount_to_collect = o.total
    where order_number like 'DK-B%' and status in ('with_courier', 'delivered', 'returned')`);
  await client.query(`insert into order_status_events (order_id, kind, status, created_at, updated_at)
    select id, 'status', 'placed', created_at, created_at from orders where order_number like 'DK-B%'`);
  await client.query(`insert into order_status_events (order_id, kind, status, created_at, updated_at)
    select id, 'status', s, created_at + interval '1 hour', created_at + interval '1 hour'
      from orders, unnest(array['confirmed']) s
     where order_number like 'DK-B%' and status not in ('placed', 'draft')`);
  await client.query(`insert into order_status_events (order_id, kind, status, created_at, updated_at)
    select id, 'status', status, created_at + interval '1 day', created_at + interval '1 day'
      from orders where order_number like 'DK-B%' and status in ('with_courier', 'delivered', 'returned', 'cancelled')`);
  // Most deliveries long settled: a settlement per courier and month, a few with a difference.
  await client.query(`insert into courier_settlements (courier_id, expected, received, created_at, updated_at)
    select c.id, 100000, case when c.id % 7 = 0 then 95000 else 100000 end, now(), now() from couriers c`);
  await client.query(`update orders o set settlement_id = (select s.id from courier_settlements s where s.courier_id = o.courier_id limit 1)
    where order_number like 'DK-B%' and status = 'delivered' and created_at < now() - interval '3 days'`);
  await client.query("vacuum analyze");
}
const counts = (
  await client.query("select (select count(*) from orders) o, (select count(*) from order_status_events) e")
).rows[0];
console.log(`orders ${counts.o}, timeline events ${counts.e}`);
await client.end();

const database = await openDatabase({ databaseUrl: url, dataDir: prepared.dataDir });
const today = shopDay();
const ranges: [string, string, string][] = [
  ["today", today, today],
  ["this week", shopWeekStart(today), today],
  ["this month", shopMonthStart(today), today],
  ["a year", addDays(today, -365), today],
];
for (const [name, from, to] of ranges) {
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof reportFigures>> | undefined;
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    last = await reportFigures(database.db, { from, to, lang: "ar" });
    times.push(performance.now() - start);
  }
  times.shift(); // warm-up
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} median ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms (delivered ${last!.delivered.orders}, placed ${last!.refusals.orders})`,
  );
}
// The home page asks three at once (today, this week, this month).
{
  const times: number[] = [];
  for (let i = 0; i < 11; i++) {
    const start = performance.now();
    await Promise.all(
      ranges.slice(0, 3).map(([, from, to]) => reportFigures(database.db, { from, to, lang: "ar" })),
    );
    times.push(performance.now() - start);
  }
  times.shift();
  times.sort((a, b) => a - b);
  console.log(`home page (3 at once) median ${times[5]!.toFixed(1)} ms, max ${times[9]!.toFixed(1)} ms`);
}
await database.close();
