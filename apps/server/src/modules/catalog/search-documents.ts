import type { Localized } from "@dukkan/contracts";
import { type Db, productSearchDocument } from "@dukkan/db";
import { invalidField } from "#server/lib/input.ts";
import type { CatalogWritesRepository } from "./catalog-writes.repository.ts";

/** Brand and category renames rewrite their products' search documents this many at a time. */
const searchDocumentBatch = 1_000;

/**
 * Checks what a product written with these fields refers to (a brand that takes products, categories that
 * exist, a code no other product has: 422s on those fields) in one statement, and answers its search document.
 */
export async function checkedSearchDocument(
  tx: Db,
  repository: CatalogWritesRepository,
  product: { id: number | null; name: Localized; code: string; brandId: number; categoryIds: number[] },
) {
  const found = await repository.references(tx, product);
  if (!found.brand) throw invalidField("brand_id", `Unknown id: ${product.brandId}`, "unknown_id");
  const names = new Map(found.categories.map((c) => [c.id, c.name]));
  const missing = product.categoryIds.filter((id) => !names.has(id));
  if (missing.length > 0) {
    throw invalidField("category_ids", `Unknown id: ${missing.join(", ")}`, "unknown_id");
  }
  if (found.codeTaken) throw invalidField("code", "Another product has this code", "taken");
  return productSearchDocument({
    name: product.name,
    code: product.code,
    brandName: found.brand,
    categoryNames: product.categoryIds.map((id) => names.get(id) as Localized),
  });
}

/** Rewrites the search documents of products whose brand or category names changed. */
export async function rebuildSearchDocuments(
  tx: Db,
  repository: CatalogWritesRepository,
  productIds: number[],
) {
  for (let i = 0; i < productIds.length; i += searchDocumentBatch) {
    const rows = await repository.searchInputs(tx, productIds.slice(i, i + searchDocumentBatch));
    await repository.setSearchDocuments(
      tx,
      rows.map((r) => ({
        id: r.id,
        document: productSearchDocument({
          name: r.name,
          code: r.code,
          brandName: r.brand,
          categoryNames: r.categories,
        }),
      })),
    );
  }
}
