/**
 * Every table, for drizzle-kit, the database client and tests. Each schema file belongs to one server module
 * (apps/server/src/modules/<module>), which alone reads and writes its tables: server modules import their own
 * file (`@dukkan/db/schema/<module>`), never this one (scripts/boundaries/server.cjs).
 */
export * from "./schema/audit.ts";
export * from "./schema/auth.ts";
export * from "./schema/auth-phone-codes.ts";
export * from "./schema/catalog.ts";
export * from "./schema/catalog-translations.ts";
export * from "./schema/cities.ts";
export * from "./schema/clients.ts";
export * from "./schema/clients-record.ts";
export type { Localized, MediaKey } from "./schema/columns.ts";
export * from "./schema/content.ts";
export * from "./schema/coupons.ts";
export * from "./schema/favourites.ts";
export * from "./schema/messages.ts";
export * from "./schema/messages-settings.ts";
export * from "./schema/orders.ts";
export * from "./schema/orders-reasons.ts";
export * from "./schema/orders-returns.ts";
export * from "./schema/orders-settings.ts";
export * from "./schema/ratings.ts";
export * from "./schema/staff.ts";
export * from "./schema/staff-idempotency.ts";
export * from "./schema/visits.ts";
