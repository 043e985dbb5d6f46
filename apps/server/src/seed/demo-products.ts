import type { Localized, ProductCreate, SizeCreate } from "@dukkan/contracts";
import {
  aboutPool,
  brandDefs,
  type CategoryDef,
  categoryDefs,
  colorDefs,
  L,
  modelNames,
  partDefs,
} from "./data.ts";
import type { SeedMedia } from "./media.ts";
import { textPdf } from "./pdf.ts";
import { type Random, roundIqd } from "./random.ts";
import { backgrounds, productSvg } from "./svg.ts";
import { capitalize, get, type Lang, map, omitCkb } from "./text.ts";

/** A demo product as the seed writes it: its fields, categories and brand by slug, colours with sizes. */
export interface DemoProduct {
  category: string;
  extraCategory: string | null;
  brand: string;
  product: Omit<ProductCreate, "brand_id" | "category_ids">;
  colors: { slug: string; images: string[]; sizes: (SizeCreate & { quantity: number })[] }[];
  /** Sales and reviews from before the shop went online. */
  figures: { rating: number; reviews: number; unitsSold: number };
  createdAt: Date;
}

/** Related categories whose products are offered as accessories. */
export const relatedCategories: Record<string, string[]> = {
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

/**
 * Builds the demo products (texts, colours, sizes, figures) and their media files, deterministically: the same
 * `rng` seed gives the same products. Written by seedProducts through the catalogue write path.
 */
export function demoProducts(rng: Random, now: Date, media: SeedMedia): DemoProduct[] {
  const products: DemoProduct[] = [];
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
      const colors = colorSlugs.map((slug) => {
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
            size: size.label,
            price: roundIqd(base * size.factor * colorFactor),
            quantity: outOfStock ? 0 : first ? rng.int(5, 30) : rng.int(1, 40),
            sort_order: si,
          };
        });
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
      products.push({
        category: cat.slug,
        extraCategory,
        brand: brand.slug,
        product: {
          name,
          code,
          description:
            index % 23 === 7
              ? omitCkb(productDescription(name, brand.name, brand.country, cat))
              : productDescription(name, brand.name, brand.country, cat),
          detail: productDetail(specs, about),
          image: colors[0]!.images[0]!,
          pdf,
          discount,
          active: status === 1,
          specifications: specs,
          about,
        },
        colors,
        // In this order: the generator draws them one after another.
        figures: {
          rating: first ? 4.6 : Math.round((3 + rng.next() * 2) * 10) / 10,
          reviews: first ? 87 : rng.int(0, 240),
          unitsSold: first ? 420 : best ? rng.int(300, 1500) : rng.int(0, 250),
        },
        createdAt,
      });
      index++;
    }
  }
  return products;
}
