export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./checkout-fields.ts";
export * from "./coupons.ts";
export * from "./errors.ts";
export * from "./i18n.ts";
export * from "./orders.ts";
export * from "./phone.ts";
export type * from "./storefront.ts";
