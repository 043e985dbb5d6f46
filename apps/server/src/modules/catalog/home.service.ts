import type { HomePage, RequestContext } from "@dukkan/contracts";
import { toBrandSummary, toFeature, toProductCard, toSetting, toSlide } from "./catalog.mappers.ts";
import type { CatalogRepository } from "./catalog.repository.ts";

const newProductsCount = 10; // spec §9
const bestSellersCount = 10;

export function createHomeService(repository: CatalogRepository) {
  return {
    /** Everything the home page renders, in one round of parallel queries. */
    async load(ctx: RequestContext): Promise<HomePage> {
      const [slides, features, newest, brands, bestSelling, best] = await Promise.all([
        repository.slides(),
        repository.features(),
        repository.newestProducts(newProductsCount),
        repository.brands(),
        repository.settingsByKey("best_selling"),
        repository.bestSellers(bestSellersCount),
      ]);
      // The section shows only when the best_selling setting's first item has status 1 (spec §2).
      const showBestSelling = bestSelling[0]
        ? toSetting(ctx.lang, ctx.origin, bestSelling[0]).status === 1
        : false;
      return {
        slides: slides.map((row) => toSlide(ctx, row)),
        features: features.map((row) => toFeature(ctx, row)),
        newProducts: newest.map((row) => toProductCard(ctx, row)),
        brands: brands.map((row) => toBrandSummary(ctx, row)),
        showBestSelling,
        bestSellers: showBestSelling ? best.map((row) => toProductCard(ctx, row)) : [],
      };
    },
  };
}
