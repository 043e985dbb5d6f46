import { existsSync } from "node:fs";
import path from "node:path";
import { isEmpty, migrate, openDatabase } from "@dukkan/db";
import { seedDemoStore, truncateAll } from "@dukkan/server/seed/index";
import { seedLargeCatalog } from "@dukkan/server/seed/large";
import { sql } from "drizzle-orm";
import pg from "pg";

export interface BenchFixtures {
  /** An active, in-stock product (the demo store's first). */
  productId: number;
  /** Active products to rotate over on the detail scenarios. */
  productIds: number[];
  brandId: number;
  categoryId: number;
  /** Sellable sizes (with their product and colour) given effectively endless stock for the checkout scenario. */
  sizes: { productId: number; colorId: number; sizeId: number }[];
}

/** The order desk's list is measured on this many orders (issue 17). */
export const benchOrders = 100_000;

/**
 * Generated orders (numbers `DK-B…`) for the staff order list scenario, once: spread over two years, every
 * status, the governorates, Arabic and Latin names and phones, a line each. Plain SQL in one statement per
 * table: the order service's checks are not what is measured here.
 */
async function seedBenchOrders(client: pg.Client, count: number) {
  const have = Number(
    (await client.query("select count(*) as n from orders where order_number like 'DK-B%'")).rows[0]?.n,
  );
  if (have >= count) return;
  console.log(`bench: adding ${count - have} orders for the order desk…`);
  await client.query("delete from orders where order_number like 'DK-B%'");
  await client.query(
    `insert into orders (order_number, full_name, phone, city_id, city, address, status, subtotal, discount,
                         delivery_fee, total, payment_method, lang, created_at, updated_at)
     select 'DK-B' || lpad(g::text, 7, '0'),
            (array['زينب علي', 'Ahmed Hassan', 'مريم عبد الرحمن', 'Karwan Aziz', 'نور محمد جاسم'])[1 + g % 5] || ' ' || g,
            '+9647' || (array['70', '71', '72', '80', '81', '90'])[1 + g % 6] || lpad(((g * 7919) % 10000000)::text, 7, '0'),
            c.ids[1 + g % array_length(c.ids, 1)], 'Karrada', 'Street ' || (g % 90),
            (array['placed', 'confirmed', 'preparing', 'with_courier', 'delivered', 'delivered', 'delivered',
                   'cancelled', 'returned'])[1 + g % 9],
            25000 + (g % 200) * 1000, 0, 5000, 30000 + (g % 200) * 1000, 'cod',
            (array['ar', 'ar', 'ar', 'ckb', 'en'])[1 + g % 5],
            now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
       from generate_series(1, $1::int) g, (select array_agg(id order by id) as ids from cities) c`,
    [count],
  );
  await client.query(
    `insert into order_items (order_id, product_id, name, code, image, unit_price, quantity, line_total)
     select o.id, p.id, p.name, p.code, 'products/sink-1.svg', o.subtotal, 1 + o.id % 3, o.subtotal
       from orders o, (select id, name, code from products order by id limit 1) p
      where o.order_number like 'DK-B%'`,
  );
}

/**
 * The benchmark's own PostgreSQL database, filled once with the demo store plus a generated catalogue up to
 * `products`, and kept between runs (a new fill only when the count differs or the media are gone).
 */
