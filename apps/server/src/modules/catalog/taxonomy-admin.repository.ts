import type { Db } from "@dukkan/db";
import { brands, categories, parts, subParts } from "@dukkan/db/schema/catalog";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

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

/** `%` and `_` typed in a search box are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    filter.q ? sql`${table.name}::text ILIKE ${likePattern(filter.q)}` : undefined,
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

async function total(db: Db, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
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
    async brands(filter: TaxonomyFilter, page: Window) {
      const where = and(isNull(brands.deletedAt), ...commonWhere(brands, filter));
      const [rows, n] = await Promise.all([
        brandRows()
          .where(where)
          .orderBy(...orderOf(brands, brandProducts, filter.sort))
          .limit(page.limit)
          .offset(page.offset),
        total(db, brands, where),
      ]);
      return { rows, total: n };
    },
    brand: async (id: number) =>
      (await brandRows().where(and(eq(brands.id, id), isNull(brands.deletedAt))))[0],

    async parts(filter: TaxonomyFilter, page: Window) {
      const where = and(...commonWhere(parts, filter));
      const [rows, n] = await Promise.all([
        partRows()
          .where(where)
          .orderBy(...orderOf(parts, partSubParts, filter.sort))
          .limit(page.limit)
          .offset(page.offset),
        total(db, parts, where),
      ]);
      return { rows, total: n };
    },
    part: async (id: number) => (await partRows().where(eq(parts.id, id)))[0],

    async subParts(filter: TaxonomyFilter, page: Window) {
      const where = and(
        ...commonWhere(subParts, filter),
        filter.partId === undefined ? undefined : eq(subParts.partId, filter.partId),
      );
      const [rows, n] = await Promise.all([
        subPartRows()
          .where(where)
          .orderBy(...orderOf(subParts, subPartCategories, filter.sort))
          .limit(page.limit)
          .offset(page.offset),
        total(db, subParts, where),
      ]);
      return { rows, total: n };
    },
    subPart: async (id: number) => (await subPartRows().where(eq(subParts.id, id)))[0],

    async categories(filter: TaxonomyFilter, page: Window) {
      const where = and(
        ...commonWhere(categories, filter),
        filter.subPartId === undefined ? undefined : eq(categories.subPartId, filter.subPartId),
      );
      const [rows, n] = await Promise.all([
        categoryRows()
          .where(where)
          .orderBy(...orderOf(categories, categoryProducts, filter.sort))
          .limit(page.limit)
          .offset(page.offset),
        total(db, categories, where),
      ]);
      return { rows, total: n };
    },
    category: async (id: number) => (await categoryRows().where(eq(categories.id, id)))[0],
  };
}
export type TaxonomyAdminRepository = ReturnType<typeof createTaxonomyAdminRepository>;
