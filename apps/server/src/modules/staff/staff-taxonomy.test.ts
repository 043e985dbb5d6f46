import { categories, colors } from "@dukkan/db/schema/catalog";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let editor: { id: number; token: string };
let translator: { token: string };
let owner: StaffSession;
let serial = 0;
/** Words no seeded text has, distinct per database (tests of both projects may share Redis-free caches). */
const word = (stem: string) => `${stem}${testDatabaseKind === "pglite" ? "p" : "q"}${++serial}`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "catalogue_editor");
  translator = await signedInStaff(t, owner, "translator"); // granted ckb
});
afterAll(async () => {
  await t?.close();
});

type Payload = Record<string, unknown>;
/** `path` may carry a query string (`staff/brands?q=…`). */
function send(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  payload?: Payload,
  token = editor.token,
) {
  const [pathname = "", query = ""] = path.split("?");
  return t.app.inject({
    method,
    url: api(pathname, Object.fromEntries(new URLSearchParams(query))),
    headers: { ...bearer(token), "x-request-id": `req-${pathname}-${serial}` },
    ...(payload ? { payload } : {}),
  });
}

const newBrand = (fields: Payload = {}) => ({
  name: { ar: "ماركة تجريبية", en: word("Brandine") },
  country: { ar: "العراق", en: "Iraq" },
  logo: "brands/trial-logo.webp",
  background_image: "brands/trial-banner.webp",
  ...fields,
});

async function createBrand(fields: Payload = {}) {
  const res = await send("POST", "staff/brands", newBrand(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: { ar: string; en: string } };
}

/** A listed product of `brandId` (through the write path: the product routes are another screen's). */
async function productOf(brandId: number) {
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id));
  const [color] = await t.database.db.select({ id: colors.id }).from(colors).orderBy(asc(colors.id));
  const product = await t.app.services.catalogWrites.createProduct(
    { actor: { kind: "staff", id: editor.id }, requestId: null },
    {
      name: { ar: "مغسلة للماركة", en: word("Basin") },
      code: word("TX-"),
      brand_id: brandId,
      category_ids: [category!.id],
      colors: [
        {
          color_id: color!.id,
          images: ["products/trial-1.webp"],
          sizes: [{ size: { ar: "٦٠ سم" }, price: 90_000, quantity: 3 }],
        },
      ],
    },
  );
  return { id: product.id as number, categoryId: category!.id };
}

