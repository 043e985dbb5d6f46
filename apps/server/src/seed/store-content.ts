import { fileURLToPath } from "node:url";
import type { Localized } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import * as s from "@dukkan/db/schema";
import type { PgTable } from "drizzle-orm/pg-core";
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
import { colorDefs, L } from "./data.ts";
import { insertMany } from "./insert-many.ts";
import type { SeedMedia } from "./media.ts";
import { textPdf } from "./pdf.ts";
import { bannerSvg, branchSvg, iconSvg, logoSvg, sceneSvg } from "./svg.ts";
import { get, map, omitCkb } from "./text.ts";

/**
 * The shop's content (blog, dealers, slides, features, adverts, rules, WhatsApp contacts, settings, showrooms).
 * These tables have no write path yet (the content editor comes with the staff dashboard): they are seeded in
 * bulk, HTML sanitized.
 */
export interface ContentSeeding {
  tx: Db;
  media: SeedMedia;
  ago: (days: number) => Date;
}

const heroVideoSource = fileURLToPath(new URL("./assets/hero.webm", import.meta.url));

const inserter =
  (tx: Db, at: Date) =>
  <T extends PgTable>(table: T, rows: T["$inferInsert"][]) =>
    insertMany(tx, table, rows, at);

function storeNote(): Localized {
  return L(
    "زوروا صالتي العرض في الكرخ والرصافة لمشاهدة المنتجات.",
    "Visit our Karkh and Rusafa showrooms to see the products.",
    "سەردانی هۆڵەکانی کەرخ و ڕەسافە بکەن بۆ بینینی بەرهەمەکان.",
    "Ürünleri görmek için Kerh ve Rusafa showroomlarımızı ziyaret edin.",
    "Visita i nostri showroom di Karkh e Rusafa per vedere i prodotti.",
  );
}

/** Both showrooms with their pictures and opening hours. */
export async function seedBranches({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}

/** The blog: categories and their posts with pictures. */
export async function seedBlog({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
        description: map(post.title, (title, lang) => `<h2>${title}</h2><p>${get(category.body, lang)}</p>`),
        note: postIndex === 4 ? omitCkb(storeNote()) : storeNote(),
        createdAt: created,
        updatedAt: created,
      });
      postIndex++;
    }
  });
  await ins(s.blogs, blogs);
}

/** Dealer types, dealers (with logos) and their locations. */
export async function seedDealers({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}

/** The home page slides: the hero video and banners. */
export async function seedSlides({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}

/** The home page's feature strip (icons). */
export async function seedFeatures({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}

/** Horizontal and vertical adverts. */
export async function seedAdverts({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}

/** The terms, returns and warranty page with its PDF. */
export async function seedRules({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}

/** The WhatsApp contacts of the shop's departments. */
export async function seedWhatsApp({ tx, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
  await ins(
    s.whatsappContacts,
    whatsappDefs.map((w, i) => ({ ...w, sortOrder: i })),
  );
}

/** Settings: phones, e-mail, social links, location, texts, payment methods, home sections. */
export async function seedSettings({ tx, media, ago }: ContentSeeding) {
  const ins = inserter(tx, ago(420));
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
}
