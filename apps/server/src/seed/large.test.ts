import * as schema from "@dukkan/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "#server/test/databases.ts";
import { seedLargeCatalog } from "./large.ts";

describe("large catalogue generator", () => {
  it("adds products with colours and sizes on top of the demo store", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const before = await database.db.$count(schema.products);
      await seedLargeCatalog(database.db, { products: 500, now: new Date("2026-06-01T00:00:00Z") });
      expect(await database.db.$count(schema.products)).toBe(before + 500);
      const last = await database.db.query.products.findFirst({
        where: eq(schema.products.id, before + 500),
      });
      expect(last?.searchDocument).toContain(last?.code.toLowerCase().split("-")[0]);
      const colors = await database.db.$count(
        schema.productColors,
        eq(schema.productColors.productId, before + 500),
      );
      expect(colors).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
