import { translatableEntities, translationTargets } from "@dukkan/contracts";
import { auditLog } from "@dukkan/db/schema/audit";
import { brands, categories } from "@dukkan/db/schema/catalog";
import { slides } from "@dukkan/db/schema/content";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffCall } from "#server/modules/orders/order-desk.test-support.ts";
import { buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let translator: StaffSession;
let brandId: number;
let categoryId: number;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  translator = await signedInStaff(t, owner, "translator"); // granted: ckb
  const db = t.database.db;
  brandId = (await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1))[0]!.id;
  categoryId = (
    await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1)
  )[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (token: string, method: "GET" | "POST" | "PATCH", path: string, payload?: object, query = {}) =>
  staffCall(t, token, method, path, payload as Record<string, unknown>, query);

async function newProduct(name: Record<string, string>, colors: unknown[] = []) {
  const res = await call(owner.token, "POST", "staff/products", {
    name,
    code: `ZQ-TRANS-${++serial}${testDatabaseKind === "pglite" ? "A" : "B"}`,
    brand_id: brandId,
    category_ids: [categoryId],
    description: { ar: "<p>وصف</p>" },
    colors,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

type SummaryRow = {
  entity: string;
  language: string;
  total: number;
  done: number;
  missing: number;
  stale: number;
  entries: number;
  entries_missing: number;
  entries_stale: number;
};

/** The state of one field of one entity in `language`, as the list answers it for `state`. */
async function stateIn(entity: string, id: number, language: string, field = "name") {
  const res = await call(owner.token, "GET", `staff/translations/${entity}/${id}`, undefined, { language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fields.find((f: { field: string }) => f.field === field)?.state as string;
}

describe(`the translation workspace on ${testDatabaseKind}`, () => {
  it("counts every entity in every language: done + missing + stale = texts with an Arabic source", async () => {
    const res = await call(owner.token, "GET", "staff/translations/summary");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as SummaryRow[];
    expect(rows).toHaveLength(translatableEntities.length * translationTargets.length);
    for (const row of rows) {
      expect(row.done + row.missing + row.stale).toBe(row.total);
      expect(row.entries_missing + row.entries_stale).toBeLessThanOrEqual(row.total);
      expect(row.entries).toBeLessThanOrEqual(row.total);
    }
    expect(rows.find((r) => r.entity === "product" && r.language === "en")!.total).toBeGreaterThan(0);
  });

  it("counts entries with missing or stale texts as the lists behind the links do", async () => {
    // Three texts of one product are missing in Turkish: one entry in its list, three texts in the share.
    await newProduct({ ar: "مغسلة الزهرة" });
    const summary = (await call(owner.token, "GET", "staff/translations/summary")).json()
      .data as SummaryRow[];
    for (const entity of ["product", "slide", "size"]) {
      const row = summary.find((r) => r.entity === entity && r.language === "tr")!;
      for (const state of ["missing", "stale"] as const) {
        const list = await call(owner.token, "GET", "staff/translations", undefined, {
          language: "tr",
          state,
          entity,
        });
        expect(list.json().total, `${entity} ${state}`).toBe(row[`entries_${state}`]);
      }
    }
    const products = summary.find((r) => r.entity === "product" && r.language === "tr")!;
    expect(products.missing).toBeGreaterThan(products.entries_missing);
  });

  it("says which texts are HTML, so that the staff app edits them as rich text", async () => {
    const product = await newProduct({ ar: "مغسلة القمر" });
    const res = await call(owner.token, "GET", `staff/translations/product/${product.id}`, undefined, {
      language: "en",
    });
    const html = Object.fromEntries(
      res.json().data.fields.map((f: { field: string; html: boolean }) => [f.field, f.html]),
    );
    expect(html).toEqual({ name: false, description: true });
    const [slide] = await t.database.db.select().from(slides).orderBy(asc(slides.id)).limit(1);
    const slideTexts = await call(owner.token, "GET", `staff/translations/slide/${slide!.id}`, undefined, {
      language: "en",
    });
    expect(slideTexts.json().data.fields.every((f: { html: boolean }) => f.html)).toBe(true);
  });

  it("translates size names: listed with their product and colour, written by a translator", async () => {
    const palette = await call(owner.token, "GET", "staff/palette-colors");
    const colorId = palette.json().data[0].id as number;
    const product = await newProduct({ ar: "مغسلة الشمس" }, [
      { color_id: colorId, images: [], sizes: [{ size: { ar: "كبير" }, price: 10_000, quantity: 1 }] },
    ]);
    const found = (await t.database.db.execute(sql`SELECT s.id FROM product_color_sizes s
        JOIN product_colors pc ON pc.id = s.product_color_id WHERE pc.product_id = ${product.id}`)) as unknown as {
      rows: { id: number }[];
    };
    const [size] = found.rows;
    const missing = await call(translator.token, "GET", "staff/translations", undefined, {
      language: "ckb",
      state: "missing",
      entity: "size",
      per_page: "100",
    });
    expect(missing.statusCode, missing.body).toBe(200);
    const listed = missing.json().data.find((item: { id: number }) => item.id === size!.id);
    expect(listed.label).toMatch(/^مغسلة الشمس · .+ · كبير$/);
    expect(listed.fields).toMatchObject([{ field: "size", source: "كبير", target: "", html: false }]);

    const saved = await call(translator.token, "PATCH", `staff/translations/size/${size!.id}`, {
      language: "ckb",
      fields: { size: "گەورە" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stateIn("size", size!.id, "ckb", "size")).toBe("done");
    // The Arabic changes: the Kurdish size name is stale.
    const sizes = await call(owner.token, "PATCH", `staff/sizes/${size!.id}`, {
      size: { ar: "كبير جدا", ckb: "گەورە" },
    });
    expect(sizes.statusCode, sizes.body).toBe(200);
    expect(await stateIn("size", size!.id, "ckb", "size")).toBe("stale");
    // A translator still cannot change the price through it.
    const price = await call(translator.token, "PATCH", `staff/translations/size/${size!.id}`, {
      language: "ckb",
      fields: { price: "1" },
    });
    expect(price.statusCode).toBe(422);
  });

  it("marks a translation stale when its Arabic changes, and fresh again when it is saved", async () => {
    const product = await newProduct({ ar: "مغسلة النجمة", en: "Star basin", ckb: "دەستشۆری ئەستێرە" });
    expect(await stateIn("product", product.id, "ckb")).toBe("done");
    expect(await stateIn("product", product.id, "tr")).toBe("missing");

    // The Arabic changes alone: both translations are stale, and the list of stale Kurdish texts has it.
    const arabic = await call(owner.token, "PATCH", `staff/products/${product.id}`, {
      name: { ar: "مغسلة النجمة الكبيرة", en: "Star basin", ckb: "دەستشۆری ئەستێرە" },
    });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(await stateIn("product", product.id, "ckb")).toBe("stale");
    expect(await stateIn("product", product.id, "en")).toBe("stale");
    const stale = await call(owner.token, "GET", "staff/translations", undefined, {
      language: "ckb",
      state: "stale",
      entity: "product",
      per_page: "100",
    });
    expect(stale.json().data.map((item: { id: number }) => item.id)).toContain(product.id);

    // A translator saves the Kurdish: fresh; the English stays stale until someone writes it.
    const saved = await call(translator.token, "PATCH", `staff/translations/product/${product.id}`, {
      language: "ckb",
      fields: { name: "دەستشۆری ئەستێرەی گەورە" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.fields.find((f: { field: string }) => f.field === "name")).toMatchObject({
      source: "مغسلة النجمة الكبيرة",
      target: "دەستشۆری ئەستێرەی گەورە",
      state: "done",
    });
    expect(await stateIn("product", product.id, "en")).toBe("stale");
    // Every language's text comes along, for a translator who reads another source than Arabic.
    expect(saved.json().data.fields.find((f: { field: string }) => f.field === "name").texts).toEqual({
      ar: "مغسلة النجمة الكبيرة",
      en: "Star basin",
      ckb: "دەستشۆری ئەستێرەی گەورە",
    });

    // The Arabic and the English changed in one save: the English stands beside the new Arabic.
    await call(owner.token, "PATCH", `staff/products/${product.id}`, {
      name: { ar: "مغسلة النجمة", en: "Big star basin", ckb: "دەستشۆری ئەستێرەی گەورە" },
    });
    expect(await stateIn("product", product.id, "en")).toBe("done");
    expect(await stateIn("product", product.id, "ckb")).toBe("stale");

    // The storefront reads the saved Kurdish at once.
    const page = await t.app.inject({ url: `/api/v1/ckb/products/${product.id}?api_key=dukkan-public` });
    expect(page.json().data?.name ?? page.json().name).toBe("دەستشۆری ئەستێرەی گەورە");
  });

  it("writes storefront content's texts too, audited, and leaves the Arabic alone", async () => {
    const [slide] = await t.database.db.select().from(slides).orderBy(asc(slides.id)).limit(1);
    const res = await call(owner.token, "PATCH", `staff/translations/slide/${slide!.id}`, {
      language: "tr",
      fields: { main_text: "Yeni mutfak koleksiyonu" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db.select().from(slides).where(eq(slides.id, slide!.id));
    expect(after!.mainText).toMatchObject({ ar: slide!.mainText.ar, tr: "Yeni mutfak koleksiyonu" });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "slide"), eq(auditLog.entityId, slide!.id)));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("lets a translator read and write their languages only", async () => {
    const summary = await call(translator.token, "GET", "staff/translations/summary");
    expect(new Set(summary.json().data.map((r: { language: string }) => r.language))).toEqual(
      new Set(["ckb"]),
    );
    const product = await newProduct({ ar: "حنفية الماسة" });
    for (const [method, path, payload, query] of [
      ["GET", "staff/translations", undefined, { language: "en" }],
      ["GET", `staff/translations/product/${product.id}`, undefined, { language: "tr" }],
      [
        "PATCH",
        `staff/translations/product/${product.id}`,
        { language: "it", fields: { name: "Rubinetto" } },
        {},
      ],
    ] as const) {
      const res = await call(translator.token, method, path, payload, query);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await stateIn("product", product.id, "it")).toBe("missing");
  });

  it("refuses an unknown field, entity or id, and an unknown language", async () => {
    const product = await newProduct({ ar: "مرآة الحمام" });
    const field = await call(owner.token, "PATCH", `staff/translations/product/${product.id}`, {
      language: "en",
      fields: { code: "X" },
    });
    expect(field.statusCode).toBe(422);
    expect(
      (
        await call(owner.token, "PATCH", "staff/translations/product/2000000000", {
          language: "en",
          fields: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(owner.token, "GET", "staff/translations", undefined, { language: "fr" })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(owner.token, "GET", `staff/translations/order/${product.id}`, undefined, {
          language: "en",
        })
      ).statusCode,
    ).toBe(400);
  });
});
