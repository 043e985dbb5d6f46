// Tables are not exported here: each server module imports its own schema file (@dukkan/db/schema/<module>).
export * from "./client.ts";
export { sanitizeLocalizedHtml, sanitizeRichText } from "./html.ts";
export { productSearchDocument } from "./search/document.ts";
export { normalizeForSearch, searchWords } from "./search/normalize.ts";
export {
  type SeedOptions,
  type SeedSummary,
  seedDemoStore,
  stableMediaKeys,
  stableProduct,
  truncateAll,
} from "./seed/index.ts";
export { type LargeCatalogOptions, seedLargeCatalog } from "./seed/large.ts";
export { couponRows, demoStaff } from "./seed/orders.ts";
