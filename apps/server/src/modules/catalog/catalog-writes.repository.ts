import type { Localized } from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
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
export type CatalogEntity = keyof typeof entityTables;
/** A table written one row at a time by its `id` (the catalogue's, storefront content's). */
export type WritableTable = PgTable & { id: AnyPgColumn };

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

/** A row of `t` as its snapshot: its columns (snake_case), a product with its relations and without its search document. */
export function snapshotSql(entity: CatalogEntity): SQL {
  return entity === "product"
    ? sql`(to_jsonb(t) - 'search_document') || ${productRelations}`
    : sql`to_jsonb(t)`;
}

/** The catalogue's entities for the write steps (write-steps.service.ts). */
export const catalogEntities = { tables: entityTables, snapshotSql };

type ProductChildTable =
  | typeof productCategories
  | typeof productSpecifications
  | typeof productAboutItems
  | typeof productAccessories;

/** Rows a statement: well below PostgreSQL's 65,535 parameters for any of these tables. */
const rowsPerInsert = 1_000;

async function insertRows<T extends typeof products | typeof productColors | typeof productColorSizes>(
  tx: Db,
  table: T,
  values: T["$inferInsert"][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += rowsPerInsert) {
    const rows = await tx
      .insert(table as PgTable)
      .values(values.slice(i, i + rowsPerInsert) as never)
      .returning({ id: table.id });
    ids.push(...rows.map((r) => r.id as number));
  }
  return ids;
}

export function createCatalogWritesRepository() {
  return {
    /**
     * Rows of `table` as stored, in one statement: each row `t` as `json` (column names as in the database).
     * Rows that do not exist are missing from the map.
     */
    async snapshots(
      tx: Db,
      table: WritableTable,
      json: SQL,
      ids: number[],
    ): Promise<Map<number, Record<string, unknown>>> {
      if (ids.length === 0) return new Map();
      const rows = await rowsOf<{ id: number; snapshot: Record<string, unknown> }>(
        tx.execute(
          sql`SELECT t.id, ${json} AS snapshot FROM ${table} AS t WHERE t.id = ANY(${sql.param(ids)}::int[])`,
        ),
      );
      return new Map(rows.map((r) => [r.id, r.snapshot]));
    },

    async insert<T extends WritableTable>(tx: Db, table: T, values: T["$inferInsert"]): Promise<number> {
      const idColumn = table.id;
      const [row] = await tx
        .insert(table as PgTable)
        .values(values as never)
        .returning({ id: idColumn });
      return (row as { id: number }).id;
    },

    /** Updates the given columns; updated_at is `at`, else the statement's clock (not the transaction's start). */
    async update<T extends WritableTable>(
      tx: Db,
      table: T,
      id: number,
      values: Partial<T["$inferInsert"]>,
      at: Date | undefined,
    ) {
      if (Object.keys(values).length === 0) return;
      const idColumn = table.id;
      await tx
        .update(table as PgTable)
        .set({ ...values, updatedAt: at ?? sql`clock_timestamp()` } as never)
        .where(eq(idColumn, id));
    },

    async remove(tx: Db, table: WritableTable, id: number) {
      const idColumn = table.id;
      await tx.delete(table as PgTable).where(eq(idColumn, id));
    },

    /** Which of `ids` exist in `table` (and are not deleted, for tables that delete softly). */
    async existing(tx: Db, table: WritableTable, ids: number[]): Promise<Set<number>> {
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

    /** New products, colours or sizes, 1,000 rows a statement; their ids in the order of `values`. */
    insertProducts: (tx: Db, values: NewProduct[]) => insertRows(tx, products, values),
    insertProductColors: (tx: Db, values: NewProductColor[]) => insertRows(tx, productColors, values),
    insertSizes: (tx: Db, values: NewProductColorSize[]) => insertRows(tx, productColorSizes, values),

    /** The categories, specifications, "about" items and accessories of new products, a statement each. */
    async insertRelations(
      tx: Db,
      rows: {
        categories: { productId: number; categoryId: number }[];
        specifications: { productId: number; name: Localized; sortOrder: number }[];
        about: { productId: number; name: Localized; sortOrder: number }[];
        accessories: { productId: number; accessoryId: number }[];
      },
      at: Date | undefined,
    ) {
      const stamps = at ? { createdAt: at, updatedAt: at } : {};
      const insert = async (table: ProductChildTable, values: Record<string, unknown>[]) => {
        for (let i = 0; i < values.length; i += rowsPerInsert) {
          const chunk = values.slice(i, i + rowsPerInsert).map((v) => ({ ...v, ...stamps }));
          if (chunk.length > 0) await tx.insert(table).values(chunk as never);
        }
      };
      await insert(productCategories, rows.categories);
      await insert(productSpecifications, rows.specifications);
      await insert(productAboutItems, rows.about);
      await insert(productAccessories, rows.accessories);
    },

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
      },
    ) {
      const stamps = relations.at ? { createdAt: relations.at, updatedAt: relations.at } : {};
      // Replaces a product's rows of `table` when given (with an empty list: removes them).
      const replace = async (table: ProductChildTable, rows: Record<string, unknown>[] | undefined) => {
        if (!rows) return;
        await tx.delete(table).where(eq(table.productId, productId));
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
     * What products written with these fields refer to, in one statement: the names of those brands that take
     * products (not deleted) and of those categories that exist, by id; which codes other products (than
     * `exceptId`) have; and the ids of the products (not deleted) with the accessory codes.
     */
    async references(
      tx: Db,
      input: {
        brandIds: number[];
        categoryIds: number[];
        codes: string[];
        exceptId: number | null;
        accessoryCodes: string[];
      },
    ) {
      const [row] = await rowsOf<{
        brands: Record<string, Localized>;
        categories: Record<string, Localized>;
        taken: string[];
        accessories: Record<string, number>;
      }>(
        tx.execute(sql`
          SELECT
            coalesce((SELECT jsonb_object_agg(id, name) FROM brands
                       WHERE id = ANY(${sql.param(input.brandIds)}::int[]) AND deleted_at IS NULL), '{}') AS brands,
            coalesce((SELECT jsonb_object_agg(id, name) FROM categories
                       WHERE id = ANY(${sql.param(input.categoryIds)}::int[])), '{}') AS categories,
            coalesce((SELECT jsonb_agg(code) FROM products WHERE code = ANY(${sql.param(input.codes)}::text[])
                         AND id IS DISTINCT FROM ${input.exceptId}::int), '[]') AS taken,
            coalesce((SELECT jsonb_object_agg(code, id) FROM products
                       WHERE code = ANY(${sql.param(input.accessoryCodes)}::text[]) AND deleted_at IS NULL),
                     '{}') AS accessories`),
      );
      const byId = (names: Record<string, Localized>) =>
        new Map(Object.entries(names).map(([id, name]) => [Number(id), name]));
      return {
        brands: byId(row!.brands),
        categories: byId(row!.categories),
        takenCodes: new Set(row!.taken),
        productIdsByCode: new Map(Object.entries(row!.accessories)),
      };
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
