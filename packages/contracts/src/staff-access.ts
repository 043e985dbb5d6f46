import { type Language, languages } from "./languages.ts";
import type { StaffRole } from "./staff.ts";

/**
 * Pieces of the staff contracts that the staff app's screens use at run time, without zod (staff.ts re-exports
 * them): importing staff.ts would load zod into a screen that validates nothing.
 */

/** The languages a staff member may write texts in: a translator only those granted, anyone else all five. */
export function writableLanguages(staff: { role: StaffRole; languages: readonly Language[] }): Language[] {
  return staff.role === "translator" ? [...staff.languages] : [...languages];
}

/** Why customers cannot see or buy a product (STAFF.md); a product may have several reasons. */
export const hiddenProductReasons = [
  "inactive",
  "brand_removed",
  "no_arabic_name",
  "no_image",
  "no_price",
  "no_stock",
] as const;
export type HiddenProductReason = (typeof hiddenProductReasons)[number];
