import { Writable } from "node:stream";
import { errorEnvelopeSchema, homePageSchema } from "@dukkan/contracts";
import { products, slides, visits } from "@dukkan/db/schema";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const expectEnvelope = (body: string, code: string) => {
  const parsed = errorEnvelopeSchema.parse(JSON.parse(body));
  expect(parsed.code).toBe(code);
  return parsed;
};

describe(`foundation on ${testDatabaseKind}`, () => {
  it("reports database health without a key", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: "up",
      databaseKind: testDatabaseKind,
      search: "ready",
    });
  });

  it("says the search index is warming until the warm-up after start has built it", async () => {
    const warmUp = t.app.services.search.warmUp();
    expect(t.app.services.search.warming()).toBe(true);
    await warmUp;
    expect(t.app.services.search.warming()).toBe(false);
    expect((await t.app.inject("/api/health")).json().search).toBe("ready");
  });

  it("refuses /api/v1 without the key or with a wrong one", async () => {
    for (const key of [null, "wrong"]) {
      const res = await t.app.inject(api("ar/home", {}, key));
      expect(res.statusCode).toBe(401);
      expectEnvelope(res.body, "unauthorized");
    }
  });

  it("answers an unknown language with a 404 JSON error", async () => {
    const res = await t.app.inject(api("xx/home"));
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(expectEnvelope(res.body, "not_found").message).toContain("xx");
  });

  it("answers unknown API paths with JSON, never HTML", async () => {
    for (const url of ["/api/nope", api("nope"), api("ar/nope"), "/api/v1"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expectEnvelope(res.body, "not_found");
    }
  });

  it("answers a malformed JSON body with a 400 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: api("visitour/create"),
      headers: { "content-type": "application/json" },
      payload: '{"url": ',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, "bad_request");
  });

  it("serves the seeded home data through the service layer, localized", async () => {
    const ar = homePageSchema.parse((await t.app.inject(api("ar/home"))).json().data);
    const en = homePageSchema.parse((await t.app.inject(api("en/home"))).json().data);
    expect(ar.newProducts).toHaveLength(10);
    expect(ar.newProducts[0]?.name).toMatch(/[\u0600-\u06FF]/);
    expect(en.newProducts[0]?.name).toMatch(/[A-Za-z]/);
    expect(en.newProducts[0]?.id).toBe(ar.newProducts[0]?.id);
    expect(ar.slides.length).toBeGreaterThanOrEqual(3);
    expect(
      ar.slides.some((s) => s.media_type === "video" && s.video?.startsWith("http://localhost:80/media/")),
    ).toBe(true);
    // Newest first, by createdAt.
    const dates = ar.newProducts.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("falls back to Arabic field by field when a language lacks a value", async () => {
    const [row] = await t.database.db.select().from(slides).orderBy(slides.id).limit(1);
    const ckb = homePageSchema.parse((await t.app.inject(api("ckb/home"))).json().data);
    const slide = ckb.slides.find((s) => s.id === row?.id);
    expect(slide?.main_text).toBe(row?.mainText.ckb?.trim() ? row.mainText.ckb : row?.mainText.ar);
    // A product whose Kurdish name is missing shows its Arabic name.
    await t.database.db
      .update(products)
      .set({ name: { ar: "مغسلة اختبار", en: "Test sink" } })
      .where(eq(products.id, ckb.newProducts[0]!.id));
    await t.app.cache.invalidateAll();
    const again = homePageSchema.parse((await t.app.inject(api("ckb/home"))).json().data);
    expect(again.newProducts[0]?.name).toBe("مغسلة اختبار");
  });

  it("records visits as a bare, bounded path", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: api("visitour/create"),
      payload: { url: `/Products?token=secret&phone=0770#x${"a".repeat(2000)}` },
    });
    expect(res.statusCode).toBe(201);
    const [last] = await t.database.db.select().from(visits).orderBy(desc(visits.id)).limit(1);
    expect(last?.url).toBe("/Products");
  });

  it("sets security headers: a fresh script nonce per page, a fixed policy that allows nothing on API data", async () => {
    const a = await t.app.inject("/robots.txt");
    const b = await t.app.inject("/robots.txt");
    const csp = String(a.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(b.headers["content-security-policy"]).not.toBe(csp);
    expect(a.headers["x-content-type-options"]).toBe("nosniff");

    for (const url of ["/api/health", api("ar/products?page=1"), "/api/v1/nothing-here"]) {
      const data = await t.app.inject(url);
      expect(data.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(data.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("publishes the OpenAPI document and the docs UI", async () => {
    const doc = await t.app.inject("/api/docs/json");
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain("/api/v1/{lang}/home");
    const ui = await t.app.inject("/api/docs/");
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });
});

describe("media", () => {
  const productImage = async () => {
    const [row] = await t.database.db.select({ image: products.image }).from(products).limit(1);
    return row!.image;
  };

  it("serves WebP variants at the three widths", async () => {
    const key = await productImage();
    for (const w of [320, 640, 1200]) {
      const res = await t.app.inject(`/media/${key}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(w);
    }
  });

  it("serves originals and refuses other widths, traversal and missing files", async () => {
    const key = await productImage();
    expect((await t.app.inject(`/media/${key}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/media/${key}?w=500`)).statusCode).toBe(400);
    for (const url of [
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/../package.json",
      "/media/.variants/x",
      "/media/nope.svg",
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("logs", () => {
  it("never carry query strings, tokens or cookies", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildTestApp({ logLevel: "info" }, { logStream });
    try {
      await logged.app.inject({
        url: api("orders/lookup", { order_number: "DK-ABCDEFGH", email: "sara@example.com" }),
        headers: { authorization: "Bearer secret-token", cookie: "dukkan_refresh=secret-cookie" },
      });
    } finally {
      await logged.close();
    }
    const text = lines.join("");
    expect(text).toContain("/api/v1/orders/lookup");
    for (const secret of ["sara@example.com", "DK-ABCDEFGH", "secret-token", "secret-cookie", "api_key"]) {
      expect(text).not.toContain(secret);
    }
  });
});
