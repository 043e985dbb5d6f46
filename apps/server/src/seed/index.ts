import type { Db } from "@dukkan/db";
import * as schema from "@dukkan/db/schema";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { createCache } from "#server/lib/cache.ts";
import { systemWrite } from "#server/lib/write-context.ts";
import { createAuditService } from "#server/modules/audit/audit.service.ts";
import { createCatalogWritesService } from "#server/modules/catalog/catalog-writes.service.ts";
import type { MediaStore } from "#server/modules/media/media-store.ts";
import { brandDefs, categoryDefs } from "./data.ts";
import { insertMany } from "./insert-many.ts";
import { SeedMedia } from "./media.ts";
import { seedCities, seedCouponsAndStaff } from "./operations.ts";
import { Random } from "./random.ts";
import {
  type CatalogSeeding,
  seedBrands,
  seedCategories,
  seedColors,
  seedProducts,
} from "./store-catalog.ts";
import {
  seedAdverts,
  seedBlog,
  seedBranches,
  seedDealers,
  seedFeatures,
  seedRules,
  seedSettings,
  seedSlides,
  seedWhatsApp,
} from "./store-content.ts";

/** Media keys that tests can rely on (relative to the media directory). */
export const stableMediaKeys = {
  heroVideo: "slides/hero.webm",
  slideImage: "slides/slide-1.svg",
  brandLogo: "brands/aqualine-logo.svg",
  brandBackground: "brands/aqualine-bg.svg",
  brandCatalog: "brands/aqualine-catalog.pdf",
  branchImage: "branches/karkh.svg",
  rulesPdf: "rules/terms.pdf",
  categoryBackground: "categories/sinks.svg",
  productImage: "products/dk-snk-1001-brushed-steel-1.svg",
} as const;

/** Product id 1 is always an active, in-stock, discounted sink with 3 colours of 2+ sizes each. */
export const stableProduct = { id: 1, code: "DK-SNK-1001" } as const;

export interface SeedOptions {
  /** Where media files are written (a directory or the media store); omit to skip writing them (rows only). */
  mediaDir?: string | MediaStore | undefined;
  /** Reference time for created_at values (default: now, truncated to the day). */
  now?: Date;
  /**
   * The demo owner with its published password (README): default true; false for a demo store seeded in
   * production, where the shop's first owner comes from OWNER_EMAIL or the setup link (issue 36).
   */
  demoOwner?: boolean;
}

export interface SeedSummary {
  products: number;
  brands: number;
  categories: number;
  mediaFiles: number;
  ms: number;
}

/**
 * Tables whose rows come with the schema (a migration writes them), not with the demo store: the shop's cancel and
 * return reasons (migration 0024), which the owner edits and which no seed writes again.
 */
export const migrationOwnedTables: ReadonlySet<string> = new Set(["order_reasons"]);

/** Deletes every row of every table but the migrations' own, and restarts the identity sequences. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(getTableName)
    .filter((name) => !migrationOwnedTables.has(name))
    .map((name) => `"${name}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
}

/**
 * Writes the demo store (a Baghdad kitchen and sanitary showroom) into an empty, migrated database, and its media
 * files into `mediaDir`, in one transaction. The catalogue goes through the catalogue write path as the seed
 * (validated, sanitized, search documents, audit entries, stock movements); the tables without a write path yet
 * are filled in bulk. Deterministic: the same rows and files on every run (dated relative to `now`).
 */
export async function seedDemoStore(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date(new Date().toISOString().slice(0, 10));
  const rng = new Random(20_260_101);
  const media = new SeedMedia();
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

  const products = await db.transaction(async (tx) => {
    // The seed dates every row itself (products_touch keeps the updated_at it writes, migration 0009).
    await tx.execute(sql`SELECT set_config('dukkan.dated_writes', 'on', true)`);
    // Each write runs in a savepoint of this transaction: a failed seed leaves nothing behind.
    const writes = createCatalogWritesService({
      db: tx,
      cache: createCache(),
      // The seed only records: it never lists entries, so it names no actors.
      audit: createAuditService(tx, async () => new Map()),
    });
    const catalog: CatalogSeeding = { writes, media, ago, as: (at) => ({ ...systemWrite("seed"), at }) };
    const ids = {
      colors: await seedColors(catalog),
      brands: await seedBrands(catalog),
      categories: await seedCategories(catalog),
    };
    const count = await seedProducts(catalog, { tx, rng, now, ids });

    const insert = <T extends PgTable>(table: T, rows: T["$inferInsert"][]) =>
      insertMany(tx, table, rows, ago(420));
    await seedCities(insert);
    await seedCouponsAndStaff(insert, now, { demoOwner: options.demoOwner ?? true });
    const content = { tx, media, ago };
    for (const seed of [
      seedBranches,
      seedBlog,
      seedDealers,
      seedSlides,
      seedFeatures,
      seedAdverts,
      seedRules,
      seedWhatsApp,
      seedSettings,
    ]) {
      await seed(content);
    }
    return count;
  });

  return {
    products,
    brands: brandDefs.length,
    categories: categoryDefs.length,
    mediaFiles: options.mediaDir ? await media.write(options.mediaDir) : 0,
    ms: Math.round(performance.now() - started),
  };
}
