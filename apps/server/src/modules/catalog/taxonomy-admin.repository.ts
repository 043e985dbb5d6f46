import type { Db } from "@dukkan/db";
import { brands, categories, parts, subParts } from "@dukkan/db/schema/catalog";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { containsPattern } from "#server/lib/like-pattern.ts";

export interface TaxonomyFilter {
  q?: string | undefined;
  active?: boolean | undefined;
  sort: "order" | "name" | "usage";
  partId?: number | undefined;
  subPartId?: number | undefined;
}
interface Window {
  limit: number;
  offset: number;
}

// What uses each entity: what its deletion is refused for, and its `usage` sort. The outer table is named
// in full: drizzle would render its column unqualified, which the subquery would read as its own.
const brandProducts = sql<number>`(SELECT count(*)::int FROM products p
  WHERE p.brand_id = brands.id AND p.deleted_at IS NULL)`;
const categoryProducts = sql<number>`(SELECT count(*)::int FROM product_categories pc
  JOIN products p ON p.id = pc.product_id
  WHERE pc.category_id = categories.id AND p.deleted_at IS NULL)`;
const partSubParts = sql<number>`(SELECT count(*)::int FROM sub_parts s WHERE s.part_id = parts.id)`;
const subPartCategories = sql<number>`(SELECT count(*)::int FROM categories c
  WHERE c.sub_part_id = sub_parts.id)`;

/** The filters every taxonomy list shares: a name in any language, active or not. */
function commonWhere(table: { name: AnyPgColumn; active: AnyPgColumn }, filter: TaxonomyFilter) {
  return [
    filter.q ? sql`${table.name}::text ILIKE ${containsPattern(filter.q)}` : undefined,
    filter.active === undefined ? undefined : eq(table.active, filter.active),
  ];
}

function orderOf(
  table: { id: AnyPgColumn; name: AnyPgColumn; sortOrder: AnyPgColumn },
  usage: SQL,
  sort: TaxonomyFilter["sort"],
) {
  if (sort === "name") return [asc(sql`${table.name}->>'ar'`), asc(table.id)];
  if (sort === "usage") return [desc(usage), asc(table.id)];
  return [asc(table.sortOrder), asc(table.id)];
}

/** One page of a list (its query made dynamic) and the total of its filter, in parallel. */
async function pageOf<T extends PgSelect>(
  db: Db,
  list: { query: T; table: PgTable; where: SQL | undefined; order: SQL[] },
  page: Window,
) {
  const [rows, [total]] = await Promise.all([
    list.query
      .where(list.where)
      .orderBy(...list.order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(list.table).where(list.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The staff app's reads of brands, parts, sub-parts and categories, with what uses each. */
export function createTaxonomyAdminRepository(db: Db) {
  const brandRows = () => db.select({ brand: brands, products: brandProducts }).from(brands);
  const partRows = () => db.select({ part: parts, subParts: partSubParts }).from(parts);
  const subPartRows = () =>
    db
      .select({ subPart: subParts, partName: parts.name, categories: subPartCategories })
      .from(subParts)
      .innerJoin(parts, eq(parts.id, subParts.partId));
  const categoryRows = () =>
    db
      .select({ category: categories, subPartName: subParts.name, products: categoryProducts })
      .from(categories)
      .innerJoin(subParts, eq(subParts.id, categories.subPartId));

  return {
    brands: (filter: TaxonomyFilter, page: Window) =>
      pageOf(
        db,
        {
          query: brandRows().$dynamic(),
          table: brands,
          where: and(isNull(brands.deletedAt), ...commonWhere(brands, filter)),
          order: orderOf(brands, brandProducts, filter.sort),
        },
        page,
      ),
    brand: async (id: number) =>
      (await brandRows().where(and(eq(brands.id, id), isNull(brands.deletedAt))))[0],

    parts: (filter: TaxonomyFilter, page: Window) =>
      pageOf(
        db,
        {
          query: partRows().$dynamic(),
          table: parts,
          where: and(...commonWhere(parts, filter)),
          order: orderOf(parts, partSubParts, filter.sort),
        },
        page,
      ),
    part: async (id: number) => (await partRows().where(eq(parts.id, id)))[0],

    subParts: (filter: TaxonomyFilter, page: Window) =>
      pageOf(
        db,
        {
          query: subPartRows().$dynamic(),
          table: subParts,
          where: and(
            ...commonWhere(subParts, filter),
            filter.partId === undefined ? undefined : eq(subParts.partId, filter.partId),
          ),
          order: orderOf(subParts, subPartCategories, filter.sort),
        },
        page,
      ),
    subPart: async (id: number) => (await subPartRows().where(eq(subParts.id, id)))[0],

    categories: (filter: TaxonomyFilter, page: Window) =>
      pageOf(
        db,
        {
          query: categoryRows().$dynamic(),
          table: categories,
          where: and(
            ...commonWhere(categories, filter),
            filter.subPartId === undefined ? undefined : eq(categories.subPartId, filter.subPartId),
          ),
          order: orderOf(categories, categoryProducts, filter.sort),
        },
        page,
      ),
    category: async (id: number) => (await categoryRows().where(eq(categories.id, id)))[0],
  };
}
export type TaxonomyAdminRepository = ReturnType<typeof createTaxonomyAdminRepository>;
