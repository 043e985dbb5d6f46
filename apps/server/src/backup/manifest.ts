import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "@dukkan/db";
import { z } from "zod";

/**
 * What a backup archive says about itself (`manifest.json`, its last entry): who made it and when, the database's
 * kind and schema, its rows per table, and the size and SHA-256 of every other entry, checked before a restore
 * touches anything. The checksums find damage (a bad disk, a cut copy), not a forger: whoever can rewrite the
 * archive can rewrite its manifest.
 */
export const manifestEntry = "manifest.json";

/** The database's entry: PGlite's data directory as PGlite dumps it, or `pg_dump -Fc`'s custom format. */
export const databaseEntry = {
  pglite: "database/pgdata.tar.gz",
  postgres: "database/postgres.dump",
} as const;

/** Media files go under this prefix, by their key (`uploads/2026/11/<uuid>.jpg`). */
export const mediaPrefix = "media/";

const fileSchema = z.object({
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal("dukkan-backup"),
  format_version: z.literal(1),
  created_at: z.string(),
  release: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** `PostgreSQL 15.20`, `PGlite 0.5.16 (PostgreSQL 18.x)`. */
    server: z.string(),
    /** The tool that wrote the database entry, `pg_dump 15` (pg_restore must be at least as new), or `PGlite 0.5.16`. */
    tool: z.string(),
    tool_major: z.number().int(),
  }),
  /** The newest migration applied: its tag for people, drizzle's `when` for the comparison with this release. */
  schema: z.object({ tag: z.string().nullable(), migration: z.number().int() }),
  /** Rows per table (`public.orders`) as the database entry holds them. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.record(z.string(), fileSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof fileSchema>;

/** The tag of a migration of this build's journal by its `when`, or null for one this build does not carry. */
export function migrationTag(when: number): string | null {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((entry) => entry.when === when)?.tag ?? null;
}
