import type { Localized } from "@dukkan/contracts";
import { type Db, productSearchDocument } from "@dukkan/db";
import { invalidField } from "#server/lib/input.ts";
import type { CatalogWritesRepository } from "./catalog-writes.repository.ts";

/** Brand and category renames rewrite their products' search documents this many at a time. */
const searchDocumentBatch = 1_000;

/**
 * Checks what products written with these fields refer to, in one statement: a brand that takes products,
 * categories that exist, a code no other product has and no other of the batch (a 422 on the first bad field,
 * named by `field`); answers their search documents, and the ids of existing products with the accessory codes.
 */
export async function checkedSearchDocuments(
  tx: Db,
  repository: CatalogWritesRepository,
  input: {
    products: { name: Localized; code: string; brandId: number; categoryIds: number[] }[];
    /** The product being updated, whose own code is no conflict. */
    exceptId: number | null;
    accessoryCodes: string[];
    field: (index: number, name: string) => string;
  },
) {
  const { products, field } = input;
  const found = await repository.references(tx, {
    brandIds: [...new Set(products.map((p) => p.brandId))],
    categoryIds: [...new Set(products.flatMap((p) => p.categoryIds))],
    codes: products.map((p) => p.code),
    exceptId: input.exceptId,
    accessoryCodes: input.accessoryCodes,
  });
  const seen = new Set<string>();
  const documents = products.map((product, i) => {
    const brand = found.brands.get(product.brandId);
    if (!brand) throw invalidField(field(i, "brand_id"), `Unknown id: ${product.brandId}`, "unknown_id");
    const missing = product.categoryIds.filter((id) => !found.categories.has(id));
    if (missing.length > 0) {
      throw invalidField(field(i, "category_ids"), `Unknown id: ${missing.join(", ")}`, "unknown_id");
    }
    if (found.takenCodes.has(product.code) || seen.has(product.code)) {
      throw invalidField(field(i, "code"), "Another product has this code", "taken");
    }
    seen.add(product.code);
    return productSearchDocument({
      name: product.name,
      code: product.code,
      brandName: brand,
      categoryNames: product.categoryIds.map((id) => found.categories.get(id) as Localized),
    });
  });
  return { documents, productIdsByCode: found.productIdsByCode };
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
