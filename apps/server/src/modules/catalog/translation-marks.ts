import { createHash } from "node:crypto";
import { languages } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { translationMarks } from "@dukkan/db/schema/catalog-translations";
import { and, eq, sql } from "drizzle-orm";
import type { AuditChange } from "#server/modules/audit/audit.service.ts";

/** The languages translated from the Arabic source. */
export const targetLanguages = languages.filter((lang) => lang !== "ar");

/** md5 of a text as PostgreSQL's `md5(text)` computes it (hex of its UTF-8 bytes). */
export const sourceHash = (text: string): string => createHash("md5").update(text, "utf8").digest("hex");

type Texts = Record<string, unknown>;
const isTranslated = (value: unknown): value is Texts =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Texts).ar === "string";
const textIn = (texts: Texts | undefined, lang: string): string => {
  const value = texts?.[lang];
  return typeof value === "string" ? value.trim() : "";
};

/** A snapshot's translated fields: `name` → { ar, en, … }, and rows of a list as `specifications.2`. */
export function translatedFields(snapshot: Record<string, unknown> | null): Map<string, Texts> {
  const fields = new Map<string, Texts>();
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    if (isTranslated(value)) fields.set(key, value);
    else if (Array.isArray(value))
      value.forEach((item, index) => {
        if (isTranslated(item)) fields.set(`${key}.${index}`, item);
      });
  }
  return fields;
}

interface Mark {
  entity: string;
  entityId: number;
  field: string;
  language: string;
  sourceHash: string;
}

/**
 * The marks a write's changes call for (docs/decisions/0017). A translation set or changed is marked with the
 * hash of the Arabic it now stands beside (fresh); an Arabic change under a translation left as it was marks
 * that translation with the hash of the old Arabic, unless it has a mark already (it is then stale: the hash it
 * keeps differs from the new Arabic's). Creations need none: no mark means "not stale".
 */
export function marksOf(changes: readonly AuditChange[]): { fresh: Mark[]; stale: Mark[] } {
  const fresh: Mark[] = [];
  const stale: Mark[] = [];
  for (const change of changes) {
    if (change.action !== "update" || !change.before || !change.after) continue;
    const before = translatedFields(change.before);
    for (const [field, after] of translatedFields(change.after)) {
      const previous = before.get(field);
      const [oldSource, newSource] = [textIn(previous, "ar"), textIn(after, "ar")];
      for (const language of targetLanguages) {
        const text = textIn(after, language);
        if (text === "") continue;
        const key = { entity: change.entity, entityId: change.entityId, field, language };
        if (text !== textIn(previous, language))
          fresh.push({ ...key, sourceHash: sourceHash(after.ar as string) });
        else if (oldSource !== newSource)
          stale.push({ ...key, sourceHash: sourceHash(previous?.ar as string) });
      }
    }
  }
  return { fresh, stale };
}

/** Writes the marks of a write's changes in its transaction; a deleted entity's marks go with it. */
export async function recordTranslationMarks(tx: Db, changes: readonly AuditChange[]): Promise<void> {
  const { fresh, stale } = marksOf(changes);
  if (fresh.length > 0)
    await tx
      .insert(translationMarks)
      .values(fresh)
      .onConflictDoUpdate({
        target: [
          translationMarks.entity,
          translationMarks.entityId,
          translationMarks.field,
          translationMarks.language,
        ],
        set: { sourceHash: sql`excluded.source_hash`, markedAt: sql`now()` },
      });
  if (stale.length > 0) await tx.insert(translationMarks).values(stale).onConflictDoNothing();
  for (const change of changes)
    if (change.action === "delete")
      await tx
        .delete(translationMarks)
        .where(
          and(eq(translationMarks.entity, change.entity), eq(translationMarks.entityId, change.entityId)),
        );
}
