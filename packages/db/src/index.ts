export * from "./client.ts";
export * from "./schema.ts";
export {
  type SeedOptions,
  type SeedSummary,
  seedDemoStore,
  stableMediaKeys,
  stableProduct,
  truncateAll,
} from "./seed/index.ts";
