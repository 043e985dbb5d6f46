import type {
  Advert,
  BrandSummary,
  DealerType,
  ProductCard,
  RequestContext,
  Setting,
  Slide,
  StorefrontServices,
} from "@dukkan/contracts";
import { previewOf, withPreview } from "#app/lib/content-preview.server.ts";

/** One section's data, or the fact that it failed: the page still renders with that section's error text. */
async function section<T>(label: string, ctx: RequestContext, read: () => Promise<T>, empty: T) {
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    console.error(`[home] ${label} failed (request ${ctx.requestId})`, error);
    return { value: empty, failed: true };
  }
}

/** Spec §2: the best-selling section shows only when the setting's first item has status 1. */
export function showsBestSelling(setting: Setting[]): boolean {
  return setting[0]?.status === 1;
}

export async function loadHome(
  services: StorefrontServices,
  ctx: RequestContext,
  previewToken?: string | null,
) {
  const { catalog, content } = services;
  const preview = await previewOf(services, ctx, previewToken);
  const horizontal = preview?.advert?.type === "horizontal" ? preview.advert : null;
  const [slides, newProducts, adverts, brands, dealerTypes, settings] = await Promise.all([
    section<Slide[]>("slides", ctx, async () => withPreview(await content.slides(ctx), preview?.slide), []),
    section<ProductCard[]>("new products", ctx, () => catalog.newProducts(ctx), []),
    section<Advert[]>(
      "adverts",
      ctx,
      async () => withPreview(await content.adverts(ctx, "horizontal"), horizontal),
      [],
    ),
    section<BrandSummary[]>("brands", ctx, () => catalog.brands(ctx), []),
    section<DealerType[]>("dealer types", ctx, () => content.dealerTypes(ctx), []),
    section<Setting[]>("settings", ctx, () => content.settings(ctx), []),
  ]);
  const setting = (key: string) => settings.value.filter((s) => s.key === key);
  const bestSellingSetting = setting("best_selling");
  const bestSellers = showsBestSelling(bestSellingSetting)
    ? await section<ProductCard[]>("best sellers", ctx, () => catalog.bestSellers(ctx), [])
    : null;
  return {
    slides,
    newProducts: { ...newProducts, value: newProducts.value.slice(0, 10) },
    adverts: adverts.value.slice(0, 3),
    brands: {
      ...brands,
      value: brands.value.map(({ id, name, country, logo, background_image, catalog_file }) => ({
        id,
        name,
        country,
        logo,
        background_image,
        catalog_file,
      })),
    },
    dealerTypes,
    bestSellers,
    titles: {
      bestSelling: bestSellingSetting[0]?.value ?? null,
      newProducts: setting("new_product")[0]?.value ?? null,
      dealers: setting("our_dealer")[0]?.value ?? null,
    },
  };
}
