import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Localized } from "@dukkan/contracts";
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { sanitizeLocalizedHtml } from "../html.ts";
import * as s from "../schema.ts";
import { productSearchDocument } from "../search/document.ts";
import {
  advertDefs,
  blogDefs,
  branchDefs,
  branchHours,
  dealerTypeDefs,
  featureDefs,
  paymentDefs,
  ruleDef,
  settingTexts,
  slideDefs,
  socialDefs,
  storePhones,
  whatsappDefs,
} from "./content.ts";
import {
  aboutPool,
  brandDefs,
  type CategoryDef,
  categoryDefs,
  colorDefs,
  governorates,
  L,
  modelNames,
  partDefs,
} from "./data.ts";
import { couponRows, staffRows } from "./orders.ts";
import { textPdf } from "./pdf.ts";
import { Random, roundIqd } from "./random.ts";
import { backgrounds, bannerSvg, branchSvg, iconSvg, logoSvg, productSvg, sceneSvg } from "./svg.ts";

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
  /** Where media files are written; omit to skip writing them (rows only). */
  mediaDir?: string | undefined;
  /** Reference time for created_at values (default: now, truncated to the day). */
  now?: Date;
}

export interface SeedSummary {
  products: number;
  brands: number;
  categories: number;
  mediaFiles: number;
  ms: number;
}

const heroVideoSource = fileURLToPath(new URL("./assets/hero.webm", import.meta.url));

const languages = ["ar", "en", "ckb", "tr", "it"] as const;
type Lang = (typeof languages)[number];

function map(value: Localized, fn: (text: string, lang: Lang) => string): Localized {
  const out: Localized = { ar: fn(value.ar, "ar") };
  for (const lang of languages) {
    if (lang === "ar") continue;
    const text = value[lang];
    if (text !== undefined) out[lang] = fn(text, lang);
  }
  return out;
}

const get = (value: Localized, lang: Lang): string => value[lang] ?? value.ar;

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Related categories whose products are offered as accessories. */
const relatedCategories: Record<string, string[]> = {
  sinks: ["kitchen-mixers", "kitchen-accessories"],
  "kitchen-mixers": ["sinks", "kitchen-accessories"],
  hoods: ["hobs", "ovens"],
  ovens: ["hobs", "hoods"],
  hobs: ["hoods", "ovens"],
  toilets: ["bath-accessories"],
  basins: ["bath-mixers", "mirrors"],
  bathtubs: ["bath-mixers", "showers"],
  "bath-mixers": ["basins"],
  showers: ["bath-accessories", "bath-mixers"],
  "bathroom-cabinets": ["mirrors", "bath-mixers"],
  mirrors: ["bathroom-cabinets"],
  dishwashers: ["kitchen-accessories"],
  "washing-machines": ["water-heaters"],
  "water-heaters": ["bath-mixers"],
};

interface Media {
  files: Map<string, string | Buffer>;
  copies: Map<string, string>;
}

/** The translatable HTML columns (schema.ts marks them "HTML"): sanitized whenever they are written. */
const htmlColumns = new Map<PgTable, string[]>([
  [s.products, ["description", "detail"]],
  [s.slides, ["mainText", "description"]],
  [s.features, ["description"]],
  [s.branches, ["description"]],
  [s.rules, ["description"]],
  [s.blogs, ["description"]],
]);

async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  input: T["$inferInsert"][],
  at: Date,
): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  const html = htmlColumns.get(table) ?? [];
  // deterministic timestamps: rows that set none get the seed's reference time; HTML is sanitized on write
  const rows = input.map((row) => {
    const record: Record<string, unknown> = { createdAt: at, updatedAt: at, ...row };
    for (const column of html)
      record[column] = sanitizeLocalizedHtml(record[column] as Localized | undefined);
    return record as T["$inferInsert"];
  });
  const idColumn = (table as unknown as Record<string, unknown>).id as PgColumn | undefined;
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    if (chunk.length === 0) continue;
    if (idColumn) {
      const res = await db.insert(table).values(chunk).returning({ id: idColumn });
      out.push(...(res as { id: number }[]));
    } else {
      await db.insert(table).values(chunk);
    }
  }
  return out;
}

