import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, openPglite } from "./client.ts";
import { bundledFiles, bundleForAnExistingDatabase, isReadByAnExistingDatabase } from "./pglite-bundle.ts";
import { migrate } from "./startup.ts";

const dataDir = mkdtempSync(join(tmpdir(), "dukkan-bundle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const original = readFileSync(
  join(dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "pglite.data"),
);

describe("PGlite's file bundle for an existing database", () => {
  it("is found in this PGlite, and leaves out only what such a database never reads", () => {
    const contents = bundledFiles();
    expect(contents, "PGlite's table of its bundle was not found: see pglite-bundle.ts").toBeDefined();
    const left = contents!.files.filter((file) => !isReadByAnExistingDatabase(file));
    const names = left.map((file) => file.name);

    // The saving this exists for (decision 0016): a PGlite upgrade that moves things must be noticed.
    expect(left.reduce((sum, file) => sum + file.end - file.start, 0)).toBeGreaterThan(3_000_000);
    expect(names).toContain("/pglite/share/postgresql/postgres.bki");
    expect(names).toContain("/pglite/lib/postgresql/utf8_and_gb18030.so");
    for (const name of names) {
      expect(name).not.toMatch(/\/(timezone|timezonesets|extension|tsearch_data)\/|plpgsql\.so$|\/icu\//);
    }
  });

  it("holds every other file's bytes where PGlite expects them, and nothing in place of the others", async () => {
    const bundle = new Uint8Array(await bundleForAnExistingDatabase()!.arrayBuffer());
    expect(bundle.byteLength).toBe(original.byteLength);
    for (const file of bundledFiles()!.files) {
      const bytes = bundle.subarray(file.start, file.end);
      if (isReadByAnExistingDatabase(file))
        expect(Buffer.compare(bytes, original.subarray(file.start, file.end))).toBe(0);
      else expect(bytes.every((byte) => byte === 0)).toBe(true);
    }
  });

  it("opens a database made with the whole bundle: migrations, PL/pgSQL, time zones, extensions", async () => {
    const created = await openDatabase({ dataDir });
    await migrate(created);
    await created.close();

    const database = await openPglite({
      dataDir: join(dataDir, "pgdata"),
      fsBundle: bundleForAnExistingDatabase()!,
    });
    try {
      await migrate(database);
      const { rows } = await database.client.query<Record<string, unknown>>(`
        select (select count(*)::int from brands) as brands,
               to_char(timestamptz '2026-11-27 12:00:00+00' at time zone 'Asia/Baghdad', 'HH24:MI') as baghdad,
               unaccent('Hôtel') as unaccented,
               similarity('ثلاجة', 'ثلاجه') > 0.3 as similar,
               to_tsvector('simple', 'مغسلة مطبخ') @@ to_tsquery('simple', 'مطبخ') as matched`);
      expect(rows[0]).toEqual({
        brands: 0,
        baghdad: "15:00",
        unaccented: "Hotel",
        similar: true,
        matched: true,
      });
      await database.client.exec(
        "do $$ declare n int; begin select count(*) into n from products; if n <> 0 then raise 'rows'; end if; end $$",
      );
    } finally {
      await database.close();
    }

    // And as the server opens it: the database exists, so openDatabase hands PGlite this bundle (by default
    // since decision 0041's addendum; it reads PGlite's internals, so this test runs on every PGlite upgrade,
    // and pglite-bundle-fallback.test.ts holds what happens when it does not hold).
    const reopened = await openDatabase({ dataDir });
    await reopened.ping();
    await reopened.close();
  });
});
