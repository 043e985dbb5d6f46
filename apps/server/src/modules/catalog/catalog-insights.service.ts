import {
  type HiddenProductReason,
  hiddenProductReasons,
  type Language,
  lowStockThreshold,
} from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import { sql } from "drizzle-orm";

export { lowStockThreshold };

/**
 * Read functions of the catalogue module for the staff home screen (issue 16): stock running out, products
 * customers cannot see or buy and why, and missing translations. Deleted products are gone, not hidden.
 */
export function createCatalogInsights(db: Db) {
  return {
    /** Sizes of listed products that are low (1 to the threshold) or out of stock. */
    async lowStock(): Promise<{ threshold: number; low: number; out: number }> {
      const [row] = await rowsOf<{ low: number; out: number }>(
        db.execute(sql`
          SELECT count(*) FILTER (WHERE s.quantity BETWEEN 1 AND ${lowStockThreshold})::int AS low,
                 count(*) FILTER (WHERE s.quantity = 0)::int AS out
          FROM product_color_sizes s
          JOIN product_colors pc ON pc.id = s.product_color_id
          JOIN products p ON p.id = pc.product_id
          WHERE p.status = 1 AND p.deleted_at IS NULL
        `),
      );
      return { threshold: lowStockThreshold, low: Number(row?.low ?? 0), out: Number(row?.out ?? 0) };
    },

    /** "Why can't customers see or buy this?" counted over the catalogue: each reason, and products with any. */
    async hiddenProducts(): Promise<{
      total: number;
      reasons: { reason: HiddenProductReason; count: number }[];
    }> {
      const [row] = await rowsOf<Record<HiddenProductReason | "total", number>>(
        db.execute(sql`
          WITH facts AS (
            SELECT p.id,
                   p.status <> 1 AS inactive,
                   b.deleted_at IS NOT NULL AS brand_removed,
                   coalesce(btrim(p.name ->> 'ar'), '') = '' AS no_arabic_name,
                   NOT p.has_image AS no_image,
                   NOT coalesce(c.has_price, false) AS no_price,
                   NOT p.in_stock AS no_stock
            FROM products p
            JOIN brands b ON b.id = p.brand_id
            LEFT JOIN (
              SELECT pc.product_id,
                     bool_or(s.price > 0) AS has_price
              FROM product_colors pc
              LEFT JOIN product_color_sizes s ON s.product_color_id = pc.id
              GROUP BY pc.product_id
            ) c ON c.product_id = p.id
            WHERE p.deleted_at IS NULL
          )
          SELECT count(*) FILTER (WHERE inactive)::int AS inactive,
                 count(*) FILTER (WHERE brand_removed)::int AS brand_removed,
                 count(*) FILTER (WHERE no_arabic_name)::int AS no_arabic_name,
                 count(*) FILTER (WHERE no_image)::int AS no_image,
                 count(*) FILTER (WHERE no_price)::int AS no_price,
                 count(*) FILTER (WHERE no_stock)::int AS no_stock,
                 count(*) FILTER (
                   WHERE inactive OR brand_removed OR no_arabic_name OR no_image OR no_price OR no_stock
                 )::int AS total
          FROM facts
        `),
      );
      return {
        total: Number(row?.total ?? 0),
        reasons: hiddenProductReasons.map((reason) => ({ reason, count: Number(row?.[reason] ?? 0) })),
      };
    },

    /** Per language, the products (not deleted) whose name is missing in it. */
    async missingTranslations(
      languages: readonly Language[],
    ): Promise<{ language: Language; products: number }[]> {
      if (languages.length === 0) return [];
      const counts = languages.map(
        (lang) => sql`count(*) FILTER (WHERE coalesce(btrim(name ->> ${lang}), '') = '')::int`,
      );
      const [row] = await rowsOf<Record<string, number>>(
        db.execute(sql`
          SELECT ${sql.join(
            counts.map((count, index) => sql`${count} AS ${sql.identifier(`n${index}`)}`),
            sql`, `,
          )}
          FROM products WHERE deleted_at IS NULL
        `),
      );
      return languages.map((language, index) => ({ language, products: Number(row?.[`n${index}`] ?? 0) }));
    },
  };
}
export type CatalogInsights = ReturnType<typeof createCatalogInsights>;
