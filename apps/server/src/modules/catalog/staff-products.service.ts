import { type Language, type Localized, languages } from "@dukkan/contracts";
import {
  type StaffProduct,
  type StaffProductList,
  type StaffProductListQuery,
  type StaffProductVisibility,
  staffProductListQuerySchema,
} from "@dukkan/contracts/staff-products";
import type { Db } from "@dukkan/db";
import type { z } from "zod";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { parseInput } from "#server/lib/input.ts";
import { countKeyPrefix } from "./catalog.service.ts";
import { lowStockThreshold } from "./catalog-insights.service.ts";
import { createStaffProductsRepository } from "./staff-products.repository.ts";

type ListQuery = z.output<typeof staffProductListQuerySchema>;

const iso = (value: string | Date) => new Date(value).toISOString();
const missingIn = (name: Localized): Language[] => languages.filter((lang) => !name[lang]?.trim());
/** The stored image key, or null for a product written before its first image. */
const keyOrNull = (key: string | null) => (key ? key : null);

type Reason = StaffProductVisibility["reasons"][number];

/** Seconds a filter's total stays cached; every write drops it sooner (Cache.invalidateAll). */
const totalSeconds = 300;
/** Seconds a page of the list stays cached (CACHE=on); every write drops it sooner, as it does the total. */
const pageSeconds = 60;

/**
 * The staff catalogue's reads (issue 16): the product list with search, filters, sort and pages; one product
 * with everything its page edits; and why customers cannot see or buy it. Writes: catalog-writes.service.ts.
 */
export function createStaffProductsService(db: Db, cache: Cache) {
  const repository = createStaffProductsRepository(db);

  async function productOrNotFound(id: number) {
    const row = await repository.product(id);
    if (!row || row.deleted_at) throw notFound("No product with this id");
    return row;
  }

  async function listPage(query: ListQuery): Promise<StaffProductList> {
    // The total of a filter is the same on every page and sort, and changes only on a write, which drops it
    // (spec §7): counting the catalogue again on each page was a second query per request that PGlite, one
    // query at a time, made every staff user wait for (issue 37, decision 0039).
    const { q, brand, category, active, stock, missing, hidden } = query;
    const filter = JSON.stringify({ q, brand, category, active, stock, missing, hidden });
    const [rows, total] = await Promise.all([
      repository.page(query),
      cache.wrap(`${countKeyPrefix}staff-products|${filter}`, totalSeconds, () => repository.count(query)),
    ]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        brand: { id: row.brand_id, name: row.brand_name },
        image: keyOrNull(row.image),
        active: row.status === 1,
        in_stock: row.in_stock,
        price: row.price === null ? null : Number(row.price),
        stock: Number(row.stock),
        missing_languages: missingIn(row.name),
        updated_at: iso(row.updated_at),
      })),
      total,
      page: query.page,
      per_page: query.per_page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      low_stock_threshold: lowStockThreshold,
    };
  }

  return {
    async list(input: StaffProductListQuery): Promise<StaffProductList> {
      const query = parseInput(staffProductListQuerySchema, input);
      // A page changes only on a write, which drops it (spec §7), like the storefront's pages: ten staff users
      // paging through the list on PGlite, one query at a time, waited behind each other's page query (issue
      // 37, decision 0041). Kept for a minute at most, so that searches typed letter by letter do not pile up.
      return cache.wrap(`staff-products|${JSON.stringify(query)}`, pageSeconds, () => listPage(query));
    },

    async product(id: number): Promise<StaffProduct> {
      const [row, colors] = await Promise.all([productOrNotFound(id), repository.colors(id)]);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        brand_id: row.brand_id,
        category_ids: row.category_ids,
        description: row.description,
        detail: row.detail,
        image: keyOrNull(row.image),
        pdf: keyOrNull(row.pdf),
        discount: row.discount,
        active: row.status === 1,
        specifications: row.specifications,
        about: row.about,
        accessories: row.accessories,
        colors: colors.map((color) => ({
          id: color.id,
          color_id: color.color_id,
          color: { name: color.color_name, hex: color.hex },
          images: color.images,
          invoice_number: color.invoice_number,
          sort_order: color.sort_order,
          sizes: color.sizes,
        })),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    },

    /**
     * "Why can't customers see or buy this?" (STAFF.md): every reason that applies, each with what it does —
     * keeps the product out of sight, leaves it visible but not for sale, or shows it in Arabic to a language's
     * customers. The same facts as the home screen's hidden-product counts (catalog-insights.service.ts).
     */
    async visibility(id: number): Promise<StaffProductVisibility> {
      const [row, colors] = await Promise.all([productOrNotFound(id), repository.colors(id)]);
      const sizes = colors.flatMap((color) => color.sizes);
      const reasons: Reason[] = [];
      const add = (reason: Reason["reason"], effect: Reason["effect"], when: boolean) => {
        if (when) reasons.push({ reason, effect });
      };
      add("inactive", "hidden", row.status !== 1);
      add("brand_removed", "hidden", row.brand_deleted);
      // The storefront still shows the product; its brand's or category's page and menu entry are gone.
      add("brand_inactive", "degraded", !row.brand_deleted && !row.brand_active);
      add("category_inactive", "degraded", Number(row.inactive_categories) > 0);
      add("no_arabic_name", "hidden", !row.name.ar?.trim());
      add("no_color", "not_buyable", colors.length === 0);
      add("no_size", "not_buyable", colors.length > 0 && sizes.length === 0);
      add("no_price", "not_buyable", sizes.length > 0 && !sizes.some((size) => size.price > 0));
      add("no_stock", "not_buyable", sizes.length > 0 && !sizes.some((size) => size.quantity > 0));
      add("no_image", "degraded", !colors.some((color) => color.images.length > 0));
      for (const language of missingIn(row.name)) {
        if (language !== "ar") reasons.push({ reason: "missing_translation", effect: "degraded", language });
      }
      const visible = !reasons.some((reason) => reason.effect === "hidden");
      return { visible, buyable: visible && !reasons.some((r) => r.effect === "not_buyable"), reasons };
    },

    palette: () => repository.palette(),

    /** The product a colour (and so its sizes) belongs to: what a colour's or size's write answers with. */
    async productIdOfColor(productColorId: number): Promise<number> {
      const id = await repository.productIdOfColor(productColorId);
      if (id === undefined) throw notFound("No product colour with this id");
      return id;
    },
  };
}
export type StaffProductsService = ReturnType<typeof createStaffProductsService>;
