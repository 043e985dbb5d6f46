import type { Localized } from "@dukkan/contracts";
import type {
  StaffProductListQuery,
  StaffProductSort,
  staffProductListQuerySchema,
} from "@dukkan/contracts/staff-products";
import { type Db, normalizeForSearch, rowsOf } from "@dukkan/db";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { sizesOfProduct } from "./sizes-of-product.ts";

type ListQuery = z.output<typeof staffProductListQuerySchema>;

const orderBy: Record<StaffProductSort, SQL> = {
  // In the order of the partial indexes of migration 0013, so that a page is read in index order.
  newest: sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`,
  oldest: sql`p.created_at ASC NULLS FIRST, p.id ASC NULLS FIRST`,
  name: sql`(p.name ->> 'ar') ASC, p.id ASC`,
  "-name": sql`(p.name ->> 'ar') DESC, p.id DESC`,
  code: sql`p.code ASC`,
  "-code": sql`p.code DESC`,
  updated: sql`p.updated_at DESC, p.id DESC`,
};

const blank = (expression: SQL) => sql`coalesce(btrim(${expression}), '') = ''`;
const hasColourWith = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM product_colors pc JOIN product_color_sizes s ON s.product_color_id = pc.id
              WHERE pc.product_id = p.id AND ${condition})`;

/** The home screen's hidden-product reasons as conditions on `p` (products). */
const hiddenConditions = {
  inactive: sql`p.status <> 1`,
  brand_removed: sql`EXISTS (SELECT 1 FROM brands b WHERE b.id = p.brand_id AND b.deleted_at IS NOT NULL)`,
  no_arabic_name: blank(sql`p.name ->> 'ar'`),
  // Kept by a trigger on product_colors; its partial index serves the page and the count (migration 0015).
  no_image: sql`NOT p.has_image`,
  no_price: sql`NOT ${hasColourWith(sql`s.price > 0`)}`,
  no_stock: sql`NOT p.in_stock`,
} satisfies Record<NonNullable<StaffProductListQuery["hidden"]>, SQL>;

/**
 * The words of a search as the storefront reads them (normalizeForSearch: Arabic and Kurdish letter forms,
 * digits, marks, articles), each of which the product's normalised search document must contain. The
 * trigram index (migration 0013) serves `LIKE '%word%'`.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = [
    ...new Set(
      normalizeForSearch(q ?? "")
        .split(" ")
        .filter(Boolean),
    ),
  ].slice(0, 8);
  if (words.length === 0) return undefined;
  // Normalised words are letters and digits only: no LIKE wildcard can appear in them.
  return sql.join(
    words.map((word) => sql`p.search_document LIKE ${`%${word}%`}`),
    sql` AND `,
  );
}

/**
 * The list's filters as one condition on `p` (products): the list, its export (issue 19) and bulk changes.
 * `category: false` leaves the category out for a query that starts from the category's products instead.
 */
export function whereOf(query: ListQuery, { category = true } = {}): SQL {
  const conditions: (SQL | undefined)[] = [
    sql`p.deleted_at IS NULL`,
    searchCondition(query.q),
    query.brand === undefined ? undefined : sql`p.brand_id = ${query.brand}`,
    query.category === undefined || !category
      ? undefined
      : sql`p.id IN (SELECT product_id FROM product_categories WHERE category_id = ${query.category})`,
    // `status <> 1` is the condition of a partial index (migration 0018): inactive products are few.
    query.active === undefined ? undefined : query.active === "1" ? sql`p.status = 1` : sql`p.status <> 1`,
    query.stock === "out" ? sql`NOT p.in_stock` : undefined,
    // Kept by the stock triggers (a size with 1 to lowStockThreshold left); a partial index (migration 0015).
    query.stock === "low" ? sql`p.low_stock` : undefined,
    // The language as a literal (an enum value): the planner then uses its partial index (migration 0014).
    query.missing === undefined ? undefined : blank(sql`p.name ->> ${sql.raw(`'${query.missing}'`)}`),
    query.hidden === undefined ? undefined : hiddenConditions[query.hidden],
  ];
  return sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` AND `,
  );
}

export interface StaffProductListRow {
  id: number;
  code: string;
  name: Localized;
  image: string;
  status: number;
  in_stock: boolean;
  updated_at: string | Date;
  brand_id: number;
  brand_name: Localized;
  price: number | null;
  stock: number | string;
}