export async function prepareBenchDatabase(options: {
  url: string;
  /** `demo`: the demo store alone (issue 37 compares PostgreSQL with PGlite on the same store). */
  products: number | "demo";
  root: string;
  /** Generated orders for the order desk (benchOrders unless told). */
  orders?: number;
}) {
  const url = new URL(options.url);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(options.url), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      await admin.query(
        `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
    }
  } finally {
    await admin.end();
  }

  const dataDir = path.join(options.root, "bench/.data", name);
  const mediaDir = path.join(dataDir, "media");
  const database = await openDatabase({ databaseUrl: options.url, dataDir });
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await migrate(database);
    const { db } = database;
    const count = async () =>
      Number((await client.query("select count(*) as n from products")).rows[0]?.n ?? 0);
    const have = await count();
    const stale = options.products === "demo" ? have === 0 : have !== options.products;
    if (stale || !existsSync(mediaDir)) {
      console.log(`bench: filling ${name} with ${options.products} products (once; later runs reuse it)…`);
      await truncateAll(db);
      const demo = await seedDemoStore(db, { mediaDir });
      const extra = options.products === "demo" ? 0 : options.products - demo.products;
      if (extra > 0) await seedLargeCatalog(db, { products: extra });
    }
    if ((options.orders ?? benchOrders) > 0) await seedBenchOrders(client, options.orders ?? benchOrders);
    // Every run, not only after a fill: a migration may have rewritten rows (0008 set products.in_stock), and
    // autovacuum may be off (it is on this machine's PostgreSQL). Index-only scans (listing pages and their
    // counts) need a fresh visibility map, and dead rows slow every scan.
    await client.query("vacuum analyze");

    const ids = await client.query<{ id: number }>(
      "select id from products where status = 1 and deleted_at is null order by id limit 200",
    );
    const pair = await client.query<{ brand_id: number; category_id: number }>(biggestBrandCategory);
    const sizes = await client.query<{ product_id: number; color_id: number; size_id: number }>(`
      select c.product_id, c.id as color_id, s.id as size_id from product_color_sizes s
      join product_colors c on c.id = s.product_color_id join products p on p.id = c.product_id
      where p.status = 1 and p.deleted_at is null order by s.id limit 50`);
    // Checkout measures placing orders, not selling out.
    await client.query("update product_color_sizes set quantity = 1000000000 where id = any($1)", [
      sizes.rows.map((r) => r.size_id),
    ]);
    const totals = await client.query<{ products: string; sizes: string }>(
      "select (select count(*) from products) as products, (select count(*) from product_color_sizes) as sizes",
    );
    const fixtures: BenchFixtures = {
      productId: Number(ids.rows[0]?.id ?? 1),
      productIds: ids.rows.map((r) => Number(r.id)),
      brandId: Number(pair.rows[0]?.brand_id),
      categoryId: Number(pair.rows[0]?.category_id),
      sizes: sizes.rows.map((r) => ({
        productId: Number(r.product_id),
        colorId: Number(r.color_id),
        sizeId: Number(r.size_id),
      })),
    };
    return {
      url: options.url,
      dataDir,
      fixtures,
      products: Number(totals.rows[0]?.products),
      sizes: Number(totals.rows[0]?.sizes),
    };
  } finally {
    await client.end();
    await database.close();
  }
}

/** The brand and category with the most listed products together: the brand/category scenario's page. */
const biggestBrandCategory = `
  select p.brand_id, pc.category_id from products p join product_categories pc on pc.product_id = p.id
  where p.status = 1 group by 1, 2 order by count(*) desc limit 1`;

/**
 * The store issue 20 measures: the demo store on the embedded PGlite (no DATABASE_URL), as `npm start` runs
 * on a fresh clone. Seeded once into `bench/.data/pglite-demo`; the server opens the same directory.
 */
export async function prepareDemoDatabase(options: { root: string }) {
  const dataDir = path.join(options.root, "bench/.data/pglite-demo");
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const { db } = database;
    if (await isEmpty(db)) {
      console.log("bench: seeding the demo store into PGlite (once; later runs reuse it)…");
      await seedDemoStore(db, { mediaDir: path.join(dataDir, "media") });
    }
    const rows = async <T>(query: string) =>
      ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
    const ids = await rows<{ id: number }>(
      "select id from products where status = 1 and deleted_at is null order by id limit 200",
    );
    const [pair] = await rows<{ brand_id: number; category_id: number }>(biggestBrandCategory);
    const totals = await rows<{ products: string; sizes: string }>(
      "select (select count(*) from products) as products, (select count(*) from product_color_sizes) as sizes",
    );
    const fixtures: BenchFixtures = {
      productId: Number(ids[0]?.id ?? 1),
      productIds: ids.map((r) => Number(r.id)),
      brandId: Number(pair?.brand_id),
      categoryId: Number(pair?.category_id),
      sizes: [],
    };
    return {
      url: undefined,
      dataDir,
      fixtures,
      products: Number(totals[0]?.products),
      sizes: Number(totals[0]?.sizes),
    };
  } finally {
    await database.close();
  }
}
