export * from "./catalog.ts";
export * from "./errors.ts";
export * from "./i18n.ts";
export type * from "./storefront.ts";
