import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp } from "#server/test/harness.ts";
import { searchCases } from "./search-cases.ts";

let t: TestApp;
let codeById: Map<number, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.app.services.catalog.products(
    { lang: "en", origin: "http://test", requestId: "t" },
    { page: 1, per_page: 1000, includeInactive: true },
  );
  codeById = new Map(rows.data.map((p) => [p.id, p.code]));
});
afterAll(async () => {
  await t?.close();
});

const inactiveCount = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from products where status <> 1 or deleted_at is not null`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

/** Each case from its own address, so the table never meets the per-IP rate limit. */
const addressOf = (i: number) => `10.1.${i >> 8}.${i & 255}`;

async function search(lang: string, query: string, remoteAddress = "10.0.0.1") {
  return t.app.inject({
    method: "GET",
    url: api(`${lang}/products/search`, { search: query }),
    remoteAddress,
  });
}

describe("search table (issue 4)", () => {
  it("has at least 100 cases", () => {
    expect(searchCases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(searchCases.map((c, i) => [c.rule, c, i] as const))("%s", async (_rule, c, i) => {
    const response = await search(c.lang, c.query, addressOf(i));
    expect(response.statusCode).toBe(200);
    const codes = (response.json().data as { id: number; code: string }[]).map((p) => p.code);
    if (c.expected === null) expect(codes).toEqual([]);
    else expect(codes.slice(0, 5)).toContain(c.expected);
  });

  it("puts an exact code first", async () => {
    const codes = (await search("en", "DK-SNK-1010")).json().data.map((p: { code: string }) => p.code);
    expect(codes[0]).toBe("DK-SNK-1010");
  });

  it("left the products table alone", async () => {
    const count = await t.database.db.execute(sql`select count(*)::int as n from products`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(codeById.size);
  });
});

describe("GET {lang}/products/search", () => {
  it("answers 400 with the spec's message for a blank query", async () => {
    for (const query of ["", "   ", "\t\n"]) {
      const response = await search("en", query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Please enter a valid search query.", code: "bad_request" });
    }
    const missing = await t.app.inject({ url: api("ar/products/search"), remoteAddress: "10.0.0.2" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please enter a valid search query.");
  });

  it("accepts 200 characters and refuses 201", async () => {
    const ok = await search("en", `Aurelia 68 ${"x".repeat(189)}`);
    expect(ok.statusCode).toBe(200);
    const tooLong = await search("en", "a".repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe("bad_request");
  });

  it("localizes the cards to the UI language, whatever the query's language", async () => {
    const en = (await search("en", "ثلاجة 78")).json().data[0];
    expect(en.code).toBe("DK-REF-1007");
    expect(en.name).toBe("Zagros 78 Refrigerator, two-door");
    const ckb = (await search("ckb", "refrigerator 78")).json().data[0];
    expect(ckb.name).toBe("سەلاجە دوو دەرگا Zagros 78");
    const ar = (await search("ar", "buzdolabı 78")).json().data[0];
    expect(ar.name).toBe("ثلاجة بابين Zagros 78");
  });

  it("caps a page at 48 cards and pages further", async () => {
    const first = (await search("en", "dk")).json().data;
    expect(first).toHaveLength(48);
    const second = await t.app.inject({
      url: api("en/products/search", { search: "dk", page: 2, per_page: 48 }),
      remoteAddress: "10.0.0.3",
    });
    const ids = new Set(first.map((p: { id: number }) => p.id));
    expect(second.json().data.length).toBeGreaterThan(0);
    for (const p of second.json().data) expect(ids.has(p.id)).toBe(false);
    // The total and last page: every listed product's code begins with DK.
    const { total, page, per_page, last_page } = second.json();
    expect(total).toBe([...codeById.keys()].length - (await inactiveCount()));
    expect({ page, per_page, last_page }).toEqual({
      page: 2,
      per_page: 48,
      last_page: Math.ceil(total / 48),
    });
    const last = await t.app.inject({
      url: api("en/products/search", { search: "dk", page: last_page }),
      remoteAddress: "10.0.0.4",
    });
    expect(last.json().data).toHaveLength(total - 48 * (last_page - 1));
  });

  it("puts products in stock first at equal relevance", async () => {
    const data = (await search("en", "dk")).json().data as { quantity: number }[];
    const firstOut = data.findIndex((p) => p.quantity === 0);
    if (firstOut >= 0) expect(data.slice(firstOut).every((p) => p.quantity === 0)).toBe(true);
  });

  it("sends ETag and Cache-Control", async () => {
    const response = await search("en", "sink");
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers["cache-control"]).toContain("max-age");
  });

  it("is rate-limited per address", async () => {
    let limited = 0;
    for (let i = 0; i < 125; i++) {
      const response = await search("en", "sink", "10.9.9.9");
      if (response.statusCode === 429) {
        limited++;
        expect(response.json().code).toBe("rate_limited");
      }
    }
    expect(limited).toBeGreaterThan(0);
    expect((await search("en", "sink", "10.9.9.10")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown language", async () => {
    expect((await search("xx", "sink")).statusCode).toBe(404);
  });
});

describe("GET {lang}/products/suggestions", () => {
  const suggest = (lang: string, query: string, remoteAddress = "10.0.1.1") =>
    t.app.inject({ url: api(`${lang}/products/suggestions`, { search: query }), remoteAddress });

  it("gives at most 6 names, localized, as the user types", async () => {
    const response = await suggest("en", "refrig");
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; name: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(6);
    for (const s of data) {
      expect(Object.keys(s).sort()).toEqual(["id", "name"]);
      expect(s.name).toMatch(/Refrigerator/);
    }
    expect((await suggest("en", "kitchen")).json().data).toHaveLength(6);
  });

  it("completes Arabic and Kurdish words", async () => {
    const ar = (await suggest("ar", "ثلا")).json().data as { name: string }[];
    expect(ar[0]?.name).toMatch(/^ثلاجة/);
    const ckb = (await suggest("ckb", "سەلا")).json().data as { name: string }[];
    expect(ckb[0]?.name).toMatch(/^سەلاجە/);
  });

  it("answers 400 for a blank query and [] for one without words", async () => {
    expect((await suggest("en", "  ")).statusCode).toBe(400);
    expect((await suggest("en", "%_\\")).json()).toEqual({ data: [] });
  });
});
