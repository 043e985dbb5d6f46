/** Column helpers every schema file shares. */
import type { Localized } from "@dukkan/contracts";
import { integer, jsonb, smallint, timestamp } from "drizzle-orm/pg-core";

export type { Localized };

/** Media columns hold a key relative to the media directory (`products/sink-3.svg`) or an absolute http(s) URL. */
export type MediaKey = string;

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
export const localized = (name: string) => jsonb(name).$type<Localized>();
export const sortOrder = () => integer("sort_order").notNull().default(0);
export const status = () => smallint("status").notNull().default(1);
