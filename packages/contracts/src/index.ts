export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./errors.ts";
export * from "./i18n.ts";
export * from "./phone.ts";
export * from "./search.ts";
export type * from "./storefront.ts";
