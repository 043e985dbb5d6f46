import { contentPageDefinition, contentPageNames, languages } from "@dukkan/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The storefront's content pages are one list in the contracts (decision 0029): its routes, the sitemap and the
// footer derive from it; the public reads a page names must exist, which nothing else would ask.
describe(`content pages' public reads on ${testDatabaseKind}`, () => {
  it("answers every read a content page names, in every language", async () => {
    const failing: string[] = [];
    for (const page of contentPageNames) {
      for (const read of contentPageDefinition(page).reads) {
        for (const lang of languages) {
          const response = await t.app.inject(api(`${lang}${read}`));
          const ok = response.statusCode === 200 && "data" in (response.json() as object);
          if (!ok) failing.push(`${page}: GET /api/v1/${lang}${read} answered ${response.statusCode}`);
        }
      }
    }
    expect(failing).toEqual([]);
  });
});
