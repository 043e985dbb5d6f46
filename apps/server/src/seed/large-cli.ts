/**
 * npm run seed:large -w @dukkan/server [-- --products 20000]
 * Seeds the demo store when the database is empty, then adds a large generated catalogue (for benchmarks).
 */
import { join, resolve } from "node:path";
import { DatabaseStartupError, isEmpty, migrate, openDatabase } from "@dukkan/db";
import { seedDemoStore } from "./index.ts";
import { seedLargeCatalog } from "./large.ts";

const flag = process.argv.indexOf("--products");
const products = flag >= 0 ? Number(process.argv[flag + 1]) : 20_000;
if (!Number.isInteger(products) || products <= 0) {
  console.error("--products needs a positive whole number");
  process.exit(1);
}
const root = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(root, process.env.DATA_DIR ?? "./data");
const mediaDir = resolve(root, process.env.MEDIA_DIR ?? join(dataDir, "media"));

try {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await migrate(database);
    if (await isEmpty(database.db)) await seedDemoStore(database.db, { mediaDir });
    const summary = await seedLargeCatalog(database.db, { products });
    console.log(`Added ${summary.products} generated products (${summary.ms} ms).`);
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
