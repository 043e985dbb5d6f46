import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Database, DatabaseStartupError, isEmpty, openPglite, openPostgres, rowsOf } from "./client.ts";
import { brands } from "./schema.ts";
import { knownMigrations, migrate, prepareDatabase } from "./startup.ts";
import { postgresAvailable, testDatabaseUrl } from "./testing.ts";

const pgUp = await postgresAvailable();

const releaseOf = async (database: Database) =>
  (
    await rowsOf<{ release: string | null }>(
      database.db.execute(
        sql`select obj_description('drizzle."__drizzle_migrations"'::regclass, 'pg_class') as release`,
      ),
    )
  )[0]?.release;

/** A migration from a release after this one, as drizzle records it. */
const applyFutureMigration = (database: Database) =>
  database.db.execute(
    sql`insert into drizzle."__drizzle_migrations" (hash, created_at) values ('future', ${knownMigrations().newest + 1})`,
  );

describe("start-up against a database (issue 36)", () => {
  it("records the release that migrated, and an older release refuses a newer schema before writing", async () => {
    const database = await openPglite();
    try {
      await migrate(database, "2026.12.01-abc1234");
      expect(await releaseOf(database)).toBe("2026.12.01-abc1234");
      await applyFutureMigration(database);
      await database.db.execute(sql`comment on table drizzle."__drizzle_migrations" is '2027.01.05-def5678'`);

      let ran = false;
      const error = await prepareDatabase(database, {
        release: "2026.12.01-abc1234",
        afterMigrations: async () => {
          ran = true;
        },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseStartupError);
      expect((error as Error).message).toContain("release 2027.01.05-def5678");
      expect((error as Error).message).toContain("2026.12.01-abc1234");
      expect((error as Error).message).not.toContain("\n");
      expect(ran).toBe(false);
      // The newer release's mark is left as it was.
      expect(await releaseOf(database)).toBe("2027.01.05-def5678");
    } finally {
      await database.close();
    }
  });

  it.skipIf(!pgUp)(
    "three instances starting at once on an empty PostgreSQL database seed it once",
    async () => {
      const name = `dukkan_test_start_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client(testDatabaseUrl());
      await admin.connect();
      await admin.query(
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
      const url = new URL(testDatabaseUrl());
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString(), 3)));
      try {
        let seeded = 0;
        await Promise.all(
          instances.map((database) =>
            prepareDatabase(database, {
              release: "test",
              afterMigrations: async () => {
                if (!(await isEmpty(database.db))) return;
                // A slow seed: without the lock, the others would find the database still empty meanwhile.
                await new Promise((resolve) => setTimeout(resolve, 300));
                await database.db.insert(brands).values({
                  name: { ar: "ماركة" },
                  country: { ar: "العراق" },
                  logo: "l.svg",
                  backgroundImage: "b.svg",
                });
                seeded += 1;
              },
            }),
          ),
        );
        expect(seeded).toBe(1);
        expect(await (instances[0] as Database).db.$count(brands)).toBe(1);
        expect(await releaseOf(instances[0] as Database)).toBe("test");
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
