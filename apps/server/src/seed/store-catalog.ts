import type { Db } from "@dukkan/db";
import { sql } from "drizzle-orm";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { CatalogWritesService } from "#server/modules/catalog/catalog-writes.service.ts";
import { brandDefs, categoryDefs, colorDefs, partDefs } from "./data.ts";
import { type DemoProduct, demoProducts, relatedCategories } from "./demo-products.ts";
import type { SeedMedia } from "./media.ts";
import { textPdf } from "./pdf.ts";
import type { Random } from "./random.ts";
import { backgrounds, bannerSvg, logoSvg } from "./svg.ts";

/** What the catalogue seeders share: the write path, the media being made, the seed's clock. */
export interface CatalogSeeding {
  writes: CatalogWritesService;
  media: SeedMedia;
  /** The seed writing as of `at`. */
  as: (at: Date) => WriteContext;
  /** `days` before the seed's reference day. */
  ago: (days: number) => Date;
}

const idOf = (snapshot: Record<string, unknown>) => snapshot.id as number;

/** The colour palette; ids by slug. */
export async function seedColors({ writes, as, ago }: CatalogSeeding): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of colorDefs) ids.set(c.slug, idOf(await writes.createColor(as(ago(420)), c)));
  return ids;
}

/** Brands with their logos, banners and catalogue PDFs; ids by slug. */
export async function seedBrands({ writes, media, as, ago }: CatalogSeeding): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, b] of brandDefs.entries()) {
    media.files.set(`brands/${b.slug}-logo.svg`, logoSvg(b.latin, b.accent, i));
    const part = partDefs.find((p) => p.slug === b.parts[0])!;
    const kind = categoryDefs.find((c) => c.slug === part.subParts[0]!.categories[0])!.kind;
    media.files.set(
      `brands/${b.slug}-bg.svg`,
      bannerSvg({
        from: b.accent,
        to: "#1f2428",
        accent: "#ffffff",
        kind,
        colorHex: "#c4cad0",
        title: b.latin,
        seed: i + 3,
      }),
    );
    if (b.catalog) {
      media.files.set(
        `brands/${b.slug}-catalog.pdf`,
        textPdf(`${b.latin} catalogue 2026`, [
          `${b.latin} - ${b.country.en}`,
          "Official catalogue distributed by Dukkan, Baghdad.",
          "Ask our showrooms in Karkh and Rusafa for the full price list.",
          "Prices in Iraqi dinars; warranty through the official dealer.",
        ]),
      );
    }
    const brand = await writes.createBrand(as(ago(400 - i)), {
      name: b.name,
      country: b.country,
      logo: `brands/${b.slug}-logo.svg`,
      background_image: `brands/${b.slug}-bg.svg`,
      catalog_file: b.catalog ? `brands/${b.slug}-catalog.pdf` : null,
      sort_order: i,
    });
    ids.set(b.slug, idOf(brand));
  }
  return ids;
}

/** Parts, their sub-parts and categories (with banners); category ids by slug. */
export async function seedCategories({
  writes,
  media,
  as,
  ago,
}: CatalogSeeding): Promise<Map<string, number>> {
  const at = as(ago(420));
  const partIds: number[] = [];
  for (const [i, p] of partDefs.entries())
    partIds.push(idOf(await writes.createPart(at, { name: p.name, sort_order: i })));
  const subParts: { categories: string[]; id: number }[] = [];
  for (const [pi, p] of partDefs.entries()) {
    for (const sp of p.subParts) {
      const created = await writes.createSubPart(at, { part_id: partIds[pi]!, name: sp.name });
      subParts.push({ categories: sp.categories, id: idOf(created) });
    }
  }
  const ids = new Map<string, number>();
  let i = 0;
  for (const subPart of subParts) {
    for (const slug of subPart.categories) {
      const def = categoryDefs.find((c) => c.slug === slug)!;
      const [from, to] = backgrounds[i % backgrounds.length]!;
      media.files.set(
        `categories/${def.slug}.svg`,
        bannerSvg({
          from: to,
          to: from,
          accent: "#1f2428",
          kind: def.kind,
          colorHex: "#c4cad0",
          seed: i + 11,
        }),
      );
      const category = await writes.createCategory(at, {
        sub_part_id: subPart.id,
        name: def.name,
        background_image: `categories/${def.slug}.svg`,
      });
      ids.set(def.slug, idOf(category));
      i++;
    }
  }
  return ids;
}

/** Which demo products each product offers as accessories: products of related categories, by index. */
function accessoryIndexes(rng: Random, products: DemoProduct[]): number[][] {
  const byCategory = new Map<string, number[]>();
  products.forEach((p, i) => {
    byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), i]);
  });
  return products.map((p, i) => {
    const pool = (relatedCategories[p.category] ?? []).flatMap((slug) => byCategory.get(slug) ?? []);
    return rng.sample(pool, i === 0 ? 3 : rng.int(0, 3));
  });
}

/**
 * The demo products with their colours, sizes (opening stock) and accessories, in one batch through the write
 * path; then when each arrived, and its sales and reviews from before the shop went online.
 */
export async function seedProducts(
  seeding: CatalogSeeding,
  input: {
    tx: Db;
    rng: Random;
    now: Date;
    ids: { colors: Map<string, number>; brands: Map<string, number>; categories: Map<string, number> };
  },
): Promise<number> {
  const { writes, media, as, ago } = seeding;
  const { ids } = input;
  const products = demoProducts(input.rng, input.now, media);
  const accessories = accessoryIndexes(input.rng, products);
  const created = await writes.createProducts(
    as(ago(420)),
    products.map((demo, index) => ({
      ...demo.product,
      brand_id: ids.brands.get(demo.brand)!,
      category_ids: [demo.category, demo.extraCategory]
        .filter((slug) => slug !== null)
        .map((slug) => ids.categories.get(slug)!),
      accessory_codes: accessories[index]!.map((i) => products[i]!.product.code),
      colors: demo.colors.map((color, ci) => ({
        color_id: ids.colors.get(color.slug)!,
        images: color.images,
        // The demo's invoice numbers follow the product's place in the store.
        invoice_number: `INV-${2026}-${String((index + 1) * 10 + ci).padStart(5, "0")}`,
        sort_order: ci,
        sizes: color.sizes,
      })),
    })),
  );
  const productIds = created.map(idOf);
  await setFigures(input.tx, products, productIds);
  return productIds.length;
}

/**
 * When each product arrived, and its ratings, reviews and units sold before the shop went online, are the demo's
 * history, not catalogue edits: one statement sets them.
 */
async function setFigures(tx: Db, products: DemoProduct[], ids: number[]) {
  const column = <T>(pick: (p: DemoProduct) => T) => sql.param(products.map(pick));
  await tx.execute(sql`
    UPDATE products p SET rating = f.rating, reviews = f.reviews, units_sold = f.units_sold,
                          created_at = f.created_at, updated_at = f.created_at
      FROM unnest(${sql.param(ids)}::int[], ${column((p) => p.figures.rating)}::real[],
                  ${column((p) => p.figures.reviews)}::int[], ${column((p) => p.figures.unitsSold)}::int[],
                  ${column((p) => p.createdAt.toISOString())}::timestamptz[])
           AS f(id, rating, reviews, units_sold, created_at)
     WHERE p.id = f.id`);
}