function productDescription(
  name: Localized,
  brand: Localized,
  country: Localized,
  cat: CategoryDef,
): Localized {
  const t: Record<Lang, (n: string, b: string, c: string, f: string, m: string) => string> = {
    ar: (n, b, c, f, m) =>
      `<p><strong>${n}</strong> من ${b} (${c}). ${f}.</p><p>${m}، مصمم ليتحمل حرارة الصيف العراقي وظروف المياه المحلية، ويأتي بكفالة رسمية.</p>`,
    en: (n, b, c, f, m) =>
      `<p><strong>${n}</strong> by ${b} (${c}). ${f}.</p><p>${m}, built for the Iraqi summer and local water conditions, with an official warranty.</p>`,
    ckb: (n, b, c, f, m) =>
      `<p><strong>${n}</strong> لە ${b} (${c}). ${f}.</p><p>${m}، دیزاین کراوە بۆ گەرمای هاوینی عێراق، بە گەرەنتی فەرمی.</p>`,
    tr: (n, b, c, f, m) =>
      `<p><strong>${n}</strong>, ${b} (${c}). ${f}.</p><p>${m}; Irak yazına ve yerel su koşullarına uygun, resmi garantili.</p>`,
    it: (n, b, c, f, m) =>
      `<p><strong>${n}</strong> di ${b} (${c}). ${f}.</p><p>${m}, pensato per l'estate irachena e le condizioni idriche locali, con garanzia ufficiale.</p>`,
  };
  return map(name, (n, lang) =>
    t[lang](n, get(brand, lang), get(country, lang), get(cat.feature, lang), get(cat.material, lang)),
  );
}

function productDetail(specs: Localized[], about: Localized[]): Localized {
  const titles = {
    specs: L("المواصفات", "Specifications", "تایبەتمەندییەکان", "Teknik özellikler", "Specifiche"),
    box: L("محتويات العلبة", "In the box", "ناوەڕۆکی سندووق", "Kutu içeriği", "Contenuto della confezione"),
    boxItem: L(
      "المنتج، دليل التركيب، بطاقة الكفالة",
      "The product, installation guide, warranty card",
      "بەرهەمەکە، ڕێبەری دامەزراندن، کارتی گەرەنتی",
      "Ürün, kurulum kılavuzu, garanti belgesi",
      "Il prodotto, guida all'installazione, certificato di garanzia",
    ),
  };
  return map(titles.specs, (title, lang) => {
    const items = [...specs, ...about.slice(0, 1)].map((x) => `<li>${get(x, lang)}</li>`).join("");
    return `<h3>${title}</h3><ul>${items}</ul><h3>${get(titles.box, lang)}</h3><p>${get(titles.boxItem, lang)}</p>`;
  });
}

