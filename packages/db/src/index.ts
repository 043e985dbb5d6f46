export * from "./client.ts";
export { sanitizeLocalizedHtml, sanitizeRichText } from "./html.ts";
export * from "./schema.ts";
export { productSearchDocument } from "./search/document.ts";
export { normalizeForSearch, searchWordGroups, searchWords } from "./search/normalize.ts";
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
