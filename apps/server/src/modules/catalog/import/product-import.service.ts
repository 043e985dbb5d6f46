import {
  type ImportMode,
  type ImportReport,
  type ImportRowReport,
  type Localized,
  stockSystemNotes,
} from "@dukkan/contracts";
import type { staffProductListQuerySchema } from "@dukkan/contracts/staff-products";
import { type Db, rowsOf } from "@dukkan/db";
import { subParts } from "@dukkan/db/schema/catalog";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Cache } from "#server/lib/cache.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange, AuditService } from "#server/modules/audit/audit.service.ts";
import { catalogEntities } from "../catalog-writes.repository.ts";
import { createCatalogWritesService } from "../catalog-writes.service.ts";
import { createStockRepository } from "../stock.repository.ts";
import { createWriteSteps } from "../write-steps.service.ts";
import { type ChangeOptions, changesOf, type ProductChanges } from "./import-changes.ts";
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
export interface ImportOptions {
  dryRun: boolean;
  mode: ImportMode;
  /** The shop's origin: image URLs must point at its /media/. */
  origin: string;
  createBrands?: boolean | undefined;
  /** The sub-part new categories go into; none: unknown categories are refused. */
  createCategoriesIn?: number | undefined;
  /** The `stock` column sets stock, conflicts refused (`set_stock`); otherwise stock is left as it is. */
  setStock?: boolean | undefined;
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

/**
 * Product import and export (issue 19): the sheet of a list view out as CSV or XLSX; a file in, checked
 * against the catalogue into a report per row and column, then written through the one catalogue write path
 * (stock through movements with reason `import`) with one audit entry per batch.
 */
export function createProductImport(deps: { db: Db; cache: Cache; audit: AuditService }) {
  const { db, cache, audit } = deps;
  const ledger = createStockRepository();
  const steps = createWriteSteps(deps, catalogEntities);

  /** Names (any language) → ids, and ids → their Arabic name (the report's old and new values). */
  async function named(table: string, where = "true") {
    const rows = await rowsOf<{ id: number; name: Localized }>(
      db.execute(sql`SELECT id, name FROM ${sql.raw(table)} WHERE ${sql.raw(where)} ORDER BY id`),
    );
    const ids = new Map<string, number>();
    const names = new Map<number, string>();
    for (const row of rows) {
      names.set(row.id, row.name.ar);
      for (const text of Object.values(row.name))
        if (text && !ids.has(nameKey(text))) ids.set(nameKey(text), row.id);
    }
    return { ids, names };
  }

  async function catalogueFor(
    codes: string[],
    options: ImportOptions,
  ): Promise<{ catalogue: Catalogue; names: ChangeOptions["names"] }> {
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
    const [brands, categories, colours] = [
      await named("brands", "deleted_at IS NULL"),
      await named("categories"),
      await named("colors"),
    ];
    const catalogue: Catalogue = {
      brands: brands.ids,
      categories: categories.ids,
      colours: colours.ids,
      products: new Map(products.map((p) => [p.code, { ...p, category_ids: p.category_ids.map(Number) }])),
      // `http://host:80` is `http://host`: compared as URLs compare it.
      origin: new URL(options.origin).origin,
      createBrands: options.createBrands ?? false,
      createCategories: options.createCategoriesIn !== undefined,
      newBrands: new Map(),
      newCategories: new Map(),
    };
    // A brand or category the import creates has a temporary id below zero until written.
    const pendingName = (made: Map<string, { id: number; name: string }>, id: number) =>
      [...made.values()].find((m) => m.id === id)?.name ?? String(id);
    const names: ChangeOptions["names"] = {
      brand: (id) => brands.names.get(id) ?? pendingName(catalogue.newBrands, id),
      category: (id) => categories.names.get(id) ?? pendingName(catalogue.newCategories, id),
      colour: (id) => colours.names.get(id) ?? String(id),
    };
    return { catalogue, names };
  }

  /** Writes the plans of one batch in the caller's transaction; answers the codes written. */
  async function writeBatch(
    tx: Db,
    staff: WriteContext,
    plans: ProductPlan[],
    changes: Map<string, ProductChanges>,
    setStock: boolean,
  ) {
    const opening = (row: ProductPlan["sizes"][number]) => (setStock ? (row.stock ?? 0) : 0);
    // New sizes' opening stock is recorded as imported, by the staff member who imported it.
    const ctx: WriteContext = { ...staff, importing: true };
    const collected: AuditChange[] = [];
    // The write path joins this transaction, collects its audit changes (recorded together at the end of the
    // batch: one statement per 1,000 entries), and leaves the caches to the end of the import.
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
            sizes: colour.sizes.map((s) => ({ size: s.size, price: s.price, quantity: opening(s) })),
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
          sizes: colour.sizes.map((s) => ({ size: s.size, price: s.price, quantity: opening(s) })),
        });
      for (const c of change.colourImages)
        await writes.updateProductColor(ctx, c.productColorId, { images: c.images });
      for (const s of change.newSizes)
        await writes.addSize(ctx, s.productColorId, {
          size: s.row.size,
          price: s.row.price,
          quantity: opening(s.row),
        });
      for (const s of change.sizeUpdates)
        await writes.updateSize(ctx, s.sizeId, { size: s.size, price: s.price });
      if (change.stock.length > 0)
        await ledger.add(tx, change.stock, {
          reason: "import",
          actor: ctx.actor,
          note: stockSystemNotes.import,
        });
    }
    // Every entity written has its own entry (a product's and a size's history show what the import changed),
    // and the batch one more that names its codes.
    await audit.record(tx, ctx, [
      ...collected,
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
    const { catalogue, names } = await catalogueFor(codes, options);
    const { plans, reports } = planImport(sheet, catalogue);
    const setStock = options.setStock ?? false;
    const newBrands = [...catalogue.newBrands.values()];
    const newCategories = [...catalogue.newCategories.values()];
    const byLine = new Map(reports.map((r) => [r.line, r]));
    const valid = plans.filter((plan) => plan.lines.every((line) => byLine.get(line)?.action !== "rejected"));
    const changes = new Map<string, ProductChanges>();
    const stockIgnored = new Set<number>();
    for (const plan of valid) {
      if (!plan.existing) {
        if (!setStock) for (const row of plan.sizes) if ((row.stock ?? 0) > 0) stockIgnored.add(row.line);
        continue;
      }
      const change = changesOf(plan, plan.existing, { setStock, names });
      changes.set(plan.code, change);
      for (const line of plan.lines) {
        const report = byLine.get(line)!;
        const conflict = change.conflicts.get(line);
        if (conflict) {
          report.action = "conflict";
          report.errors.push(conflict);
        } else if (!change.lines.has(line)) report.action = "unchanged";
        report.changes = change.fields.get(line) ?? [];
      }
      for (const line of change.stockIgnored) stockIgnored.add(line);
    }
    const writable = valid.filter((plan) => !plan.existing || (changes.get(plan.code)?.lines.size ?? 0) > 0);
    // All or nothing: a rejected or conflicting row stops the whole import.
    const blocked = reports.some((r) => r.action === "rejected" || r.action === "conflict");
    const apply = !options.dryRun && writable.length > 0 && !(options.mode === "all" && blocked);
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
              if (tx) await writeBatch(tx, ctx, batch, changes, setStock);
              else await db.transaction((own) => writeBatch(own, ctx, batch, changes, setStock));
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
          ...reportOf(reports, options, apply),
          set_stock: setStock,
          summary: { ...summaryOf(reports, plans.length), stock_ignored: stockIgnored.size },
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
      options: { dryRun: boolean; mode: ImportMode; origin: string; setStock?: boolean },
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

function summaryOf(rows: ImportRowReport[], products: number) {
  const count = (action: ImportRowReport["action"]) => rows.filter((r) => r.action === action).length;
  return {
    rows: rows.length,
    products,
    create: count("create"),
    update: count("update"),
    unchanged: count("unchanged"),
    rejected: count("rejected"),
    conflict: count("conflict"),
  };
}

function reportOf(
  rows: ImportRowReport[],
  options: { dryRun: boolean; mode: ImportMode },
  applied: boolean,
): Pick<ImportReport, "dry_run" | "mode" | "applied" | "rows"> {
  return { dry_run: options.dryRun, mode: options.mode, applied, rows };
}
