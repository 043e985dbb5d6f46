import type { Localized } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import {
  brands,
  categories,
  colors,
  type NewProduct,
  type NewProductColor,
  type NewProductColorSize,
  parts,
  productAboutItems,
  productAccessories,
  productCategories,
  productColorSizes,
  productColors,
  productSpecifications,
  products,
  subParts,
} from "@dukkan/db/schema/catalog";
import { and, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/** Rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** The catalogue tables written one entity at a time, by the names the audit log and snapshots use. */
export const entityTables = {
  product: products,
  product_color: productColors,
  size: productColorSizes,
  color: colors,
  brand: brands,
  part: parts,
  sub_part: subParts,
  category: categories,
} as const;
export type EntityName = keyof typeof entityTables;
type EntityTable = (typeof entityTables)[EntityName];

/**
 * A product's relations as one JSON object: part of its snapshot, so that its history shows what changed in
 * categories, specifications, "about" items and accessories too.
 */
const productRelations = sql`jsonb_build_object(
  'category_ids', coalesce((SELECT jsonb_agg(category_id ORDER BY category_id) FROM product_categories
                             WHERE product_id = t.id), '[]'::jsonb),
  'specifications', coalesce((SELECT jsonb_agg(name ORDER BY sort_order, id) FROM product_specifications
                               WHERE product_id = t.id), '[]'::jsonb),
  'about', coalesce((SELECT jsonb_agg(name ORDER BY sort_order, id) FROM product_about_items
                      WHERE product_id = t.id), '[]'::jsonb),
  'accessory_ids', coalesce((SELECT jsonb_agg(accessory_id ORDER BY accessory_id) FROM product_accessories
                              WHERE product_id = t.id), '[]'::jsonb))`;

type ProductChildTable =
  | typeof productCategories
  | typeof productSpecifications
  | typeof productAboutItems
  | typeof productAccessories;

export function createCatalogWritesRepository() {
  return {
    /**
     * Entities as stored, in one statement: each row as JSON (column names as in the database), a product with
     * its relations and without its derived search document. Rows that do not exist are missing from the map.
     */
    async snapshots(
      tx: Db,
      entity: EntityName,
      ids: number[],
    ): Promise<Map<number, Record<string, unknown>>> {
      if (ids.length === 0) return new Map();
      const table = entityTables[entity];
      const json =
        entity === "product"
          ? sql`(to_jsonb(t) - 'search_document') || ${productRelations}`
          : sql`to_jsonb(t)`;
      const rows = await rowsOf<{ id: number; snapshot: Record<string, unknown> }>(
        tx.execute(
          sql`SELECT t.id, ${json} AS snapshot FROM ${table} AS t WHERE t.id = ANY(${sql.param(ids)}::int[])`,
        ),
      );
      return new Map(rows.map((r) => [r.id, r.snapshot]));
    },

    async insert<T extends EntityTable>(tx: Db, table: T, values: T["$inferInsert"]): Promise<number> {
      const idColumn = (table as unknown as { id: AnyPgColumn }).id;
      const [row] = await tx
        .insert(table as PgTable)
        .values(values as never)
        .returning({ id: idColumn });
      return (row as { id: number }).id;
    },

    /** Updates the given columns; updated_at is `at`, else the statement's clock (not the transaction's start). */
    async update<T extends EntityTable>(
      tx: Db,
      table: T,
      id: number,
      values: Partial<T["$inferInsert"]>,
      at: Date | undefined,
    ) {
      if (Object.keys(values).length === 0) return;
      const idColumn = (table as unknown as { id: AnyPgColumn }).id;
      await tx
        .update(table as PgTable)
        .set({ ...values, updatedAt: at ?? sql`clock_timestamp()` } as never)
        .where(eq(idColumn, id));
    },

    async remove(tx: Db, table: EntityTable, id: number) {
      const idColumn = (table as unknown as { id: AnyPgColumn }).id;
      await tx.delete(table as PgTable).where(eq(idColumn, id));
    },

    /** Which of `ids` exist in `table` (and are not deleted, for tables that delete softly). */
    async existing(tx: Db, table: EntityTable, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const columns = table as unknown as { id: AnyPgColumn; deletedAt?: AnyPgColumn };
      const rows = await tx
        .select({ id: columns.id })
        .from(table as PgTable)
        .where(and(inArray(columns.id, ids), columns.deletedAt ? isNull(columns.deletedAt) : undefined));
      return new Set(rows.map((r) => r.id as number));
    },

    /** How many rows of `table` match `where`: what a removal would leave without its parent. */
    async count(tx: Db, table: PgTable, where: SQL | undefined): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(table).where(where);
      return row?.n ?? 0;
    },

    insertProduct: (tx: Db, values: NewProduct) =>
      tx.insert(products).values(values).returning({ id: products.id }),
    /** New rows' ids, in the order of `values`. */
    insertProductColors: async (tx: Db, values: NewProductColor[]) =>
      (await tx.insert(productColors).values(values).returning({ id: productColors.id })).map((r) => r.id),
    insertSizes: async (tx: Db, values: NewProductColorSize[]) =>
      (await tx.insert(productColorSizes).values(values).returning({ id: productColorSizes.id })).map(
        (r) => r.id,
      ),

    /** Replaces a product's categories, specifications, "about" items or accessories (given ones only). */
    async setRelations(
      tx: Db,
      productId: number,
      relations: {
        categoryIds?: number[] | undefined;
        specifications?: Localized[] | undefined;
        about?: Localized[] | undefined;
        accessoryIds?: number[] | undefined;
        /** created_at of the new rows (default: now). */
        at?: Date | undefined;
        /** A product just inserted has no rows to replace. */
        fresh?: boolean;
      },
    ) {
      const stamps = relations.at ? { createdAt: relations.at, updatedAt: relations.at } : {};
      // Replaces a product's rows of `table` when given (with an empty list: removes them).
      const replace = async (table: ProductChildTable, rows: Record<string, unknown>[] | undefined) => {
        if (!rows) return;
        if (!relations.fresh) await tx.delete(table).where(eq(table.productId, productId));
        if (rows.length > 0) {
          await tx.insert(table).values(rows.map((row) => ({ productId, ...row, ...stamps })) as never);
        }
      };
      const ordered = (names: Localized[] | undefined) =>
        names?.map((name, sortOrder) => ({ name, sortOrder }));
      await replace(
        productCategories,
        relations.categoryIds?.map((categoryId) => ({ categoryId })),
      );
      await replace(productSpecifications, ordered(relations.specifications));
      await replace(productAboutItems, ordered(relations.about));
      await replace(
        productAccessories,
        relations.accessoryIds?.map((accessoryId) => ({ accessoryId })),
      );
    },

    /** Gives a product without an image of its own this one (its first colour's first image). */
    async fillMissingImage(tx: Db, productId: number, image: string | undefined) {
      if (!image) return;
      await tx
        .update(products)
        .set({ image })
        .where(and(eq(products.id, productId), eq(products.image, "")));
    },

    /**
     * What a product written with these fields refers to, in one statement: its brand's name (null when there is
     * no such brand or it was deleted), the names of those of its categories that exist, and whether another
     * product (than `id`) has its code.
     */
    async references(
      tx: Db,
      product: { id: number | null; code: string; brandId: number; categoryIds: number[] },
    ) {
      const [row] = await rowsOf<{
        brand: Localized | null;
        categories: { id: number; name: Localized }[];
        code_taken: boolean;
      }>(
        tx.execute(sql`
          SELECT (SELECT name FROM brands WHERE id = ${product.brandId} AND deleted_at IS NULL) AS brand,
                 coalesce((SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name)) FROM categories
                            WHERE id = ANY(${sql.param(product.categoryIds)}::int[])), '[]'::jsonb) AS categories,
                 EXISTS (SELECT 1 FROM products WHERE code = ${product.code}
                            AND id IS DISTINCT FROM ${product.id}::int) AS code_taken`),
      );
      return { brand: row!.brand, categories: row!.categories, codeTaken: row!.code_taken };
    },

    /** What the search documents of these products are made of: names, code, brand and category names. */
    searchInputs: (tx: Db, productIds: number[]) =>
      rowsOf<{ id: number; name: Localized; code: string; brand: Localized | null; categories: Localized[] }>(
        tx.execute(sql`
          SELECT p.id, p.name, p.code, b.name AS brand,
                 coalesce((SELECT jsonb_agg(c.name ORDER BY c.id) FROM product_categories pc
                             JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id),
                          '[]'::jsonb) AS categories
            FROM products p JOIN brands b ON b.id = p.brand_id
           WHERE p.id = ANY(${sql.param(productIds)}::int[])`),
      ),

    async setSearchDocuments(tx: Db, documents: { id: number; document: string }[]) {
      if (documents.length === 0) return;
      await tx.execute(sql`
        UPDATE products p SET search_document = d.document
          FROM unnest(${sql.param(documents.map((d) => d.id))}::int[],
                      ${sql.param(documents.map((d) => d.document))}::text[]) AS d(id, document)
         WHERE p.id = d.id AND p.search_document IS DISTINCT FROM d.document`);
    },

    /** The products whose search documents hold this brand's or category's name. */
    async productIdsOf(tx: Db, of: { brandId: number } | { categoryId: number }): Promise<number[]> {
      const rows =
        "brandId" in of
          ? await tx.select({ id: products.id }).from(products).where(eq(products.brandId, of.brandId))
          : await tx
              .select({ id: productCategories.productId })
              .from(productCategories)
              .where(eq(productCategories.categoryId, of.categoryId));
      return rows.map((r) => r.id);
    },

    /** A size with its product (for the ledger and the audit). */
    async sizeWithProduct(tx: Db, sizeId: number) {
      const [row] = await tx
        .select({
          id: productColorSizes.id,
          quantity: productColorSizes.quantity,
          productId: productColors.productId,
        })
        .from(productColorSizes)
        .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
        .where(eq(productColorSizes.id, sizeId));
      return row;
    },
    async productColor(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: productColors.id, productId: productColors.productId })
        .from(productColors)
        .where(eq(productColors.id, id));
      return row;
    },
    sizeIdsOf: async (tx: Db, productColorId: number) =>
      (
        await tx
          .select({ id: productColorSizes.id })
          .from(productColorSizes)
          .where(eq(productColorSizes.productColorId, productColorId))
      ).map((r) => r.id),
  };
}
export type CatalogWritesRepository = ReturnType<typeof createCatalogWritesRepository>;
