import type { Localized } from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * What search engines and shopping services may list (issue 35): the storefront's listed products (active, not
 * deleted; in stock or not, since an out-of-stock page still answers), active brands and the brand × category
 * pages the menus link to, blog posts, dealers, and when each last changed. Read in pages by id so that a
 * sitemap or feed of 100,000 products never holds more than one page of rows.
 */

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const listed = sql`p.status = 1 AND p.deleted_at IS NULL`;

/** A product's last change: its row, its colours' and its sizes' (a bulk price change touches only sizes). */
const productLastmod = sql`greatest(p.updated_at, (SELECT max(greatest(c.updated_at, s.updated_at))
  FROM product_colors c LEFT JOIN product_color_sizes s ON s.product_color_id = c.id WHERE c.product_id = p.id))`;

export interface Listed {
  id: number;
  lastmod: Date;
}

export interface ListedChunk {
  /** Products with ids in [chunk × size + 1, (chunk + 1) × size]. */
  chunk: number;
  count: number;
  lastmod: Date;
}

/** One sellable size of a listed product, with what a product feed says about it. */
export interface FeedVariant {
  productId: number;
  code: string;
  name: Localized;
  description: Localized;
  productImage: string;
  discount: number;
  brand: Localized;
  colorName: Localized;
  colorImages: string[];
  sizeId: number;
  size: Localized;
  price: number;
  quantity: number;
}

const PAGE = 500;

