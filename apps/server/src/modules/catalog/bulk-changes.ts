import { type BulkAnswer, type BulkPreviewRow, type BulkRequest, bulkRequestSchema } from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import { brands, categories } from "@dukkan/db/schema/catalog";
import { type SQL, sql } from "drizzle-orm";
import { AppError } from "#server/lib/app-error.ts";
import { parseInput } from "#server/lib/input.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import { rebuildSearchDocuments } from "./search-documents.ts";
import { whereOf } from "./staff-products.repository.ts";
import type { WriteSteps } from "./write-steps.service.ts";

type Change = ReturnType<typeof parse>["change"];
const parse = (input: unknown) => parseInput(bulkRequestSchema, input);
/** Products a batch writes: one transaction and one audit entry each. */
const productsPerBatch = 1_000;
const previewRows = 100;

/** A size's new price: the change, then the nearest 250 IQD. */
function newPrice(change: Extract<Change, { kind: "price" }>): SQL {
  const changed =
    change.percent !== undefined
      ? sql`s.price * (1 + ${change.percent}::numeric / 100)`
      : sql`s.price + ${change.amount ?? 0}::numeric`;
  return sql`(round((${changed}) / 250) * 250)::int`;
}

/**
 * What a change makes of each row it touches, as SQL over the products `ids`: the row's product, its size (a
 * price change) and its value before and after, for the rows whose value changes.
 */
function changedRows(change: Change, ids: SQL): SQL {
  switch (change.kind) {
    case "price":
      return sql`SELECT p.id AS product_id, p.code, p.name, s.id AS size_id, s.size, s.price::text AS before,
                        ${newPrice(change)}::text AS after
                 FROM products p JOIN product_colors pc ON pc.product_id = p.id
                 JOIN product_color_sizes s ON s.product_color_id = pc.id
                 WHERE p.id IN (${ids}) AND ${newPrice(change)} <> s.price`;
    case "discount":
      return sql`SELECT p.id AS product_id, p.code, p.name, NULL::int AS size_id, NULL::jsonb AS size,
                        p.discount::text AS before, ${String(change.value)} AS after
                 FROM products p WHERE p.id IN (${ids}) AND p.discount <> ${change.value}`;
    case "active":
      return sql`SELECT p.id AS product_id, p.code, p.name, NULL::int AS size_id, NULL::jsonb AS size,
                        (p.status = 1)::text AS before, ${String(change.value)} AS after
                 FROM products p WHERE p.id IN (${ids}) AND (p.status = 1) <> ${change.value}`;
    case "brand":
      return sql`SELECT p.id AS product_id, p.code, p.name, NULL::int AS size_id, NULL::jsonb AS size,
                        b.name ->> 'ar' AS before, (SELECT name ->> 'ar' FROM brands WHERE id = ${change.brand_id}) AS after
                 FROM products p JOIN brands b ON b.id = p.brand_id
                 WHERE p.id IN (${ids}) AND p.brand_id <> ${change.brand_id}`;
    case "category": {
      const names = sql`coalesce((SELECT string_agg(c.name ->> 'ar', ' | ' ORDER BY c.id) FROM product_categories x
                          JOIN categories c ON c.id = x.category_id WHERE x.product_id = p.id), '')`;
      const target = sql`(SELECT name ->> 'ar' FROM categories WHERE id = ${change.category_id})`;
      const inIt = sql`EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id AND x.category_id = ${change.category_id})`;
      const others = sql`EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id AND x.category_id <> ${change.category_id})`;
      const changes = change.mode === "replace" ? sql`(NOT ${inIt} OR ${others})` : sql`NOT ${inIt}`;
      const after =
        change.mode === "replace"
          ? target
          : sql`CASE WHEN ${names} = '' THEN ${target} ELSE ${names} || ' | ' || ${target} END`;
      return sql`SELECT p.id AS product_id, p.code, p.name, NULL::int AS size_id, NULL::jsonb AS size,
                        ${names} AS before, ${after} AS after
                 FROM products p WHERE p.id IN (${ids}) AND ${changes}`;
    }
  }
}

