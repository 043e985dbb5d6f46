import type { HomePage, RequestContext } from "@dukkan/contracts";
import type { CatalogService } from "#server/modules/catalog/catalog.service.ts";
import type { ContentService } from "./content.service.ts";

/** The home page: the content's slides, features and setting, with the catalogue's products and brands. */
export function createHomeService(deps: { catalog: CatalogService; content: ContentService }) {
  const { catalog, content } = deps;
  return {
    /** Everything the home page renders, in one round of parallel (cached) reads. */
    async load(ctx: RequestContext): Promise<HomePage> {
      const [slides, features, newProducts, brands, bestSelling] = await Promise.all([
        content.slides(ctx),
        content.features(ctx),
        catalog.newProducts(ctx),
        catalog.brands(ctx),
        content.settings(ctx, "best_selling"),
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
