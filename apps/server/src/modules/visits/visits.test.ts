import { visits } from "@dukkan/db/schema";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { maxVisitPathLength } from "./visits.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const record = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: api("visitour/create"), headers, payload: payload as string });
const lastPath = async () =>
  (await t.database.db.select().from(visits).orderBy(desc(visits.id)).limit(1))[0]?.url;

describe(`visit recording on ${testDatabaseKind}`, () => {
  it.each([
    ["/Products?phone=07701234567&token=abc#frag", "/Products"],
    ["https://evil.example/Product/3?x=1", "/Product/3"],
    ["javascript:alert(1)", "/alert(1)"],
    ["/a\u0000b\r\nSet-Cookie: x=1", "/a%00bSet-Cookie:%20x=1"],
    ["/'; drop table visits; --", "/';%20drop%20table%20visits;%20--"],
    ["", "/"],
    ["/ar/منتجات", "/ar/%D9%85%D9%86%D8%AA%D8%AC%D8%A7%D8%AA"],
  ])("stores %j as a bare path", async (url, expected) => {
    const res = await record({ url });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await lastPath();
    expect(stored).toBe(expected);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none are stored.
    expect(stored).not.toMatch(/[\u0000-\u001f?#]/);
  });

  it("bounds the length", async () => {
    const res = await record({ url: `/${"x".repeat(4000)}` });
    expect(res.statusCode).toBe(201);
    expect((await lastPath())?.length).toBe(maxVisitPathLength);
  });

  it("answers bad input with a 400 envelope, never a 500", async () => {
    for (const payload of [{ url: 42 }, {}, { url: "x".repeat(5000) }, [], "null"]) {
      const res = await record(payload, { "content-type": "application/json" });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("bad_request");
    }
  });
});
