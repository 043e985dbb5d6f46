import { readFileSync } from "node:fs";
import path from "node:path";
import { auditEntities } from "@dukkan/contracts/audit";
import { languages } from "@dukkan/contracts/languages";
import { describe, expect, it } from "vitest";

/** The audit view names each kind of entity in words: a kind added to the contracts needs its string. */
describe("audit entity names", () => {
  for (const lang of languages) {
    it(`every audit entity has a name in ${lang}`, () => {
      const file = path.join(import.meta.dirname, `../locales/${lang}/audit.json`);
      const strings = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      const missing = auditEntities.filter((entity) => !strings[`audit.entity_${entity}`]);
      expect(missing).toEqual([]);
    });
  }
});
