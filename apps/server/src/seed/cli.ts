/**
 * npm run seed [-- --force]
 * Opens the database from DATABASE_URL / DATA_DIR (default ./data where npm was invoked), migrates, and seeds the
 * demo store when the database is empty; `--force` truncates every table and reseeds. With NODE_ENV=production the
 * demo owner is left out.
 */
import { join, resolve } from "node:path";
import { DatabaseStartupError, isEmpty, migrate, openDatabase } from "@dukkan/db";
import { seedDemoStore, truncateAll } from "./index.ts";

const force = process.argv.includes("--force");
const root = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(root, process.env.DATA_DIR ?? "./data");
const mediaDir = resolve(root, process.env.MEDIA_DIR ?? join(dataDir, "media"));

try {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await migrate(database);
    const where = database.kind === "pglite" ? `PGlite in ${dataDir}` : "PostgreSQL";
    if (!force && !(await isEmpty(database.db))) {
      console.log(
        `The database (${where}) already holds data; nothing seeded. Use --force to truncate and reseed.`,
      );
    } else {
      if (force) await truncateAll(database.db);
      // A live shop's demo data never brings the demo owner and its published password (issue 36).
      const demoOwner = process.env.NODE_ENV !== "production";
      const summary = await seedDemoStore(database.db, { mediaDir, demoOwner });
      console.log(
        `Seeded the demo store into ${where}: ${summary.products} products, ${summary.brands} brands, ${summary.categories} categories, ${summary.mediaFiles} media files in ${mediaDir} (${summary.ms} ms).`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DatabaseStartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
