import type { Language, Localized } from "@dukkan/contracts";
import { AppError } from "./app-error.ts";
import type { WriteContext } from "./write-context.ts";

const textOf = (value: unknown, lang: string) =>
  value && typeof value === "object" ? ((value as Record<string, unknown>)[lang] ?? "") : "";

/**
 * A translator's update (`ctx.textsOnlyIn` set) may change only the translated text fields `textFields`, and in
 * them only the languages granted: any other field sent, or another language that differs from what is stored
 * (`before`, the entity's snapshot), is refused with a 403 naming each (`name.ar`). Others pass unchecked.
 */
export function refuseBeyondTranslation(
  ctx: WriteContext,
  before: Record<string, unknown>,
  input: Record<string, unknown>,
  textFields: readonly string[],
): void {
  const granted = ctx.textsOnlyIn;
  if (!granted) return;
  const refused: Record<string, string[]> = {};
  const compareTexts = (field: string, value: unknown, stored: Localized | undefined) => {
    // null clears a nullable text (every language), so it is compared as no text at all.
    const languages = new Set([...Object.keys(value ?? {}), ...Object.keys(stored ?? {})]);
    for (const lang of languages) {
      if (granted.includes(lang as Language)) continue;
      if (textOf(value, lang) !== textOf(stored, lang)) {
        refused[`${field}.${lang}`] = [`Not one of your languages (${granted.join(", ")})`];
      }
    }
  };
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!textFields.includes(field)) {
      refused[field] = ["A translator may change texts only"];
      continue;
    }
    // Ordered translatable rows (specifications): the same rows, each translated like a text field.
    if (Array.isArray(value)) {
      const rows = Array.isArray(before[field]) ? (before[field] as Localized[]) : [];
      if (rows.length !== value.length) refused[field] = ["A translator may not add or remove rows"];
      else for (const [index, row] of value.entries()) compareTexts(`${field}.${index}`, row, rows[index]);
      continue;
    }
    compareTexts(field, value, before[field] as Localized | undefined);
  }
  if (Object.keys(refused).length > 0) {
    throw new AppError(
      "forbidden",
      `You may change texts only in your languages (${granted.join(", ")})`,
      refused,
    );
  }
}
