import { stat } from "node:fs/promises";
import path from "node:path";
import { productColors } from "@dukkan/db/schema/catalog";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareFile } from "#server/modules/media/media.routes.ts";
import { buildTestApp, type TestApp } from "#server/test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A JPEG's size from its start-of-frame segment (baseline or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString("hex")).toBe("ffd8");
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("no frame header");
}

describe("share images (og:image)", () => {
  it("a product's first image, an SVG in the demo store, becomes a 1200 × 630 JPEG under 300 KB, made once", async () => {
    const [colour] = await t.database.db
      .select({ images: productColors.images })
      .from(productColors)
      .where(sql`jsonb_array_length(${productColors.images}) > 0`)
      .orderBy(asc(productColors.id))
      .limit(1);
    const key = colour!.images[0]!;
    expect(key).toMatch(/\.svg$/);

    const response = await t.app.inject({ url: `/media/${key}?share=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    expect(jpegSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });

    const kept = shareFile(path.resolve(t.config.mediaDir), key);
    const first = await stat(kept);
    const again = await t.app.inject({ url: `/media/${key}?share=1` });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect((await stat(kept)).mtimeMs).toBe(first.mtimeMs);
  });

  it("refuses another value of share with the error envelope", async () => {
    const response = await t.app.inject({ url: "/media/products/x.svg?share=2" });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty("code");
  });
});