/** Reads of the staff catalogue (list, product page, visibility facts); writes go through catalog-writes. */
export function createStaffProductsRepository(db: Db) {
  return {
    /** The page's rows; their total is `count` (cached apart: it changes only on a write). */
    async page(query: ListQuery): Promise<StaffProductListRow[]> {
      const where = whereOf(query);
      // A category's page sorts the category's products (a few thousand at most) rather than walking a
      // catalogue-wide index until enough of them turn up: the planner assumes a category's products are
      // spread evenly over names and dates, and on 100,000 products a category whose names sort late took
      // 160 ms that way instead of 27 ms (issue 16).
      const [inCategory, candidates] =
        query.category === undefined
          ? [sql``, sql`products p WHERE ${where}`]
          : [
              sql`in_category AS MATERIALIZED (
                SELECT product_id FROM product_categories WHERE category_id = ${query.category}
              ),`,
              sql`in_category c JOIN products p ON p.id = c.product_id WHERE ${whereOf(query, { category: false })}`,
            ];
      return rowsOf<StaffProductListRow>(
        // The page's 50 ids first (read in index order), then their brand and figures: the figures of the
        // rows an OFFSET skips are never computed.
        db.execute(sql`
            WITH ${inCategory} page AS (
              SELECT p.id FROM ${candidates}
              ORDER BY ${orderBy[query.sort]}
              LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}
            )
            SELECT p.id, p.code, p.name, p.image, p.status, p.in_stock, p.updated_at, p.brand_id,
                   b.name AS brand_name, figures.price, figures.stock
            FROM page JOIN products p ON p.id = page.id
            JOIN brands b ON b.id = p.brand_id
            LEFT JOIN LATERAL (
              SELECT min(s.price)::int AS price, coalesce(sum(s.quantity), 0)::bigint AS stock
              FROM ${sizesOfProduct(sql`p.id`)}
            ) figures ON true
            ORDER BY ${orderBy[query.sort]}
          `),
      );
    },

    async count(query: ListQuery): Promise<number> {
      const [counted] = await rowsOf<{ total: number }>(
        db.execute(sql`SELECT count(*)::int AS total FROM products p WHERE ${whereOf(query)}`),
      );
      return Number(counted?.total ?? 0);
    },

    async product(id: number) {
      const [row] = await rowsOf<{
        id: number;
        code: string;
        name: Localized;
        brand_id: number;
        brand_deleted: boolean;
        brand_active: boolean;
        inactive_categories: number;
        description: Localized;
        detail: Localized;
        image: string;
        pdf: string | null;
        discount: number;
        status: number;
        in_stock: boolean;
        created_at: string | Date;
        updated_at: string | Date;
        deleted_at: string | Date | null;
        category_ids: number[];
        specifications: Localized[];
        about: Localized[];
        accessories: { id: number; code: string; name: Localized }[];
      }>(
        db.execute(sql`
          SELECT p.id, p.code, p.name, p.brand_id, b.deleted_at IS NOT NULL AS brand_deleted,
                 b.active AS brand_active,
                 (SELECT count(*)::int FROM product_categories x JOIN categories c ON c.id = x.category_id
                  WHERE x.product_id = p.id AND NOT c.active) AS inactive_categories,
                 p.description,
                 p.detail, p.image, p.pdf, p.discount, p.status, p.in_stock, p.created_at, p.updated_at,
                 p.deleted_at,
                 coalesce((SELECT jsonb_agg(category_id ORDER BY category_id) FROM product_categories
                           WHERE product_id = p.id), '[]') AS category_ids,
                 coalesce((SELECT jsonb_agg(name ORDER BY sort_order, id) FROM product_specifications
                           WHERE product_id = p.id), '[]') AS specifications,
                 coalesce((SELECT jsonb_agg(name ORDER BY sort_order, id) FROM product_about_items
                           WHERE product_id = p.id), '[]') AS about,
                 coalesce((SELECT jsonb_agg(jsonb_build_object('id', a.id, 'code', a.code, 'name', a.name)
                                            ORDER BY a.code)
                           FROM product_accessories pa JOIN products a ON a.id = pa.accessory_id
                           WHERE pa.product_id = p.id AND a.deleted_at IS NULL), '[]') AS accessories
          FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE p.id = ${id}
        `),
      );
      return row;
    },

    /** A product's colours in order, each with its palette colour and its sizes in order. */
    colors: (productId: number) =>
      rowsOf<{
        id: number;
        color_id: number;
        color_name: Localized;
        hex: string;
        images: string[];
        invoice_number: string | null;
        sort_order: number;
        sizes: { id: number; size: Localized; price: number; quantity: number; sort_order: number }[];
      }>(
        db.execute(sql`
          SELECT pc.id, pc.color_id, c.name AS color_name, c.hex, pc.images, pc.invoice_number, pc.sort_order,
                 coalesce((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'size', s.size, 'price', s.price,
                                                               'quantity', s.quantity, 'sort_order', s.sort_order)
                                            ORDER BY s.sort_order, s.id)
                           FROM product_color_sizes s WHERE s.product_color_id = pc.id), '[]') AS sizes
          FROM product_colors pc JOIN colors c ON c.id = pc.color_id
          WHERE pc.product_id = ${productId}
          ORDER BY pc.sort_order, pc.id
        `),
      ),

    productIdOfColor: async (productColorId: number) =>
      (
        await rowsOf<{ product_id: number }>(
          db.execute(sql`SELECT product_id FROM product_colors WHERE id = ${productColorId}`),
        )
      )[0]?.product_id,

    palette: () =>
      rowsOf<{ id: number; name: Localized; hex: string }>(
        db.execute(sql`SELECT id, name, hex FROM colors ORDER BY id`),
      ),
  };
}
