import type { Db } from "@dukkan/db";
import type { Cache } from "#server/lib/cache.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import { createBulkChanges } from "./bulk-changes.ts";
import { catalogEntities } from "./catalog-writes.repository.ts";
import { createProductWrites } from "./product-writes.ts";
import { createTaxonomyWrites } from "./taxonomy-writes.ts";
import { createWriteSteps } from "./write-steps.service.ts";

/**
 * The one catalogue write path: a function per write of a product (with its colours and sizes), product colour,
 * size, palette colour, brand, part, sub-part or category. Each validates its input with the contracts schema the
 * staff form uses, then in ONE transaction checks the ids it refers to, sanitizes HTML, writes, rebuilds the
 * search documents the write changes and records one audit entry per entity written (before and after); after
 * commit it invalidates the caches, and through them every instance's search index (write-steps.service.ts). Stock
 * changes only through stock movements. The demo seed writes the store through these same functions.
 */
export function createCatalogWritesService(deps: { db: Db; cache: Cache; audit: AuditService }) {
  const steps = createWriteSteps(deps, catalogEntities);
  const bulk = createBulkChanges(steps, deps.db);
  return {
    ...createProductWrites(steps),
    ...createTaxonomyWrites(steps),
    /** The product list's bulk changes (issue 19): before and after, then batches with one audit entry each. */
    previewBulkChange: bulk.preview,
    applyBulkChange: bulk.apply,
  };
}
export type CatalogWritesService = ReturnType<typeof createCatalogWritesService>;
