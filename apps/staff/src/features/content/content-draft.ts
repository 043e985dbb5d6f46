import { baghdadLocalInputValue, isoOfBaghdadLocalInput } from "@dukkan/client-kit/dates";
import { contentKindSchemas } from "@dukkan/contracts/content-admin";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { type Language, languages } from "@dukkan/contracts/languages";
import type { LocalizedValue } from "#staff/components/localized.ts";
import type { ContentField, ContentKindView } from "./content-kinds.ts";
import { isTextField } from "./content-kinds.ts";

/**
 * A content form's state and the body it sends (issue 18). Every field's value as the form holds it: texts as
 * `{ ar, en, … }`, rows as arrays, everything else as the string an input shows.
 */
export type Draft = Record<string, unknown>;
export interface Location {
  name: LocalizedValue;
  link: string;
}

function initial(field: ContentField, stored: unknown): unknown {
  switch (field.type) {
    case "text":
    case "html":
      return (stored as LocalizedValue | null) ?? {};
    case "text-rows":
      return (stored as LocalizedValue[] | null) ?? [];
    case "locations":
      return (stored as Location[] | null) ?? [];
    case "gallery":
      return (stored as string[] | null) ?? [];
    case "image":
    case "video":
    case "pdf":
      return (stored as string | null) ?? null;
    case "order":
      return String(stored ?? 0);
    case "date":
      // The `datetime-local` input shows the shop's clock (Baghdad), whatever the browser's time zone.
      return baghdadLocalInputValue(stored);
    case "choice":
      return String(stored ?? field.options[0]);
    case "switch":
      return stored ?? true;
    default:
      return stored === null || stored === undefined ? "" : String(stored);
  }
}

/**
 * The form's state for a row: a published slide's or advert's pending changes (its `draft`, decision 0018
 * addendum) over what is live, since those are what the next save and publication continue from.
 */
export function draftOf(view: ContentKindView, item: Record<string, unknown> | null): Draft {
  const pending =
    item?.draft && typeof item.draft === "object" ? (item.draft as Record<string, unknown>) : {};
  const row = item ? { ...item, ...pending } : null;
  return Object.fromEntries(view.fields.map((field) => [field.name, initial(field, row?.[field.name])]));
}

/** Whether a published row has changes waiting to be published. */
export const hasPendingChanges = (item: Record<string, unknown>): boolean =>
  item.active !== false &&
  !!item.draft &&
  typeof item.draft === "object" &&
  Object.keys(item.draft as object).length > 0;

/** Text without its markup: an editor's empty paragraph is no text. */
const textOf = (value: string | undefined) =>
  (value ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

/**
 * The languages a form's texts still lack: Arabic when a required text has none; any other language when a text
 * written in Arabic has none in it. An optional text left empty (a slide without a button) lacks nothing.
 */
export function missingTextLanguages(view: ContentKindView, draft: Draft): Language[] {
  const texts = view.fields.filter((field) => field.type === "text" || field.type === "html");
  return languages.filter((lang) =>
    texts.some((field) => {
      const value = (draft[field.name] ?? {}) as LocalizedValue;
      const written = textOf(value.ar) !== "";
      if (lang === "ar") return "required" in field && field.required === true && !written;
      return written && textOf(value[lang]) === "";
    }),
  );
}

const blank = (value: LocalizedValue) => Object.values(value).every((text) => !text?.trim());

function bodyValueOf(field: ContentField, value: unknown): unknown {
  switch (field.type) {
    case "text":
      return !field.required && blank(value as LocalizedValue) ? null : value;
    case "text-rows":
      return (value as LocalizedValue[]).filter((row) => !blank(row));
    case "order":
      // An empty input is no number: the schema refuses it rather than reading 0.
      return (value as string).trim() === "" ? Number.NaN : Number((value as string).trim());
    case "date":
      // Read on the shop's clock; a text that is no time goes as typed, for the schema to refuse.
      return value ? (isoOfBaghdadLocalInput(value as string) ?? value) : null;
    case "parent":
      return value ? Number(value) : undefined;
    case "link":
    case "phone":
    case "email":
      return (value as string).trim() || null;
    default:
      return value;
  }
}

/** The create or change body: every field; a translator's, its texts only. */
export function bodyOf(view: ContentKindView, draft: Draft, textsOnly: boolean): Record<string, unknown> {
  const fields = textsOnly ? view.fields.filter(isTextField) : view.fields;
  return Object.fromEntries(fields.map((field) => [field.name, bodyValueOf(field, draft[field.name])]));
}

/**
 * What the browser can say before the server does: the body about to be sent, checked with the kind's create or
 * update schema (`contentKindSchemas`, the server's own), as field → code.
 */
export function checkDraft(
  view: ContentKindView,
  draft: Draft,
  { existing, textsOnly }: { existing: boolean; textsOnly: boolean },
): FieldErrorCodes {
  const schemas = contentKindSchemas[view.kind];
  const checked = checkWith(existing ? schemas.update : schemas.create, bodyOf(view, draft, textsOnly));
  return checked.ok ? {} : checked.errors;
}
