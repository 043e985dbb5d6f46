import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { languages } from "@dukkan/contracts/languages";
import { describe, expect, it } from "vitest";
import { orderStatusLabels, registryStrings } from "./registry-labels.ts";

/** Every file of every language: `{ ar: { common: {...}, home: {...} }, en: ... }`. */
const files = Object.fromEntries(
  languages.map((lang) => {
    const dir = path.join(import.meta.dirname, lang);
    const entries = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [
        name,
        JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Record<string, string>,
      ]);
    return [lang, Object.fromEntries(entries)];
  }),
) as Record<(typeof languages)[number], Record<string, Record<string, string>>>;
/** A language's strings as the app loads them: its files and the registries' labels (registry-labels.ts). */
const merged = (lang: (typeof languages)[number]) =>
  Object.assign({}, ...Object.values(files[lang]), registryStrings(lang));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/** Every key the code asks for with a literal (`t("home.title")`), from the sources. */
function keysUsedInSources(): string[] {
  const root = path.join(import.meta.dirname, "..");
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
        for (const match of readFileSync(full, "utf8").matchAll(/\bt\("([a-z_]+\.[a-z0-9_.]+)"/g))
          keys.add(match[1]!);
      }
    }
  };
  walk(root);
  return [...keys];
}

describe("staff app locales", () => {
  const reference = Object.keys(merged("ar")).sort();

  it("defines each key once, and every language has the same files", () => {
    const seen = new Map<string, string>();
    for (const [file, content] of Object.entries(files.ar)) {
      for (const key of Object.keys(content)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
    for (const key of Object.keys(registryStrings("ar")))
      expect(seen.get(key), `${key} is in registry-labels.ts and ${seen.get(key)}`).toBeUndefined();
    for (const lang of languages)
      expect(Object.keys(files[lang]).sort(), lang).toEqual(Object.keys(files.ar).sort());
  });

  for (const lang of languages.filter((l) => l !== "ar")) {
    it(`${lang} has exactly the keys of ar, none empty, with the same placeholders`, () => {
      const strings = merged(lang);
      expect(Object.keys(strings).sort()).toEqual(reference);
      for (const key of reference) {
        expect(strings[key]?.trim(), `${lang}:${key}`).toBeTruthy();
        expect(placeholders(strings[key]!), `${lang}:${key}`).toEqual(placeholders(merged("ar")[key]!));
      }
    });
  }

  it("has a string for every key the screens ask for by name", () => {
    const missing = keysUsedInSources().filter((key) => !reference.includes(key));
    expect(missing).toEqual([]);
  });

  it("names every role, order status, hidden-product reason and language the app shows", async () => {
    const { staffRoles, hiddenProductReasons } = await import("@dukkan/contracts/staff");
    const { orderStatuses, orderMoveTargets } = await import("@dukkan/contracts/orders");
    const needed = [
      ...staffRoles.flatMap((role) => [`role.${role}`, `role.${role}_hint`]),
      ...hiddenProductReasons.map((reason) => `hidden_reason.${reason}`),
      ...orderStatuses.map((status) => `order_status.${status}`),
      ...orderMoveTargets.map((status) => `order.to_${status}`),
      ...languages.map((lang) => `language.${lang}`),
    ];
    expect(needed.filter((key) => !reference.includes(key))).toEqual([]);
    // A move's label exactly for the statuses a move leads to (the compiler asks for the entry, not for which).
    const withMove = orderStatuses.filter((status) => orderStatusLabels[status].moveTo !== null);
    expect(withMove).toEqual([...orderMoveTargets]);
  });

  it("names every content kind, audit entity and translation entity, and every field the workspace lists", async () => {
    const { contentKinds, contentKindRegistry } = await import("@dukkan/contracts/content-kinds");
    const { auditEntities } = await import("@dukkan/contracts/audit");
    const { translatableEntities } = await import("@dukkan/contracts/translations");
    const needed = [
      ...contentKinds.flatMap((kind) => [
        `content.kind_${kind.replace("-", "_")}`,
        `content.new_${kind.replace("-", "_")}`,
        ...contentKindRegistry[kind].workspaceTexts.map((field) => `translations.field_${field}`),
      ]),
      ...auditEntities.map((entity) => `audit.entity_${entity}`),
      ...translatableEntities.map((entity) => `translations.entity_${entity}`),
    ];
    expect(needed.filter((key) => !reference.includes(key))).toEqual([]);
  });

  it("names every field of the content forms, in the form and in the audit log", async () => {
    const { contentViews } = await import("#staff/features/content/content-kinds.ts");
    const needed = contentViews.flatMap((view) =>
      view.fields.flatMap((field) => [`content.field_${field.name}`, `audit.field_${field.name}`]),
    );
    expect([...new Set(needed)].filter((key) => !reference.includes(key))).toEqual([]);
  });
});
