import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite, rowsOf } from "./client.ts";
import { refreshPgliteStatistics } from "./pglite-statistics.ts";
import { migrate } from "./startup.ts";

const tuplesOf = async (database: Awaited<ReturnType<typeof openPglite>>, table: string) =>
  Number(
    (
      await rowsOf<{ reltuples: number }>(
        database.db.execute(sql`SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass`),
      )
    )[0]?.reltuples,
  );

describe("PGlite statistics (issue 37: PGlite has no autovacuum)", () => {
  it("analyses the tables never analysed or grown by more than a fifth, and nothing when nothing changed", async () => {
    const database = await openPglite();
    try {
      await migrate(database);
      await database.db.execute(sql`
        INSERT INTO colors (name, hex)
        SELECT jsonb_build_object('ar', 'لون ' || i), '#000000' FROM generate_series(1, 2000) i
      `);
      expect(await tuplesOf(database, "colors")).toBe(-1);

      const first = await refreshPgliteStatistics(database);
      expect(first).toContain("colors");
      expect(await tuplesOf(database, "colors")).toBe(2000);
      expect(await refreshPgliteStatistics(database)).not.toContain("colors");

      await database.db.execute(sql`
        INSERT INTO colors (name, hex)
        SELECT jsonb_build_object('ar', 'لون ' || i), '#000000' FROM generate_series(1, 2000) i
      `);
      expect(await refreshPgliteStatistics(database)).toContain("colors");
      expect(await tuplesOf(database, "colors")).toBe(4000);
    } finally {
      await database.close();
    }
  });
});