/** Builds every row and media file of the demo store, deterministically. */
function productRows(
  rng: Random,
  now: Date,
  media: Media,
  brandIds: Map<string, number>,
  colorIds: Map<string, number>,
) {
  const products: s.NewProduct[] = [];
  const meta: {
    cat: CategoryDef;
    colors: { slug: string; images: string[]; sizes: s.NewProductColorSize[] }[];
    specs: Localized[];
    about: Localized[];
    extraCategory: string | null;
  }[] = [];
  let index = 0;
  for (const cat of categoryDefs) {
    const brandsForCat = brandDefs.filter((b) =>
      b.parts.some((p) =>
        partDefs.find((x) => x.slug === p)?.subParts.some((sp) => sp.categories.includes(cat.slug)),
      ),
    );
    let serial = 1000;
    for (let i = 0; i < cat.count; i++) {
      const first = index === 0;
      serial += first ? 1 : rng.int(1, 9);
      const code = `DK-${cat.code}-${serial}`;
      const brand = brandsForCat[(i + rng.int(0, brandsForCat.length - 1)) % brandsForCat.length]!;
      const style = cat.styles[i % cat.styles.length]!;
      const model = `${modelNames[(index * 7 + i) % modelNames.length]} ${rng.int(2, 9)}${rng.int(0, 9)}`;
      const name: Localized = {
        ar: `${cat.noun.ar} ${style.ar} ${model}`,
        en: `${model} ${cat.noun.en}, ${style.en}`,
        tr: `${model} ${capitalize(style.tr!)} ${cat.noun.tr!.toLocaleLowerCase("tr")}`,
        it: `${cat.noun.it} ${style.it} ${model}`,
      };
      if (index % 29 !== 11) name.ckb = `${cat.noun.ckb} ${style.ckb} ${model}`;
      const base = rng.int(cat.price[0], cat.price[1]);
      const colorCount = first ? 3 : Math.min(cat.colors.length, rng.int(1, 4));
      const colorSlugs = first ? cat.colors.slice(0, 3) : rng.sample(cat.colors, colorCount);
      const bg = backgrounds[index % backgrounds.length]!;
      const variant = rng.int(0, 5);
      const colors = colorSlugs.map((slug, ci) => {
        const def = colorDefs.find((c) => c.slug === slug)!;
        const images: string[] = [];
        const lower = code.toLowerCase();
        for (let view = 0; view < 2; view++) {
          const key = `products/${lower}-${slug}-${view + 1}.svg`;
          media.files.set(
            key,
            productSvg({
              kind: cat.kind,
              colorHex: def.hex,
              background: bg,
              variant,
              view,
              brandMark: brand.latin,
            }),
          );
          images.push(key);
        }
        const sizeCount = first ? Math.max(2, cat.sizes.length - 1) : rng.int(1, cat.sizes.length);
        const sizes = cat.sizes.slice(0, sizeCount).map((size, si) => {
          const colorFactor =
            slug === "gold" || slug === "rose-gold" || slug === "copper" ? 1.12 : slug === "black" ? 1.05 : 1;
          const outOfStock = !first && rng.chance(0.12);
          return {
            productColorId: 0,
            size: size.label,
            price: roundIqd(base * size.factor * colorFactor),
            quantity: outOfStock ? 0 : first ? rng.int(5, 30) : rng.int(1, 40),
            sortOrder: si,
          } satisfies s.NewProductColorSize;
        });
        void ci;
        return { slug, images, sizes };
      });
      const discount = first ? 15 : rng.chance(0.25) ? rng.pick([5, 10, 10, 15, 20, 25, 30, 40]) : 0;
      const status = !first && rng.chance(0.025) ? 0 : 1;
      const brandDef = brandDefs.find((b) => b.slug === brand.slug)!;
      const years = rng.int(1, 10);
      const specs: Localized[] = [
        cat.material,
        cat.feature,
        L(
          `الكفالة: ${years} سنوات`,
          `Warranty: ${years} years`,
          `گەرەنتی: ${years} ساڵ`,
          `Garanti: ${years} yıl`,
          `Garanzia: ${years} anni`,
        ),
        map(
          brandDef.country,
          (c, lang) =>
            ({
              ar: `بلد المنشأ: ${c}`,
              en: `Made in ${c}`,
              ckb: `وڵاتی بەرهەمهێنان: ${c}`,
              tr: `Menşei: ${c}`,
              it: `Paese di origine: ${c}`,
            })[lang],
        ),
      ];
      const about = rng.sample(aboutPool, rng.int(3, 4));
      const pdf = rng.chance(0.3) || first ? `products/${code.toLowerCase()}-datasheet.pdf` : null;
      if (pdf) {
        media.files.set(
          pdf,
          textPdf(`${brand.latin} ${model} - ${cat.noun.en}`, [
            `Product code: ${code}`,
            `Type: ${cat.noun.en}, ${style.en}`,
            get(cat.material, "en"),
            get(cat.feature, "en"),
            `Warranty: ${years} years`,
            `Made in ${brandDef.country.en}`,
            `Available finishes: ${colorSlugs.join(", ")}`,
          ]),
        );
      }
      const ageDays = first ? 3 : rng.int(0, 364);
      const createdAt = new Date(now.getTime() - ageDays * 86_400_000 - rng.int(0, 86_399) * 1000);
      const best = rng.chance(0.15);
      const extraCategory = rng.chance(0.1) ? (relatedCategories[cat.slug]?.[0] ?? null) : null;
      const categoryNames = [cat.name];
      if (extraCategory) categoryNames.push(categoryDefs.find((c) => c.slug === extraCategory)!.name);
      products.push({
        brandId: brandIds.get(brand.slug)!,
        name,
        description:
          index % 23 === 7
            ? omitCkb(productDescription(name, brand.name, brand.country, cat))
            : productDescription(name, brand.name, brand.country, cat),
        detail: productDetail(specs, about),
        code,
        image: colors[0]!.images[0]!,
        pdf,
        discount,
        status,
        rating: first ? 4.6 : Math.round((3 + rng.next() * 2) * 10) / 10,
        reviews: first ? 87 : rng.int(0, 240),
        unitsSold: first ? 420 : best ? rng.int(300, 1500) : rng.int(0, 250),
        searchDocument: productSearchDocument({ name, code, brandName: brand.name, categoryNames }),
        // Written as the sizes will make it, so that the stock trigger (migration 0008) finds nothing to flip
        // and leaves updated_at at the seed's time: the seed stays the same on every run.
        inStock: colors.some((c) => c.sizes.some((z) => z.quantity > 0)),
        createdAt,
        updatedAt: createdAt,
      });
      meta.push({
        cat,
        colors,
        specs,
        about,
        extraCategory,
      });
      void colorIds;
      index++;
    }
  }
  return { products, meta };
}

