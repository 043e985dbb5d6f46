import type { Localized } from "@dukkan/contracts";
import { type Db, productSearchDocument } from "@dukkan/db";
import * as s from "@dukkan/db/schema";
import { asc, inArray, sql } from "drizzle-orm";
import { Random, roundIqd } from "./random.ts";

export interface LargeCatalogOptions {
  /** How many products to add (default 20,000). */
  products?: number;
  /** Reference time for created_at values (default: now, truncated to the day). */
  now?: Date;
}

/**
 * Adds a large generated catalogue on top of the demo store (for benchmarks): variations of the demo products,
 * with their categories, colours, sizes and media keys, new codes and names, prices and stock. Deterministic.
 * Requires the demo store to be seeded first.
 *
 * Bench data only, so it writes in bulk (multi-row inserts of 1,000 products) rather than through the catalogue
 * write path: 100,000 products one write at a time would take many minutes. It writes no audit entries and no
 * opening stock movements (docs/decisions/0008).
 */
export async function seedLargeCatalog(
  db: Db,
  options: LargeCatalogOptions = {},
): Promise<{ products: number; ms: number }> {
  const started = performance.now();
  const total = options.products ?? 20_000;
  const now = options.now ?? new Date(new Date().toISOString().slice(0, 10));
  const rng = new Random(4_242);

  const templates = await db.query.products.findMany({ orderBy: asc(s.products.id) });
  if (templates.length === 0)
    throw new Error("seedLargeCatalog needs the demo store: run seedDemoStore first");
  const ids = templates.map((p) => p.id);
  const [links, colors, brands, categories] = await Promise.all([
    db.select().from(s.productCategories).where(inArray(s.productCategories.productId, ids)),
    db
      .select()
      .from(s.productColors)
      .where(inArray(s.productColors.productId, ids))
      .orderBy(asc(s.productColors.id)),
    db.select().from(s.brands),
    db.select().from(s.categories),
  ]);
  const sizes = await db
    .select()
    .from(s.productColorSizes)
    .where(
      inArray(
        s.productColorSizes.productColorId,
        colors.map((c) => c.id),
      ),
    )
    .orderBy(asc(s.productColorSizes.id));
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const categoriesOf = groupBy(links, (l) => l.productId);
  const colorsOf = groupBy(colors, (c) => c.productId);
  const sizesOf = groupBy(sizes, (z) => z.productColorId);

  const batch = 1_000;
  await db.transaction(async (tx) => {
    for (let startAt = 0; startAt < total; startAt += batch) {
      const count = Math.min(batch, total - startAt);
      const rows: s.NewProduct[] = [];
      const picked: (typeof templates)[number][] = [];
      for (let i = 0; i < count; i++) {
        const n = startAt + i;
        const t = templates[n % templates.length]!;
        const series = `S${100 + (n % 900)}-${Math.floor(n / 900)}`;
        const name = mapLocalized(t.name, (text) => `${text} ${series}`);
        const code = `${t.code.replace(/-\d+$/, "")}-${200_000 + n}`;
        const createdAt = new Date(
          now.getTime() - rng.int(0, 3 * 365) * 86_400_000 - rng.int(0, 86_399) * 1000,
        );
        rows.push({
          brandId: t.brandId,
          name,
          description: t.description,
          detail: t.detail,
          code,
          image: t.image,
          pdf: null,
          discount: rng.chance(0.2) ? rng.pick([5, 10, 15, 20, 25, 30]) : 0,
          status: rng.chance(0.03) ? 0 : 1,
          rating: Math.round((3 + rng.next() * 2) * 10) / 10,
          reviews: rng.int(0, 300),
          unitsSold: rng.int(0, 2_000),
          searchDocument: productSearchDocument({
            name,
            code,
            brandName: brandName.get(t.brandId) ?? null,
            categoryNames: (categoriesOf.get(t.id) ?? [])
              .map((l) => categoryName.get(l.categoryId)!)
              .filter(Boolean),
          }),
          createdAt,
          updatedAt: createdAt,
        });
        picked.push(t);
      }
      const inserted = await tx.insert(s.products).values(rows).returning({ id: s.products.id });
      const newLinks: s.NewProductCategory[] = [];
      const newColors: s.NewProductColor[] = [];
      const colorTemplates: s.ProductColor[] = [];
      inserted.forEach(({ id }, i) => {
        const t = picked[i]!;
        for (const l of categoriesOf.get(t.id) ?? [])
          newLinks.push({ productId: id, categoryId: l.categoryId });
        for (const c of colorsOf.get(t.id) ?? []) {
          newColors.push({
            productId: id,
            colorId: c.colorId,
            images: c.images,
            invoiceNumber: null,
            sortOrder: c.sortOrder,
          });
          colorTemplates.push(c);
        }
      });
      if (newLinks.length > 0) await tx.insert(s.productCategories).values(newLinks);
      const colorIds: { id: number }[] = [];
      for (let i = 0; i < newColors.length; i += batch) {
        colorIds.push(
          ...(await tx
            .insert(s.productColors)
            .values(newColors.slice(i, i + batch))
            .returning({ id: s.productColors.id })),
        );
      }
      const newSizes: s.NewProductColorSize[] = [];
      colorIds.forEach(({ id }, i) => {
        for (const z of sizesOf.get(colorTemplates[i]!.id) ?? []) {
          newSizes.push({
            productColorId: id,
            size: z.size,
            price: roundIqd(z.price * (0.85 + rng.next() * 0.3)),
            quantity: rng.chance(0.1) ? 0 : rng.int(1, 60),
            sortOrder: z.sortOrder,
          });
        }
      });
      for (let i = 0; i < newSizes.length; i += batch) {
        await tx.insert(s.productColorSizes).values(newSizes.slice(i, i + batch));
      }
      // The tables grow a hundredfold in this one transaction: without fresh statistics the planner keeps the
      // plans of the small demo store (sequential scans) for the stock triggers' lookups, and each batch is
      // slower than the last. ANALYZE counts this transaction's own rows.
      if ((startAt / batch) % 10 === 9)
        await tx.execute(sql`ANALYZE products, product_colors, product_color_sizes, product_categories`);
    }
  });
  return { products: total, ms: Math.round(performance.now() - started) };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Every language filled (the benchmark searches in all five): a language the template lacks gets the Arabic. */
function mapLocalized(value: Localized, fn: (text: string) => string): Localized {
  const out: Localized = { ar: fn(value.ar) };
  for (const lang of ["en", "ckb", "tr", "it"] as const) out[lang] = fn(value[lang] || value.ar);
  return out;
}
