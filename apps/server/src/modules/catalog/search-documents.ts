import type { Localized } from "@dukkan/contracts";
import { type Db, productSearchDocument } from "@dukkan/db";
import { invalidField } from "#server/lib/input.ts";
import type { CatalogWritesRepository } from "./catalog-writes.repository.ts";

/** Brand and category renames rewrite their products' search documents this many at a time. */
const searchDocumentBatch = 1_000;

/** The search document of a product with these fields; its brand must take products, its categories exist. */
export async function searchDocumentOf(
  tx: Db,
  repository: CatalogWritesRepository,
  product: { name: Localized; code: string; brandId: number; categoryIds: number[] },
) {
  const brand = await repository.brand(tx, product.brandId);
  if (!brand || brand.deletedAt)
    throw invalidField("brand_id", `Unknown id: ${product.brandId}`, "unknown_id");
  const names = new Map((await repository.categoryNames(tx, product.categoryIds)).map((c) => [c.id, c.name]));
  const missing = product.categoryIds.filter((id) => !names.has(id));
  if (missing.length > 0)
    throw invalidField("category_ids", `Unknown id: ${missing.join(", ")}`, "unknown_id");
  return productSearchDocument({
    name: product.name,
    code: product.code,
    brandName: brand.name,
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
