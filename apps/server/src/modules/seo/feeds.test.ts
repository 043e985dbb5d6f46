import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { languages } from "@dukkan/contracts";
import { productColorSizes, products } from "@dukkan/db/schema/catalog";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { demoOwner, type StaffSession, signIn } from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp } from "#server/test/harness.ts";
import { metaColumns } from "./feeds.ts";

let t: TestApp;
let owner: StaffSession;
const origin = "https://shop.example";

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: origin });
  owner = await signIn(t, demoOwner);
});
afterAll(async () => {
  await t?.close();
});

const cacheDir = () => path.join(t.config.dataDir, "feed-cache");
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const saveFeedSetting = (form: { shown: boolean; excluded_codes: string[] }) =>
  t.app.inject({
    method: "PUT",
    url: api("staff/settings/product_feeds"),
    headers: bearer(owner.token),
    payload: form,
  });

/** Google Merchant Center's required attributes (product data specification) for an apparel item in a group. */
const googleRequired = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "availability",
  "price",
  "brand",
  "mpn",
  "item_group_id",
  "color",
  "size",
  "condition",
];
/** Meta's required catalogue columns, and the variant columns. */
const metaRequired = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
];

function googleItems(xml: string): Array<Record<string, string>> {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
  );
  expect(xml).toMatch(/<channel>\n<title>[^<]+<\/title>\n<link>[^<]+<\/link>\n<description>/);
  expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => {
    const fields: Record<string, string> = {};
    for (const field of match[1]!.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)) fields[field[1]!] = field[2]!;
    return fields;
  });
}

/** RFC 4180 rows (every field quoted by the feed). */
function csvRows(csv: string): string[][] {
  return csv
    .split("\r\n")
    .filter(Boolean)
    .map((line, index) =>
      index === 0
        ? line.split(",")
        : [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replaceAll('""', '"')),
    );
}

