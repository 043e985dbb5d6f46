// Tables are not exported here: each server module imports its own schema file (@dukkan/db/schema/<module>).
export * from "./client.ts";
export { sanitizeHtmlLibrary, sanitizeLocalizedHtml, sanitizeRichText } from "./html.ts";
export { keepPgliteStatistics, refreshPgliteStatistics } from "./pglite-statistics.ts";
export { productSearchDocument } from "./search/document.ts";
export { normalizeForSearch, searchWordGroups, searchWords } from "./search/normalize.ts";
export * from "./startup.ts";
