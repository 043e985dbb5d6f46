import type { ImportMode, ImportReport, ImportRowReport, Localized } from "@dukkan/contracts";
import type { staffProductListQuerySchema } from "@dukkan/contracts/staff-products";
import type { Db } from "@dukkan/db";
import { subParts } from "@dukkan/db/schema/catalog";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Cache } from "#server/lib/cache.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange, AuditService } from "#server/modules/audit/audit.service.ts";
import { createCatalogWritesService } from "../catalog-writes.service.ts";
import { createStockRepository } from "../stock.repository.ts";
import { createWriteSteps } from "../write-steps.ts";
import { createImportJobs } from "./import-jobs.ts";
import {
  type Catalogue,
  columnsOf,
  type ExistingProduct,
  nameKey,
  type ProductPlan,
  planImport,
} from "./import-plan.ts";
import { exportCsv, exportXlsx } from "./product-export.ts";
import { importedCell, readSheet } from "./sheet-files.ts";

type ListQuery = z.output<typeof staffProductListQuerySchema>;
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

export interface ImportOptions {
  dryRun: boolean;
  mode: ImportMode;
  /** The shop's origin: image URLs must point at its /media/. */
  origin: string;
  createBrands?: boolean | undefined;
  /** The sub-part new categories go into; none: unknown categories are refused. */
  createCategoriesIn?: number | undefined;
  /** Stores a placeholder logo for a new brand and answers its media key. */
  placeholder?: ((brandName: string) => Promise<string>) | undefined;
}

/** Temporary ids (below zero) of brands and categories the import created, replaced by their real ones. */
function resolveIds(plan: ProductPlan, change: ProductChanges | undefined, ids: Map<number, number>) {
  if (ids.size === 0) return;
  const real = (id: number) => ids.get(id) ?? id;
  if (plan.brandId !== undefined) plan.brandId = real(plan.brandId);
  if (plan.categoryIds) plan.categoryIds = plan.categoryIds.map(real);
  if (change?.product) {
    if (typeof change.product.brand_id === "number") change.product.brand_id = real(change.product.brand_id);
    if (Array.isArray(change.product.category_ids))
      change.product.category_ids = (change.product.category_ids as number[]).map(real);
  }
}

/** Products written per transaction in `valid` mode: a failure costs one batch, and other requests get turns. */
const productsPerBatch = 200;

/** What one product's rows change in a product that exists (nothing: the rows are "unchanged"). */
interface ProductChanges {
  product: Record<string, unknown> | null;
  newColours: { colorId: number; images: string[]; sizes: ProductPlan["sizes"] }[];
  colourImages: { productColorId: number; images: string[] }[];
  newSizes: { productColorId: number; row: ProductPlan["sizes"][number] }[];
  sizeUpdates: { sizeId: number; size: Localized; price: number }[];
  stock: { sizeId: number; delta: number }[];
  /** Lines of the file that change something. */
  lines: Set<number>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedKeys = (value: Localized) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) as Localized;