function omitCkb(value: Localized): Localized {
  const { ckb: _ckb, ...rest } = value;
  return rest;
}

/** Deletes every row of every table and restarts the identity sequences. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = [
    "coupon_redemptions",
    "order_status_events",
    "order_items",
    "orders",
    "coupons",
    "staff_users",
    "product_color_sizes",
    "product_colors",
    "product_categories",
    "product_specifications",
    "product_about_items",
    "product_accessories",
    "favourites",
    "ratings",
    "visits",
    "refresh_tokens",
    "clients",
    "cities",
    "products",
    "categories",
    "sub_parts",
    "parts",
    "brands",
    "colors",
    "blogs",
    "blog_categories",
    "adverts",
    "dealer_locations",
    "dealers",
    "dealer_types",
    "slides",
    "features",
    "branches",
    "rules",
    "whatsapp_contacts",
    "settings",
  ];
  await db.execute(
    sql.raw(`TRUNCATE TABLE ${tables.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`),
  );
}

/**
 * Inserts the demo store (a Baghdad kitchen and sanitary showroom) into an empty, migrated database, and writes
 * its media files into `mediaDir`. Deterministic: the same rows and files on every run (timestamps are relative
 * to `now`).
 */
export async function seedDemoStore(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date(new Date().toISOString().slice(0, 10));
  const rng = new Random(20_260_101);
  const media: Media = { files: new Map(), copies: new Map() };
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

  let productCount = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const staticAt = ago(420);
    const ins = <T extends PgTable>(table: T, rows: T["$inferInsert"][]) =>
      insertMany(t, table, rows, staticAt);

    // colours
    const colorRows = await ins(
      s.colors,
      colorDefs.map((c) => ({ name: c.name, hex: c.hex })),
    );
    const colorIds = new Map(colorDefs.map((c, i) => [c.slug, colorRows[i]!.id]));

    // brands
    brandDefs.forEach((b, i) => {
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
    });
    const brandRows = await ins(
      s.brands,
      brandDefs.map((b, i) => ({
        name: b.name,
        country: b.country,
        logo: `brands/${b.slug}-logo.svg`,
        backgroundImage: `brands/${b.slug}-bg.svg`,
        catalogFile: b.catalog ? `brands/${b.slug}-catalog.pdf` : null,
        sortOrder: i,
        createdAt: ago(400 - i),
        updatedAt: ago(400 - i),
      })),
    );
    const brandIds = new Map(brandDefs.map((b, i) => [b.slug, brandRows[i]!.id]));

    // parts, sub-parts, categories
    const partRows = await ins(
      s.parts,
      partDefs.map((p, i) => ({ name: p.name, sortOrder: i })),
    );
    const subPartList = partDefs.flatMap((p, pi) =>
      p.subParts.map((sp) => ({ sp, partId: partRows[pi]!.id })),
    );
    const subPartRows = await ins(
      s.subParts,
      subPartList.map(({ sp, partId }) => ({ partId, name: sp.name })),
    );
    const categoryList = subPartList.flatMap(({ sp }, i) =>
      sp.categories.map((slug) => ({
        def: categoryDefs.find((c) => c.slug === slug)!,
        subPartId: subPartRows[i]!.id,
      })),
    );
    categoryList.forEach(({ def }, i) => {
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
    });
    const categoryRows = await ins(
      s.categories,
      categoryList.map(({ def, subPartId }) => ({
        subPartId,
        name: def.name,
        backgroundImage: `categories/${def.slug}.svg`,
      })),
    );
    const categoryIds = new Map(categoryList.map(({ def }, i) => [def.slug, categoryRows[i]!.id]));

    // products
    const { products, meta } = productRows(rng, now, media, brandIds, colorIds);
    const productIds = (await ins(s.products, products)).map((r) => r.id);
    productCount = productIds.length;

    const productCategories: s.NewProductCategory[] = [];
    const productColors: s.NewProductColor[] = [];
    const specs: s.NewProductSpecification[] = [];
    const about: s.NewProductAboutItem[] = [];
    meta.forEach((m, i) => {
      const productId = productIds[i]!;
      productCategories.push({ productId, categoryId: categoryIds.get(m.cat.slug)! });
      if (m.extraCategory)
        productCategories.push({ productId, categoryId: categoryIds.get(m.extraCategory)! });
      m.colors.forEach((c, ci) => {
        productColors.push({
          productId,
          colorId: colorIds.get(c.slug)!,
          images: c.images,
          invoiceNumber: `INV-${2026}-${String(productId * 10 + ci).padStart(5, "0")}`,
          sortOrder: ci,
        });
      });
      m.specs.forEach((name, si) => {
        specs.push({ productId, name, sortOrder: si });
      });
      m.about.forEach((name, ai) => {
        about.push({ productId, name, sortOrder: ai });
      });
    });
    const colorRowIds = (await ins(s.productColors, productColors)).map((r) => r.id);
    const sizes: s.NewProductColorSize[] = [];
    let k = 0;
    for (const m of meta) {
      for (const c of m.colors) {
        const productColorId = colorRowIds[k++]!;
        for (const size of c.sizes) sizes.push({ ...size, productColorId });
      }
    }
    await ins(s.productColorSizes, sizes);
    await ins(s.productCategories, productCategories);
    await ins(s.productSpecifications, specs);
    await ins(s.productAboutItems, about);

    // accessories: products of related categories
    const byCategory = new Map<string, number[]>();
    meta.forEach((m, i) => {
      const list = byCategory.get(m.cat.slug) ?? [];
      list.push(productIds[i]!);
      byCategory.set(m.cat.slug, list);
    });
    const accessories: s.NewProductAccessory[] = [];
    meta.forEach((m, i) => {
      const pool = (relatedCategories[m.cat.slug] ?? []).flatMap((slug) => byCategory.get(slug) ?? []);
      const count = i === 0 ? 3 : rng.int(0, 3);
      for (const accessoryId of rng.sample(pool, count))
        accessories.push({ productId: productIds[i]!, accessoryId });
    });
    await ins(s.productAccessories, accessories);

    // cities
    await ins(
      s.cities,
      governorates.map((g, i) => ({ name: g.name, deliveryFee: g.fee, sortOrder: i })),
    );

    // coupons and the demo staff account (issue 10)
    await ins(s.coupons, couponRows(now));
    await ins(s.staffUsers, staffRows());

    // branches
    branchDefs.forEach((b, i) => {
      media.files.set(`branches/${b.slug}.svg`, branchSvg(b.sign, b.accent, i));
    });
    await ins(
      s.branches,
      branchDefs.map((b, i) => ({
        name: b.name,
        description: b.description,
        image: `branches/${b.slug}.svg`,
        address: b.address,
        phone: b.phone,
        secoundPhone: b.secoundPhone,
        email: b.email,
        locationLink: b.locationLink,
        hours: branchHours,
        sortOrder: i,
      })),
    );

    // blog
    const blogCategoryRows = await ins(
      s.blogCategories,
      blogDefs.map((b) => ({ name: b.name })),
    );
    const blogs: s.NewBlog[] = [];
    const walls = ["#e8e1d5", "#dfe8ea", "#e9e4ee", "#e4ebe0", "#efe5dc"];
    const floors = ["#9b8069", "#7d8a91", "#a39383", "#6f6a64"];
    let postIndex = 0;
    blogDefs.forEach((category, ci) => {
      for (const post of category.posts) {
        const images = post.kinds.map((kind, ii) => {
          const key = `blogs/${category.slug}-${post.slug}-${ii + 1}.svg`;
          const color = colorDefs[(postIndex + ii * 3) % colorDefs.length]!;
          media.files.set(
            key,
            sceneSvg({
              wall: walls[(postIndex + ii) % walls.length]!,
              floor: floors[(postIndex + ii) % floors.length]!,
              kind,
              colorHex: color.hex,
              seed: postIndex * 3 + ii,
            }),
          );
          return key;
        });
        const created = ago(10 + postIndex * 23);
        blogs.push({
          blogCategoryId: blogCategoryRows[ci]!.id,
          title: post.title,
          image: images[0]!,
          images,
          description: map(
            post.title,
            (title, lang) => `<h2>${title}</h2><p>${get(category.body, lang)}</p>`,
          ),
          note: postIndex === 4 ? omitCkb(storeNote()) : storeNote(),
          createdAt: created,
          updatedAt: created,
        });
        postIndex++;
      }
    });
    await ins(s.blogs, blogs);

    // dealers
    const dealerTypeRows = await ins(
      s.dealerTypes,
      dealerTypeDefs.map((d) => ({ name: d.name })),
    );
    const dealerInputs = dealerTypeDefs.flatMap((d, di) =>
      d.dealers.map((dealer) => ({ dealer, typeId: dealerTypeRows[di]!.id })),
    );
    dealerInputs.forEach(({ dealer }, i) => {
      media.files.set(
        `dealers/${dealer.slug}.svg`,
        logoSvg(dealer.latin, ["#0f3d3e", "#8e6c3a", "#2d3e50", "#b5452b"][i % 4]!, i + 1),
      );
    });
    const dealerRows = await ins(
      s.dealers,
      dealerInputs.map(({ dealer, typeId }) => ({
        dealerTypeId: typeId,
        name: dealer.name,
        logo: `dealers/${dealer.slug}.svg`,
        description: map(
          L(
            "وكيل معتمد لمنتجات دكان في",
            "Authorised Dukkan partner in",
            "هاوبەشی پەسەندکراوی دوکان لە",
            "Yetkili Dukkan ortağı:",
            "Partner autorizzato Dukkan a",
          ),
          (text, lang) => `<p>${text} ${get(dealer.city, lang)}.</p>`,
        ),
        link: `https://www.facebook.com/${dealer.slug}`,
        phone: dealer.phone,
        address: dealer.city,
      })),
    );
    const locations: s.NewDealerLocation[] = [];
    dealerInputs.forEach(({ dealer }, i) => {
      dealer.locations.forEach((name, li) => {
        locations.push({
          dealerId: dealerRows[i]!.id,
          name,
          link: `https://www.google.com/maps?q=${(33 + ((i * 7 + li) % 5) * 0.37).toFixed(4)},${(43.6 + ((i * 3 + li) % 4) * 0.41).toFixed(4)}`,
        });
      });
    });
    await ins(s.dealerLocations, locations);

    // slides
    media.copies.set("slides/hero.webm", heroVideoSource);
    slideDefs.forEach((slide, i) => {
      media.files.set(
        `slides/slide-${i + 1}.svg`,
        bannerSvg({
          from: slide.colors[0],
          to: slide.colors[1],
          accent: "#c9a227",
          kind: slide.kind,
          colorHex: "#c4cad0",
          seed: i + 21,
        }),
      );
    });
    await ins(
      s.slides,
      slideDefs.map((slide, i) => ({
        mediaType: slide.mediaType,
        video: slide.mediaType === "video" ? "slides/hero.webm" : null,
        image: `slides/slide-${i + 1}.svg`,
        mainText: slide.mainText,
        description: slide.description,
        sortOrder: i,
      })),
    );

    // features
    featureDefs.forEach((f) => {
      media.files.set(`icons/${f.icon}.svg`, iconSvg(f.icon, "#0f3d3e"));
    });
    await ins(
      s.features,
      featureDefs.map((f, i) => ({
        icon: `icons/${f.icon}.svg`,
        title: f.title,
        description: f.description,
        sortOrder: i,
      })),
    );

    // adverts
    advertDefs.forEach((a, i) => {
      const vertical = a.type === "vertical";
      media.files.set(
        `adverts/${a.type}-${i + 1}.svg`,
        bannerSvg({
          from: a.colors[0],
          to: a.colors[1],
          accent: "#ffffff",
          kind: a.kind,
          colorHex: a.kind === "shower" ? "#c9a227" : "#c4cad0",
          title: a.title,
          seed: i + 31,
          width: vertical ? 600 : 1600,
          height: vertical ? 1200 : 600,
        }),
      );
    });
    await ins(
      s.adverts,
      advertDefs.map((a, i) => ({
        type: a.type,
        image: `adverts/${a.type}-${i + 1}.svg`,
        link: a.link,
        text: a.text,
        sortOrder: i,
      })),
    );

    // rules
    media.files.set(
      "rules/terms.pdf",
      textPdf("Dukkan - Terms, returns and warranty", [
        "1. Prices are in Iraqi dinars (IQD) and include tax.",
        "2. Every order is confirmed by phone before shipping.",
        "3. Unused products may be returned within 7 days in their original packaging.",
        "4. Installed or made-to-measure products cannot be returned.",
        "5. The dealer warranty runs from the invoice date and covers manufacturing defects.",
        "6. Warranty does not cover misuse or installation by third parties.",
        "Karkh: 0770 123 4567 - Rusafa: 0771 123 4568",
      ]),
    );
    await ins(s.rules, [{ ...ruleDef, pdf: "rules/terms.pdf" }]);

    // WhatsApp
    await ins(
      s.whatsappContacts,
      whatsappDefs.map((w, i) => ({ ...w, sortOrder: i })),
    );

    // settings
    for (const icon of [
      "phone",
      "email",
      "location",
      "cash",
      "card",
      "star",
      ...socialDefs.map((x) => x.icon),
    ]) {
      const color = socialDefs.find((x) => x.icon === icon)?.color ?? "#0f3d3e";
      media.files.set(`icons/${icon}.svg`, iconSvg(icon, color));
    }
    media.files.set(
      "banners/discount-bg.svg",
      bannerSvg({
        from: "#b5452b",
        to: "#c9a227",
        accent: "#ffffff",
        kind: "kitchen-mixer",
        colorHex: "#c9a227",
        title: "SALE",
        seed: 41,
      }),
    );
    const same = (text: string) => L(text, text, text, text, text);
    const settings: s.NewSetting[] = [
      {
        key: "phone",
        value: same(`${storePhones.main}\n${storePhones.second}`),
        icon: "icons/phone.svg",
        link: `tel:+964${storePhones.main.slice(1)}`,
      },
      { key: "email", value: same("info@dukkan.iq"), icon: "icons/email.svg", link: "mailto:info@dukkan.iq" },
      ...socialDefs.map((x) => ({
        key: "social",
        value: same(x.name),
        icon: `icons/${x.icon}.svg`,
        link: x.link,
      })),
      {
        key: "location",
        value: settingTexts.location,
        icon: "icons/location.svg",
        link: "https://www.google.com/maps?q=33.3152,44.3473",
      },
      { key: "description", value: settingTexts.description },
      ...paymentDefs.map((p) => ({ key: "payment", value: p.value, icon: `icons/${p.icon}.svg` })),
      { key: "best_selling", value: settingTexts.bestSelling, status: 1 },
      { key: "new_product", value: settingTexts.newProduct, status: 1 },
      { key: "our_dealer", value: omitCkb(settingTexts.ourDealer), status: 1 },
      {
        key: "background_image_discount",
        value: settingTexts.discount,
        icon: "banners/discount-bg.svg",
        status: 1,
      },
    ];
    await ins(
      s.settings,
      settings.map((row, i) => ({ ...row, sortOrder: i })),
    );
  });

  let mediaFiles = 0;
  if (options.mediaDir) mediaFiles = await writeMedia(options.mediaDir, media);
  return {
    products: productCount,
    brands: brandDefs.length,
    categories: categoryDefs.length,
    mediaFiles,
    ms: Math.round(performance.now() - started),
  };
}

function storeNote(): Localized {
  return L(
    "زوروا صالتي العرض في الكرخ والرصافة لمشاهدة المنتجات.",
    "Visit our Karkh and Rusafa showrooms to see the products.",
    "سەردانی هۆڵەکانی کەرخ و ڕەسافە بکەن بۆ بینینی بەرهەمەکان.",
    "Ürünleri görmek için Kerh ve Rusafa showroomlarımızı ziyaret edin.",
    "Visita i nostri showroom di Karkh e Rusafa per vedere i prodotti.",
  );
}

async function writeMedia(mediaDir: string, media: Media): Promise<number> {
  const dirs = new Set<string>();
  for (const key of [...media.files.keys(), ...media.copies.keys()]) dirs.add(dirname(join(mediaDir, key)));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  const entries = [...media.files];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(
      entries.slice(i, i + 64).map(([key, content]) => writeFile(join(mediaDir, key), content)),
    );
  }
  await Promise.all([...media.copies].map(([key, source]) => copyFile(source, join(mediaDir, key))));
  return media.files.size + media.copies.size;
}
