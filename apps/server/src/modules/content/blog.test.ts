import {
  blogCategoryDetailSchema,
  blogCategorySchema,
  blogSchema,
  errorEnvelopeSchema,
} from "@dukkan/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await t.app.inject(api(path, query));
  return { status: res.statusCode, body: res.json() };
};
const list = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });

describe(`blog post API on ${testDatabaseKind}`, () => {
  it("serves one post by id, the same post its category lists, in each language", async () => {
    for (const lang of ["ar", "en"] as const) {
      const [category] = list(blogCategorySchema).parse((await get(`${lang}/blog-category`)).body).data;
      const detail = blogCategoryDetailSchema.parse(
        (await get(`${lang}/blog-category/${category!.id}`)).body.data,
      );
      const listed = detail.blog_details[0]!;
      const { status, body } = await get(`${lang}/blog/${listed.id}`);
      expect(status).toBe(200);
      expect(blogSchema.parse(body.data)).toEqual(listed);
    }
  });

  it("answers 404 with the error envelope for an unknown post", async () => {
    const { status, body } = await get("en/blog/999999");
    expect(status).toBe(404);
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(true);
  });

  it("lists the newest posts of every category, 4 by default, newest first", async () => {
    const { status, body } = await get("en/blog");
    expect(status).toBe(200);
    const posts = list(blogSchema).parse(body).data;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBeLessThanOrEqual(4);
    const dates = posts.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const two = list(blogSchema).parse((await get("en/blog", { limit: 2 })).body).data;
    expect(two.map((p) => p.id)).toEqual(posts.slice(0, 2).map((p) => p.id));
    expect((await get("en/blog", { limit: 0 })).status).toBe(400);
  });
});