const storefrontBrands = async (lang = "en") => {
  const res = await t.app.inject(api(`${lang}/brand`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string }[];
};

describe(`taxonomy routes on ${testDatabaseKind}`, () => {
  it("creates a brand through the write path: the view, the audit entry with the request id", async () => {
    const brand = await createBrand({ catalog_file: "brands/trial.pdf", sort_order: 4 });
    expect(brand).toMatchObject({
      active: true,
      sort_order: 4,
      products: 0,
      logo: "brands/trial-logo.webp",
      catalog_file: "brands/trial.pdf",
    });
    expect((brand as unknown as { logo_url: string }).logo_url).toMatch(/\/media\/brands\/trial-logo\.webp$/);
    const history = await send(
      "GET",
      `staff/audit?entity=brand&entity_id=${brand.id}`,
      undefined,
      owner.token,
    );
    expect(history.json().data).toMatchObject([
      {
        action: "create",
        actor: { id: editor.id, name: "Test catalogue_editor" },
        request_id: `req-staff/brands-${serial}`,
      },
    ]);
    expect((await send("GET", `staff/brands/${brand.id}`)).json().data).toMatchObject({ id: brand.id });
  });

  it("refuses bad bodies with field errors and writes nothing", async () => {
    const before = (await send("GET", "staff/brands?per_page=1")).json().total;
    const cases: [Payload, string][] = [
      [newBrand({ name: { en: "No Arabic" } }), "name.ar"],
      [newBrand({ name: { ar: "ا".repeat(10_000) } }), "name.ar"],
      [newBrand({ logo: "../../etc/passwd" }), "logo"],
      [newBrand({ sort_order: -1 }), "sort_order"],
      [newBrand({ active: "yes" }), "active"],
    ];
    for (const [payload, field] of cases) {
      const res = await send("POST", "staff/brands", payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const unknownPart = await send("POST", "staff/sub-parts", {
      part_id: 2_000_000_000,
      name: { ar: "فرع" },
    });
    expect(unknownPart.statusCode).toBe(422);
    expect(unknownPart.json().errors).toHaveProperty("part_id");
    expect((await send("PATCH", "staff/categories/2000000000", { name: { ar: "فئة" } })).statusCode).toBe(
      404,
    );
    expect((await send("DELETE", "staff/parts/2000000000")).statusCode).toBe(404);
    expect((await send("GET", "staff/brands/abc")).statusCode).toBe(400);
    expect((await send("GET", "staff/brands?per_page=1")).json().total).toBe(before);
  });

  it("lists with search in any language, the active filter, sorting and pages", async () => {
    const name = word("Zephyrine");
    const brand = await createBrand({ name: { ar: `زفير ${name}`, en: name } });
    await createBrand({ name: { ar: "زفير آخر", en: `${name} Two` }, active: false });
    const found = (await send("GET", `staff/brands?q=${name.toLowerCase()}`)).json();
    expect(found.total).toBe(2);
    const active = (await send("GET", `staff/brands?q=${name}&active=true`)).json();
    expect(active.data.map((b: { id: number }) => b.id)).toEqual([brand.id]);
    const arabic = (await send("GET", `staff/brands?q=${encodeURIComponent("زفير")}&active=false`)).json();
    expect(arabic.data.every((b: { active: boolean }) => !b.active)).toBe(true);
    expect(arabic.total).toBeGreaterThanOrEqual(1);
    const byUsage = (await send("GET", "staff/categories?sort=usage&per_page=5")).json();
    const used = byUsage.data.map((c: { products: number }) => c.products);
    expect(used).toEqual([...used].sort((a: number, b: number) => b - a));
    expect(byUsage.data.length).toBeLessThanOrEqual(5);
    for (const query of ["sort=price", "active=maybe", "per_page=0", "part_id=-1", `q=${"x".repeat(101)}`]) {
      expect((await send("GET", `staff/sub-parts?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("a renamed brand shows at once on the storefront and in its search", async () => {
    const brand = await createBrand();
    await productOf(brand.id);
    expect((await storefrontBrands()).find((b) => b.id === brand.id)?.name).toBe(brand.name.en);
    const renamed = word("Quillory");
    const res = await send("PATCH", `staff/brands/${brand.id}`, { name: { ar: "ماركة", en: renamed } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name.en).toBe(renamed);
    expect((await storefrontBrands()).find((b) => b.id === brand.id)?.name).toBe(renamed);
    const search = await t.app.inject(api("en/products/search", { search: renamed }));
    expect(search.json().total).toBe(1);
  });

  it("deactivating hides a brand and a category from the storefront's menus; activating shows them again", async () => {
    const brand = await createBrand();
    const { categoryId } = await productOf(brand.id);
    const menuCategories = async () =>
      (await storefrontBrands()).find((b) => b.id === brand.id) as unknown as
        | { sub_parts: { categories: { id: number }[] }[] }
        | undefined;
    expect((await menuCategories())?.sub_parts.flatMap((s) => s.categories.map((c) => c.id))).toContain(
      categoryId,
    );
    expect((await send("PATCH", `staff/categories/${categoryId}`, { active: false })).statusCode).toBe(200);
    expect(
      (await menuCategories())?.sub_parts.flatMap((s) => s.categories.map((c) => c.id)) ?? [],
    ).not.toContain(categoryId);
    await send("PATCH", `staff/categories/${categoryId}`, { active: true });
    expect((await send("PATCH", `staff/brands/${brand.id}`, { active: false })).json().data.active).toBe(
      false,
    );
    expect((await storefrontBrands("ar")).map((b) => b.id)).not.toContain(brand.id);
    const parts = (await t.app.inject(api("ar/part"))).json().data as { brands: { id: number }[] }[];
    expect(parts.flatMap((p) => p.brands.map((b) => b.id))).not.toContain(brand.id);
    await send("PATCH", `staff/brands/${brand.id}`, { active: true });
    expect((await storefrontBrands("ar")).map((b) => b.id)).toContain(brand.id);
  });

  it("refuses to delete what is used (409: how many, deactivate instead); deletes what is not", async () => {
    const brand = await createBrand();
    await productOf(brand.id);
    const refused = await send("DELETE", `staff/brands/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "conflict", in_use: 1 });
    expect(refused.json().message).toMatch(/1 products: deactivate it instead/);

    const part = (await send("POST", "staff/parts", { name: { ar: "قسم مؤقت" } })).json().data;
    const subPart = (
      await send("POST", "staff/sub-parts", { part_id: part.id, name: { ar: "فرع مؤقت" }, sort_order: 2 })
    ).json().data;
    const category = (
      await send("POST", "staff/categories", { sub_part_id: subPart.id, name: { ar: "فئة مؤقتة" } })
    ).json().data;
    expect(subPart).toMatchObject({ part_id: part.id, sort_order: 2, categories: 0 });
    expect((await send("DELETE", `staff/parts/${part.id}`)).json()).toMatchObject({ in_use: 1 });
    expect((await send("DELETE", `staff/sub-parts/${subPart.id}`)).statusCode).toBe(409);
    for (const path of [`categories/${category.id}`, `sub-parts/${subPart.id}`, `parts/${part.id}`]) {
      expect((await send("DELETE", `staff/${path}`)).statusCode, path).toBe(204);
      expect((await send("GET", `staff/${path}`)).statusCode, path).toBe(404);
    }
    const unused = await createBrand();
    expect((await send("DELETE", `staff/brands/${unused.id}`)).statusCode).toBe(204);
    expect((await send("GET", `staff/brands/${unused.id}`)).statusCode).toBe(404);
    const entries = (
      await send("GET", `staff/audit?entity=brand&entity_id=${unused.id}`, undefined, owner.token)
    ).json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(["delete", "create"]);
  });

  it("lets a translator change names in their languages only", async () => {
    const brand = await createBrand();
    const path = `staff/brands/${brand.id}`;
    const kurdish = { ...brand.name, ckb: "براندی تاقیکردنەوە" };
    const ok = await send("PATCH", path, { name: kurdish }, translator.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.name.ckb).toBe("براندی تاقیکردنەوە");

    const arabic = await send("PATCH", path, { name: { ...kurdish, ar: "تغيير" } }, translator.token);
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().errors).toHaveProperty(["name.ar"]);
    const order = await send("PATCH", path, { sort_order: 9 }, translator.token);
    expect(order.statusCode).toBe(403);
    expect(order.json().errors).toHaveProperty("sort_order");
    const dropsEnglish = await send(
      "PATCH",
      path,
      { name: { ar: brand.name.ar, ckb: "x" } },
      translator.token,
    );
    expect(dropsEnglish.json().errors).toHaveProperty(["name.en"]);
    expect((await send("GET", path)).json().data).toMatchObject({ name: kurdish, sort_order: 0 });
  });

  it("documents the taxonomy, stock and audit routes under the staff tag", async () => {
    const doc = await t.app.inject("/api/docs/json");
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<string, Record<string, { tags: string[] }>>;
    const expected = {
      "/api/v1/staff/brands": ["get", "post"],
      "/api/v1/staff/sub-parts/{id}": ["get", "patch", "delete"],
      "/api/v1/staff/sizes/{id}/stock": ["get", "post"],
      "/api/v1/staff/sizes/{id}/movements": ["get"],
      "/api/v1/staff/stock/low": ["get"],
      "/api/v1/staff/audit": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods)
        expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(["staff"]);
    }
  });
});