export function createCatalogListing(db: Db) {
  async function listedOf(query: SQL): Promise<Listed[]> {
    const rows = await rowsOf<{ id: number; lastmod: Date | string }>(db.execute(query));
    return rows.map((row) => ({ id: Number(row.id), lastmod: asDate(row.lastmod) }));
  }

  return {
    /** Non-empty id ranges of `size` products, each with its count and latest change (a sitemap index's rows). */
    async productChunks(size: number): Promise<ListedChunk[]> {
      const rows = await rowsOf<{ chunk: number; count: number | string; lastmod: Date | string }>(
        db.execute(sql`
          SELECT (p.id - 1) / ${size}::int AS chunk, count(*) AS count, max(${productLastmod}) AS lastmod
            FROM products p WHERE ${listed} GROUP BY 1 ORDER BY 1`),
      );
      return rows.map((row) => ({
        chunk: Number(row.chunk),
        count: Number(row.count),
        lastmod: asDate(row.lastmod),
      }));
    },

    /** The listed products of one id range, in id order, read a page at a time. */
    async *productsInChunk(chunk: number, size: number): AsyncGenerator<Listed> {
      let after = chunk * size;
      const last = (chunk + 1) * size;
      while (after < last) {
        const page = await listedOf(sql`
          SELECT p.id, ${productLastmod} AS lastmod FROM products p
           WHERE ${listed} AND p.id > ${after}::int AND p.id <= ${last}::int ORDER BY p.id LIMIT ${PAGE}`);
        yield* page;
        if (page.length < PAGE) return;
        after = page[page.length - 1]!.id;
      }
    },

    /** Active brands (their listing pages). */
    brands: () =>
      listedOf(sql`SELECT id, updated_at AS lastmod FROM brands
        WHERE active AND deleted_at IS NULL ORDER BY id`),

    /** The brand × category pages the menus link to: active pairs with a listed product in them. */
    async brandCategories(): Promise<Array<{ brandId: number; categoryId: number; lastmod: Date }>> {
      const rows = await rowsOf<{ brand_id: number; category_id: number; lastmod: Date | string }>(
        db.execute(sql`
          SELECT p.brand_id, pc.category_id, max(greatest(p.updated_at, c.updated_at)) AS lastmod
            FROM products p
            JOIN product_categories pc ON pc.product_id = p.id
            JOIN categories c ON c.id = pc.category_id AND c.active
            JOIN brands b ON b.id = p.brand_id AND b.active AND b.deleted_at IS NULL
           WHERE ${listed}
           GROUP BY 1, 2 ORDER BY 1, 2`),
      );
      return rows.map((row) => ({
        brandId: Number(row.brand_id),
        categoryId: Number(row.category_id),
        lastmod: asDate(row.lastmod),
      }));
    },

    blogs: () => listedOf(sql`SELECT id, updated_at AS lastmod FROM blogs ORDER BY id`),
    blogCategories: () =>
      listedOf(sql`SELECT bc.id, greatest(bc.updated_at, max(b.updated_at)) AS lastmod
        FROM blog_categories bc LEFT JOIN blogs b ON b.blog_category_id = bc.id GROUP BY bc.id ORDER BY bc.id`),
    dealerTypes: () =>
      listedOf(sql`SELECT t.id, greatest(t.updated_at, max(d.updated_at)) AS lastmod
        FROM dealer_types t LEFT JOIN dealers d ON d.dealer_type_id = t.id GROUP BY t.id ORDER BY t.id`),
    dealers: () => listedOf(sql`SELECT id, updated_at AS lastmod FROM dealers ORDER BY id`),

    /** The latest change to the shop's own pages' content (settings, slides, branches, rules, adverts). */
    async contentLastmod(): Promise<Date> {
      const [row] = await rowsOf<{ lastmod: Date | string }>(
        db.execute(sql`SELECT greatest(
          (SELECT max(updated_at) FROM settings), (SELECT max(updated_at) FROM slides),
          (SELECT max(updated_at) FROM branches), (SELECT max(updated_at) FROM rules),
          (SELECT max(updated_at) FROM adverts), (SELECT max(updated_at) FROM features),
          'epoch'::timestamptz) AS lastmod`),
      );
      return asDate(row!.lastmod);
    },

    /** Every sellable size of the listed products, product by product, read a page of products at a time. */
    async *feedVariants(): AsyncGenerator<FeedVariant> {
      let after = 0;
      for (;;) {
        // A product's texts once per product, its sizes without them: a product's description in five languages
        // repeated on each of its sizes was most of what PostgreSQL sent (445,000 sizes at 100,000 products).
        const products = await rowsOf<{
          id: number;
          code: string;
          name: Localized;
          description: Localized;
          image: string;
          discount: number;
          brand: Localized;
        }>(
          db.execute(sql`
            SELECT p.id, p.code, p.name, p.description, p.image, p.discount, b.name AS brand
              FROM products p JOIN brands b ON b.id = p.brand_id
             WHERE ${listed} AND p.id > ${after}::int ORDER BY p.id LIMIT ${PAGE}`),
        );
        if (products.length === 0) return;
        const sizes = await rowsOf<{
          product_id: number;
          color_name: Localized;
          color_images: string[];
          size_id: number;
          size: Localized;
          price: number;
          quantity: number;
        }>(
          db.execute(sql`
            SELECT c.product_id, col.name AS color_name, c.images AS color_images, s.id AS size_id, s.size,
                   s.price, s.quantity
              FROM product_colors c
              JOIN colors col ON col.id = c.color_id
              JOIN product_color_sizes s ON s.product_color_id = c.id
             WHERE c.product_id = ANY(${sql.param(products.map((product) => Number(product.id)))}::int[])
             ORDER BY c.product_id, c.sort_order, c.id, s.sort_order, s.id`),
        );
        const byId = new Map(products.map((product) => [Number(product.id), product]));
        for (const row of sizes) {
          const product = byId.get(Number(row.product_id));
          if (!product) continue;
          yield {
            productId: Number(product.id),
            code: product.code,
            name: product.name,
            description: product.description,
            productImage: product.image,
            discount: Number(product.discount),
            brand: product.brand,
            colorName: row.color_name,
            colorImages: row.color_images,
            sizeId: Number(row.size_id),
            size: row.size,
            price: Number(row.price),
            quantity: Number(row.quantity),
          };
        }
        after = Number(products.at(-1)?.id);
        if (products.length < PAGE) return;
      }
    },
  };
}

export type CatalogListing = ReturnType<typeof createCatalogListing>;