const listedProduct = async () =>
  await t.database.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(eq(products.status, 1), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .limit(2);

describe("product feeds", () => {
  it("are off until staff switch them on", async () => {
    for (const url of ["/feeds/google-merchant.xml", "/feeds/meta-catalogue.csv"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found" });
    }
    const saved = await saveFeedSetting({ shown: true, excluded_codes: [] });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("Google Merchant Center: every item has the required fields, in all five languages", async () => {
    const [{ count }] = (
      (await t.database.db.execute(sql`SELECT count(*)::int AS count FROM product_color_sizes s
        JOIN product_colors c ON c.id = s.product_color_id JOIN products p ON p.id = c.product_id
        WHERE p.status = 1 AND p.deleted_at IS NULL`)) as unknown as { rows: { count: number }[] }
    ).rows as [{ count: number }];
    for (const lang of languages) {
      const response = await get(`/feeds/google-merchant.xml?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/xml/);
      const items = googleItems(response.body);
      expect(items.length).toBe(count);
      const ids = new Set<string>();
      for (const item of items) {
        for (const field of googleRequired)
          expect(item[field], `${lang} ${field} of ${item.id}`).toBeTruthy();
        ids.add(item.id!);
        expect(item.price).toMatch(/^\d+ IQD$/);
        if (item.sale_price) expect(item.sale_price).toMatch(/^\d+ IQD$/);
        expect(["in_stock", "out_of_stock"]).toContain(item.availability);
        expect(item.condition).toBe("new");
        expect(item.link).toMatch(new RegExp(`^${origin}/${lang}/Product/\\d+$`));
        expect(item.image_link).toMatch(/^https?:\/\/.+\.(jpe?g|png|webp|gif)(\?w=1200)?$|\?w=1200$/);
      }
      expect(ids.size).toBe(items.length);
    }
    const english = googleItems((await get("/feeds/google-merchant.xml?lang=en")).body);
    const arabic = googleItems((await get("/feeds/google-merchant.xml")).body);
    expect(english.map((item) => item.id)).toEqual(arabic.map((item) => item.id));
    expect(english.some((item, i) => item.title !== arabic[i]!.title)).toBe(true);
  });

  it("Meta catalogue: the documented columns, required ones filled for every row, in all five languages", async () => {
    for (const lang of languages) {
      const response = await get(`/feeds/meta-catalogue.csv?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      const [header, ...rows] = csvRows(response.body);
      expect(header).toEqual([...metaColumns]);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.length).toBe(metaColumns.length);
        const record = Object.fromEntries(header!.map((column, i) => [column, row[i]!]));
        for (const column of [...metaRequired, "item_group_id", "color", "size"])
          expect(record[column], `${lang} ${column}`).toBeTruthy();
        expect(["in stock", "out of stock"]).toContain(record.availability);
        expect(record.price).toMatch(/^\d+ IQD$/);
        expect(record.image_link).toMatch(/\?share=1$|^https?:\/\/(?!.*\/media\/)/);
      }
    }
  });

  it("refuses an unknown language with the error envelope, and answers 304 to a current copy", async () => {
    const bad = await get("/feeds/google-merchant.xml?lang=xx");
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty("code");
    const first = await get("/feeds/meta-catalogue.csv?lang=en");
    expect(
      (await get("/feeds/meta-catalogue.csv?lang=en", { "if-none-match": String(first.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it("leaves out the products staff exclude, and a staff price change reaches the feed", async () => {
    const [excluded, changed] = await listedProduct();
    expect((await saveFeedSetting({ shown: true, excluded_codes: [excluded!.code] })).statusCode).toBe(200);
    const priceOf = async () => {
      const items = googleItems((await get("/feeds/google-merchant.xml?lang=en")).body);
      expect(items.some((item) => item.item_group_id === excluded!.code)).toBe(false);
      const item = items.find((candidate) => candidate.item_group_id === changed!.code)!;
      const sizeId = Number(item.id!.slice(changed!.code.length + 1));
      const [size] = await t.database.db
        .select({ price: productColorSizes.price })
        .from(productColorSizes)
        .where(eq(productColorSizes.id, sizeId));
      return { feed: item.price, stored: `${size!.price} IQD` };
    };
    const before = await priceOf();
    const bulk = await t.app.inject({
      method: "POST",
      url: api("staff/products/bulk/apply"),
      headers: bearer(owner.token),
      payload: { filters: { q: changed!.code }, change: { kind: "price", amount: 1000 } },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const after = await priceOf();
    expect(after.feed).not.toBe(before.feed);
    expect(after.feed).toBe(after.stored);
    const meta = csvRows((await get("/feeds/meta-catalogue.csv?lang=en")).body);
    expect(meta.some((row) => row[metaColumns.indexOf("item_group_id")] === excluded!.code)).toBe(false);
  });

  it("keeps the feed setting (its excluded codes) out of the storefront's public settings", async () => {
    expect((await saveFeedSetting({ shown: true, excluded_codes: ["DK-SNK-1001"] })).statusCode).toBe(200);
    const res = await get(api("en/setting"));
    expect(res.statusCode).toBe(200);
    const keys = (res.json().data as { key?: string; type?: string }[]).map((row) => row.key ?? row.type);
    expect(keys.length).toBeGreaterThan(0);
    expect(res.body).not.toContain("DK-SNK-1001");
    expect(res.body).not.toContain("product_feeds");
  });

  it("writes a feed once per version: later fetches get the kept gzip bytes, older versions are removed", async () => {
    expect((await saveFeedSetting({ shown: true, excluded_codes: [] })).statusCode).toBe(200);
    const url = "/feeds/google-merchant.xml?lang=tr";
    const first = await get(url, { "accept-encoding": "gzip, br" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const text = gunzipSync(first.rawPayload).toString("utf8");
    expect(text).toContain("<g:id>");
    // The file is complete (renamed, older versions removed) just after the response has ended.
    const files = () => readdirSync(cacheDir()).filter((name) => name.startsWith("google-tr-"));
    await expect.poll(files).toHaveLength(1);
    const kept = files();
    const mtime = statSync(path.join(cacheDir(), kept[0]!)).mtimeMs;
    // Again, and without gzip: the same text, from the same file.
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(text);
    expect(statSync(path.join(cacheDir(), kept[0]!)).mtimeMs).toBe(mtime);
    // A new version (the setting changed) replaces the file.
    expect((await saveFeedSetting({ shown: true, excluded_codes: ["DK-SNK-1001"] })).statusCode).toBe(200);
    const changed = await get(url);
    expect(changed.body).not.toBe(text);
    await expect.poll(() => files().join()).not.toBe(kept.join());
    await expect.poll(files).toHaveLength(1);
  });
});