/** Writes the change to the products `ids` (changed rows only). */
async function writeChange(tx: Db, change: Change, ids: number[], at: Date | undefined) {
  const list = sql`SELECT unnest(${sql.param(ids)}::int[])`;
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  switch (change.kind) {
    case "price":
      await tx.execute(sql`UPDATE product_color_sizes s SET price = ${newPrice(change)}, updated_at = ${now}
        FROM product_colors pc WHERE pc.id = s.product_color_id AND pc.product_id IN (${list})
        AND ${newPrice(change)} <> s.price`);
      break;
    case "discount":
      await tx.execute(sql`UPDATE products SET discount = ${change.value}, updated_at = ${now}
        WHERE id IN (${list}) AND discount <> ${change.value}`);
      break;
    case "active":
      await tx.execute(sql`UPDATE products SET status = ${change.value ? 1 : 0}, updated_at = ${now}
        WHERE id IN (${list}) AND (status = 1) <> ${change.value}`);
      break;
    case "brand":
      await tx.execute(sql`UPDATE products SET brand_id = ${change.brand_id}, updated_at = ${now}
        WHERE id IN (${list}) AND brand_id <> ${change.brand_id}`);
      break;
    case "category":
      if (change.mode === "replace")
        await tx.execute(sql`DELETE FROM product_categories WHERE product_id IN (${list})
          AND category_id <> ${change.category_id}`);
      await tx.execute(sql`INSERT INTO product_categories (product_id, category_id)
        SELECT id, ${change.category_id} FROM (${list}) AS l(id) ON CONFLICT DO NOTHING`);
      await tx.execute(sql`UPDATE products SET updated_at = ${now} WHERE id IN (${list})`);
      break;
  }
}

/**
 * Bulk changes (issue 19): the products a list's filters select, one change, a preview of before and after,
 * then batches of 1,000 products, each one transaction with one audit entry (what changed, for which products)
 * and the search documents a brand or category change rewrites; the caches follow after each batch.
 */
export function createBulkChanges(steps: WriteSteps, db: Db) {
  const { repository, write, requireIds } = steps;

  async function selected(filters: ReturnType<typeof parse>["filters"]): Promise<number[]> {
    const where = whereOf({ ...filters, sort: "newest", page: 1, per_page: 50 });
    return (
      await rowsOf<{ id: number }>(db.execute(sql`SELECT p.id FROM products p WHERE ${where} ORDER BY p.id`))
    ).map((r) => r.id);
  }

  async function check(change: Change) {
    if (change.kind === "brand") await requireIds(db, brands, [change.brand_id], "change.brand_id");
    if (change.kind === "category")
      await requireIds(db, categories, [change.category_id], "change.category_id");
  }

  /** The request checked, the products it selects, and the preview of what it changes in them. */
  async function inspect(input: BulkRequest) {
    const { filters, change } = parse(input);
    await check(change);
    const ids = await selected(filters);
    return { filters, change, ids, answer: await previewOf(change, ids) };
  }

  async function previewOf(change: Change, ids: number[]): Promise<BulkAnswer> {
    if (ids.length === 0) return { applied: false, products: 0, changes: 0, preview: [] };
    const list = sql`SELECT unnest(${sql.param(ids)}::int[])`;
    const rows = changedRows(change, list);
    const [counted] = await rowsOf<{ n: number; lowest: number | null }>(
      db.execute(sql`SELECT count(*)::int AS n,
        ${change.kind === "price" ? sql`min(after::int)` : sql`NULL::int`} AS lowest FROM (${rows}) r`),
    );
    // A price must stay above zero: a change that would give away any size is refused as a whole.
    if (change.kind === "price" && counted && counted.lowest !== null && counted.lowest <= 0)
      throw new AppError("validation_failed", "The change would bring some prices to zero or below", {
        "change.percent": ["price_not_positive"],
      });
    const first = await rowsOf<BulkPreviewRow>(
      db.execute(sql`SELECT product_id, code, name, size, before, after FROM (${rows}) r
                     ORDER BY product_id, size_id NULLS FIRST LIMIT ${previewRows}`),
    );
    return { applied: false, products: ids.length, changes: counted?.n ?? 0, preview: first };
  }

  async function preview(input: BulkRequest): Promise<BulkAnswer> {
    return (await inspect(input)).answer;
  }

  async function apply(ctx: WriteContext, input: BulkRequest): Promise<BulkAnswer> {
    const { filters, change, ids, answer } = await inspect(input);
    for (let i = 0; i < ids.length; i += productsPerBatch) {
      const batch = ids.slice(i, i + productsPerBatch);
      await write(ctx, async (tx, changes) => {
        const changed = await rowsOf<{ product_id: number }>(
          tx.execute(
            sql`SELECT DISTINCT product_id FROM (${changedRows(change, sql`SELECT unnest(${sql.param(batch)}::int[])`)}) r`,
          ),
        );
        if (changed.length === 0) return;
        const productIds = changed.map((r) => r.product_id).sort((a, b) => a - b);
        await writeChange(tx, change, productIds, ctx.at);
        if (change.kind === "brand" || change.kind === "category")
          await rebuildSearchDocuments(tx, repository, productIds);
        changes.push({
          entity: "product_bulk",
          entityId: productIds[0]!,
          action: "update",
          before: null,
          after: { change, filters, product_ids: productIds },
        });
      });
    }
    return { ...answer, applied: true };
  }

  return { preview, apply };
}
export type BulkChanges = ReturnType<typeof createBulkChanges>;
