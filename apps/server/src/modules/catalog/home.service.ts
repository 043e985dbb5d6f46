import type { HomePage, RequestContext } from "@dukkan/contracts";
import type { CatalogService } from "./catalog.service.ts";

export function createHomeService(catalog: CatalogService) {
  return {
    /** Everything the home page renders, in one round of parallel (cached) reads. */
    async load(ctx: RequestContext): Promise<HomePage> {
      const [slides, features, newProducts, brands, bestSelling] = await Promise.all([
        catalog.slides(ctx),
        catalog.features(ctx),
        catalog.newProducts(ctx),
        catalog.brands(ctx),
        catalog.settings(ctx, "best_selling"),
      ]);
      // The section shows only when the best_selling setting's first item has status 1 (spec §2).
      const showBestSelling = bestSelling[0]?.status === 1;
      return {
        slides,
        features,
        newProducts,
        brands: brands.map(({ sub_parts: _subParts, ...summary }) => summary),
        showBestSelling,
        bestSellers: showBestSelling ? await catalog.bestSellers(ctx) : [],
      };
    },
  };
}
