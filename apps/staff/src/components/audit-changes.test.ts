import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { auditEntities } from "@dukkan/contracts/audit";
import { languages } from "@dukkan/contracts/languages";
import { describe, expect, it } from "vitest";

/** Every string of one language (its files merged, as the app loads them). */
function stringsOf(lang: string): Record<string, string> {
  const dir = path.join(import.meta.dirname, `../locales/${lang}`);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Record<string, string>),
  );
}

/** The audit view names each kind of entity in words: a kind added to the contracts needs its string. */
describe("audit entity names", () => {
  for (const lang of languages) {
    it(`every audit entity has a name in ${lang}`, () => {
      const strings = stringsOf(lang);
      expect(auditEntities.filter((entity) => !strings[`audit.entity_${entity}`])).toEqual([]);
    });
  }
});