function changesOf(plan: ProductPlan, existing: ExistingProduct): ProductChanges {
  const changes: ProductChanges = {
    product: null,
    newColours: [],
    colourImages: [],
    newSizes: [],
    sizeUpdates: [],
    stock: [],
    lines: new Set(),
  };
  const firstLine = plan.lines[0]!;
  const product: Record<string, unknown> = {};
  const name = sortedKeys({ ...existing.name, ...plan.name } as Localized);
  if (!same(name, sortedKeys(existing.name))) product.name = name;
  if (plan.brandId !== undefined && plan.brandId !== existing.brand_id) product.brand_id = plan.brandId;
  if (plan.categoryIds && !same(plan.categoryIds, existing.category_ids))
    product.category_ids = plan.categoryIds;
  if (plan.discount !== undefined && plan.discount !== existing.discount) product.discount = plan.discount;
  if (plan.active !== undefined && plan.active !== existing.active) product.active = plan.active;
  if (Object.keys(product).length > 0) {
    changes.product = product;
    changes.lines.add(firstLine);
  }
  for (const row of plan.sizes) {
    const colour = existing.colours.find((c) => c.color_id === row.colorId);
    if (!colour) {
      const added = changes.newColours.find((c) => c.colorId === row.colorId);
      if (added) added.sizes.push(row);
      else changes.newColours.push({ colorId: row.colorId, images: row.images ?? [], sizes: [row] });
      changes.lines.add(row.line);
      continue;
    }
    if (
      row.images &&
      !same(row.images, colour.images) &&
      !changes.colourImages.some((c) => c.productColorId === colour.id)
    ) {
      changes.colourImages.push({ productColorId: colour.id, images: row.images });
      changes.lines.add(row.line);
    }
    const size = colour.sizes.find((s) => s.size.ar === row.size.ar);
    if (!size) {
      changes.newSizes.push({ productColorId: colour.id, row });
      changes.lines.add(row.line);
      continue;
    }
    const sizeName = sortedKeys({ ...size.size, ...row.size } as Localized);
    if (!same(sizeName, sortedKeys(size.size)) || row.price !== size.price) {
      changes.sizeUpdates.push({ sizeId: size.id, size: sizeName, price: row.price });
      changes.lines.add(row.line);
    }
    if (row.stock !== undefined && row.stock !== size.quantity) {
      changes.stock.push({ sizeId: size.id, delta: row.stock - size.quantity });
      changes.lines.add(row.line);
    }
  }
  return changes;
}

/**
 * Product import and export (issue 19): the sheet of a list view out as CSV or XLSX; a file in, checked
 * against the catalogue into a report per row and column, then written through the one catalogue write path
 * (stock through movements with reason `import`) with one audit entry per batch.
 */
