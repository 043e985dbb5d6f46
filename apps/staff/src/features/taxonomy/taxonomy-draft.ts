import {
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  partCreateSchema,
  partUpdateSchema,
  subPartCreateSchema,
  subPartUpdateSchema,
} from "@dukkan/contracts/catalog-admin";
import { checkWith, type FieldErrorCodes, renameFields } from "@dukkan/contracts/field-errors";
import type { TaxonomyKind } from "@dukkan/contracts/taxonomy-admin";
import type { z } from "zod";
import type { LocalizedValue } from "#staff/components/localized-fields.tsx";
import type { AnyTaxonomyItem } from "#staff/lib/taxonomy-queries.ts";

/** A brand's, part's, sub-part's or category's form as it is being edited: inputs hold text. */
export interface Draft {
  name: LocalizedValue;
  country: LocalizedValue;
  logo: string | null;
  background_image: string | null;
  catalog_file: string | null;
  sort_order: string;
  active: boolean;
  parent: string;
}

export const draftOf = (item: AnyTaxonomyItem | null): Draft => ({
  name: item?.name ?? {},
  country: item?.country ?? {},
  logo: item?.logo ?? null,
  background_image: item?.background_image ?? null,
  catalog_file: item?.catalog_file ?? null,
  sort_order: String(item?.sort_order ?? 0),
  active: item?.active ?? true,
  parent: String(item?.part_id ?? item?.sub_part_id ?? ""),
});

/** The server's names of the field the form calls `parent`. */
const parentFields = new Set(["part_id", "sub_part_id"]);
/** The API's field errors under the form's names. */
export const formFieldErrors = (errors: FieldErrorCodes): FieldErrorCodes =>
  renameFields(errors, (field) => (parentFields.has(field) ? "parent" : field));

/** A typed whole number; an empty input is no number, so that the schema refuses it rather than reading 0. */
const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

/** The body of a create or change: the kind's own fields; a translator's, its texts only. */
export function bodyOf(kind: TaxonomyKind, draft: Draft, textsOnly: boolean): Record<string, unknown> {
  const texts = { name: draft.name, ...(kind === "brands" ? { country: draft.country } : {}) };
  if (textsOnly) return texts;
  const common = { ...texts, sort_order: numberOf(draft.sort_order), active: draft.active };
  const parent = draft.parent ? Number(draft.parent) : undefined;
  if (kind === "brands")
    return {
      ...common,
      logo: draft.logo,
      background_image: draft.background_image,
      catalog_file: draft.catalog_file,
    };
  if (kind === "sub-parts") return { ...common, part_id: parent };
  if (kind === "categories")
    return { ...common, sub_part_id: parent, background_image: draft.background_image };
  return common;
}

const schemas: Record<TaxonomyKind, { create: z.ZodType; update: z.ZodType }> = {
  brands: { create: brandCreateSchema, update: brandUpdateSchema },
  parts: { create: partCreateSchema, update: partUpdateSchema },
  "sub-parts": { create: subPartCreateSchema, update: subPartUpdateSchema },
  categories: { create: categoryCreateSchema, update: categoryUpdateSchema },
};

/**
 * What the browser can say before the server does: the body about to be sent, checked with the schema the server
 * checks it with (create or update), its errors under the form's field names.
 */
export function checkDraft(
  kind: TaxonomyKind,
  draft: Draft,
  { existing, textsOnly }: { existing: boolean; textsOnly: boolean },
): FieldErrorCodes {
  const schema = existing ? schemas[kind].update : schemas[kind].create;
  const checked = checkWith(schema, bodyOf(kind, draft, textsOnly));
  return checked.ok ? {} : formFieldErrors(checked.errors);
}