export function createProductImport(deps: { db: Db; cache: Cache; audit: AuditService }) {
  const { db, cache, audit } = deps;
  const ledger = createStockRepository();
  const steps = createWriteSteps(deps);

  async function catalogueFor(codes: string[], options: ImportOptions): Promise<Catalogue> {
    const named = async (table: string, where = "true") => {
      const rows = await rowsOf<{ id: number; name: Localized }>(
        db.execute(sql`SELECT id, name FROM ${sql.raw(table)} WHERE ${sql.raw(where)} ORDER BY id`),
      );
      const map = new Map<string, number>();
      for (const row of rows)
        for (const text of Object.values(row.name))
          if (text && !map.has(nameKey(text))) map.set(nameKey(text), row.id);
      return map;
    };
    const products = await rowsOf<ExistingProduct & { code: string }>(
      db.execute(sql`
        SELECT p.id, p.code, p.name, p.brand_id, p.discount, p.status = 1 AS active,
          coalesce((SELECT array_agg(category_id ORDER BY category_id) FROM product_categories
                    WHERE product_id = p.id), '{}') AS category_ids,
          coalesce((SELECT jsonb_agg(jsonb_build_object('id', pc.id, 'color_id', pc.color_id, 'images', pc.images,
              'sizes', coalesce((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'size', s.size, 'price', s.price,
                  'quantity', s.quantity) ORDER BY s.sort_order, s.id)
                FROM product_color_sizes s WHERE s.product_color_id = pc.id), '[]'::jsonb)) ORDER BY pc.sort_order, pc.id)
            FROM product_colors pc WHERE pc.product_id = p.id), '[]'::jsonb) AS colours
        FROM products p WHERE p.deleted_at IS NULL AND p.code = ANY(${sql.param(codes)}::text[])`),
    );
    return {
      brands: await named("brands", "deleted_at IS NULL"),
      categories: await named("categories"),
      colours: await named("colors"),
      products: new Map(products.map((p) => [p.code, { ...p, category_ids: p.category_ids.map(Number) }])),
      // `http://host:80` is `http://host`: compared as URLs compare it.
      origin: new URL(options.origin).origin,
      createBrands: options.createBrands ?? false,
      createCategories: options.createCategoriesIn !== undefined,
      newBrands: new Map(),
      newCategories: new Map(),
    };
  }

  /** Writes the plans of one batch in the caller's transaction; answers the codes written. */
  async function writeBatch(
    tx: Db,
    staff: WriteContext,
    plans: ProductPlan[],
    changes: Map<string, ProductChanges>,
  ) {
    // New sizes' opening stock is recorded as imported, by the staff member who imported it.
    const ctx: WriteContext = { ...staff, importing: true };
    const collected: AuditChange[] = [];
    // The write path joins this transaction, collects its audit changes for the batch's one entry, and leaves
    // the caches to the end of the import.
    const writes = createCatalogWritesService({
      db: tx,
      cache: { ...cache, invalidateAll: async () => undefined },
      audit: { ...audit, record: async (_tx, _ctx, batch) => void collected.push(...batch) },
    });
    const created = plans.filter((p) => !p.existing);
    for (let i = 0; i < created.length; i += 500) {
      await writes.createProducts(
        ctx,
        created.slice(i, i + 500).map((plan) => ({
          code: plan.code,
          name: plan.name as Localized,
          brand_id: plan.brandId!,
          category_ids: plan.categoryIds ?? [],
          discount: plan.discount ?? 0,
          active: plan.active ?? true,
          colors: groupColours(plan.sizes).map((colour) => ({
            color_id: colour.colorId,
            images: colour.images,
            sizes: colour.sizes.map((s) => ({ size: s.size, price: s.price, quantity: s.stock ?? 0 })),
          })),
        })),
      );
    }
    for (const plan of plans.filter((p) => p.existing)) {
      const change = changes.get(plan.code)!;
      const id = plan.existing!.id;
      if (change.product) await writes.updateProduct(ctx, id, change.product);
      for (const colour of change.newColours)
        await writes.addProductColor(ctx, id, {
          color_id: colour.colorId,
          images: colour.images,
          sizes: colour.sizes.map((s) => ({ size: s.size, price: s.price, quantity: s.stock ?? 0 })),
        });
      for (const c of change.colourImages)
        await writes.updateProductColor(ctx, c.productColorId, { images: c.images });
      for (const s of change.newSizes)
        await writes.addSize(ctx, s.productColorId, {
          size: s.row.size,
          price: s.row.price,
          quantity: s.row.stock ?? 0,
        });
      for (const s of change.sizeUpdates)
        await writes.updateSize(ctx, s.sizeId, { size: s.size, price: s.price });
      if (change.stock.length > 0)
        await ledger.add(tx, change.stock, { reason: "import", actor: ctx.actor, note: "import" });
    }
    await audit.record(tx, ctx, [
      {
        entity: "product_import",
        entityId: Math.floor(Date.now() / 1000),
        action: "update",
        before: null,
        after: {
          created: created.map((p) => p.code),
          updated: plans.filter((p) => p.existing).map((p) => p.code),
          entities_written: collected.length,
        },
      },
    ]);
  }

  /** Creates the brands and categories an import asked for; answers their temporary ids' real ones. */
  async function createNamed(
    tx: Db,
    ctx: WriteContext,
    brands: { id: number; name: string }[],
    categories: { id: number; name: string }[],
    options: ImportOptions,
  ): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    if (brands.length === 0 && categories.length === 0) return ids;
    const writes = createCatalogWritesService({
      db: tx,
      cache: { ...cache, invalidateAll: async () => undefined },
      audit,
    });
    for (const brand of brands) {
      const logo = await options.placeholder?.(brand.name);
      const made = await writes.createBrand(ctx, {
        name: { ar: brand.name },
        country: { ar: "-" },
        logo: logo ?? "brands/placeholder.svg",
        background_image: logo ?? "brands/placeholder.svg",
      });
      ids.set(brand.id, made.id as number);
    }
    for (const category of categories) {
      const made = await writes.createCategory(ctx, {
        name: { ar: category.name },
        sub_part_id: options.createCategoriesIn!,
      });
      ids.set(category.id, made.id as number);
    }
    return ids;
  }

  /** Reads and checks the file against the catalogue: the report, and the writes it allows (not yet done). */
  async function prepare(file: Uint8Array, options: ImportOptions) {
    if (options.createCategoriesIn !== undefined)
      await steps.requireIds(db, subParts, [options.createCategoriesIn], "create_categories_in");
    const sheet = readSheet(file);
    const codeAt = columnsOf(sheet[0] ?? []).get("code") as number;
    const codes = [...new Set(sheet.slice(1).map((row) => importedCell(row[codeAt] ?? "").text))];
    const catalogue = await catalogueFor(codes, options);
    const { plans, reports } = planImport(sheet, catalogue);
    const newBrands = [...catalogue.newBrands.values()];
    const newCategories = [...catalogue.newCategories.values()];
    const byLine = new Map(reports.map((r) => [r.line, r]));
    const valid = plans.filter((plan) => plan.lines.every((line) => byLine.get(line)?.action !== "rejected"));
    const changes = new Map<string, ProductChanges>();
    for (const plan of valid) {
      if (!plan.existing) continue;
      const change = changesOf(plan, plan.existing);
      changes.set(plan.code, change);
      for (const line of plan.lines) if (!change.lines.has(line)) byLine.get(line)!.action = "unchanged";
    }
    const writable = valid.filter((plan) => !plan.existing || (changes.get(plan.code)?.lines.size ?? 0) > 0);
    const rejected = reports.some((r) => r.action === "rejected");
    const apply = !options.dryRun && writable.length > 0 && !(options.mode === "all" && rejected);
    return {
      /** Products to write. */
      total: apply ? writable.length : 0,
      /**
       * Writes in batches of 200 products, each with its audit entry, telling `progress` the products written:
       * `all` in one transaction (nothing stays if anything fails), `valid` a transaction per batch. Other
       * requests get the event loop between batches.
       */
      async write(
        ctx: WriteContext,
        progress: (written: number) => void = () => undefined,
      ): Promise<ImportReport> {
        if (apply) {
          const batches = async (tx: Db | null) => {
            for (let i = 0; i < writable.length; i += productsPerBatch) {
              const batch = writable.slice(i, i + productsPerBatch);
              if (tx) await writeBatch(tx, ctx, batch, changes);
              else await db.transaction((own) => writeBatch(own, ctx, batch, changes));
              progress(Math.min(i + productsPerBatch, writable.length));
              await new Promise((resolve) => setImmediate(resolve));
            }
          };
          // The brands and categories asked for first, each with its own audit entry; then the products.
          const created = async (tx: Db) => {
            const ids = await createNamed(tx, ctx, newBrands, newCategories, options);
            for (const plan of writable) resolveIds(plan, changes.get(plan.code), ids);
          };
          if (options.mode === "all")
            await db.transaction(async (tx) => {
              await created(tx);
              await batches(tx);
            });
          else {
            await db.transaction((tx) => created(tx));
            await batches(null);
          }
          await cache.invalidateAll();
        }
        return {
          ...reportOf(reports, plans.length, options, apply),
          new_brands: newBrands.map((b) => b.name),
          new_categories: newCategories.map((c) => c.name),
        };
      },
    };
  }

  return {
    exportCsv: (query: ListQuery, origin: string) => exportCsv(db, query, origin),
    exportXlsx: (query: ListQuery, origin: string) => exportXlsx(db, query, origin),
    prepare,
    jobs: createImportJobs(),
    /** Checks and writes in one go (a small file, a dry run). */
    run: async (
      ctx: WriteContext,
      file: Uint8Array,
      options: { dryRun: boolean; mode: ImportMode; origin: string },
    ) => (await prepare(file, options)).write(ctx),
  };
}
export type ProductImport = ReturnType<typeof createProductImport>;

function groupColours(sizes: ProductPlan["sizes"]) {
  const colours: { colorId: number; images: string[]; sizes: ProductPlan["sizes"] }[] = [];
  for (const size of sizes) {
    const colour = colours.find((c) => c.colorId === size.colorId);
    if (colour) {
      colour.sizes.push(size);
      if (colour.images.length === 0 && size.images) colour.images = size.images;
    } else colours.push({ colorId: size.colorId, images: size.images ?? [], sizes: [size] });
  }
  return colours;
}

function reportOf(
  rows: ImportRowReport[],
  products: number,
  options: { dryRun: boolean; mode: ImportMode },
  applied: boolean,
): Omit<ImportReport, "new_brands" | "new_categories"> {
  const count = (action: ImportRowReport["action"]) => rows.filter((r) => r.action === action).length;
  return {
    dry_run: options.dryRun,
    mode: options.mode,
    applied,
    summary: {
      rows: rows.length,
      products,
      create: count("create"),
      update: count("update"),
      unchanged: count("unchanged"),
      rejected: count("rejected"),
    },
    rows,
  };
}
