import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { languages, orderStatuses } from "@dukkan/contracts";
import { describe, expect, it } from "vitest";
import { translationFiles, translations } from "./index.server.ts";
import { registryStrings } from "./registry-labels.ts";

/** Every key path of a nested translation object, e.g. `cart.empty_title`. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const reference = keysOf(translations.ar).sort();

/** Every key the code asks for with a literal (`t("faq_title")`), from the app's sources. */
function keysUsedInSources(): string[] {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(full, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)) keys.add(match[1]!);
      }
    }
  };
  walk(path.join(import.meta.dirname, ".."));
  return [...keys];
}

describe("locales", () => {
  it("has a reference locale with keys", () => {
    expect(reference.length).toBeGreaterThan(0);
  });

  it("defines each key in one file only, and every language has the same files", () => {
    const seen = new Map<string, string>();
    for (const [file, content] of Object.entries(translationFiles.ar)) {
      for (const key of Object.keys(content)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)}.json and ${file}.json`).toBeUndefined();
        seen.set(key, file);
      }
    }
    for (const key of Object.keys(registryStrings("ar")))
      expect(seen.get(key), `${key} is in registry-labels.ts and ${seen.get(key)}.json`).toBeUndefined();
    for (const lang of languages) {
      expect(Object.keys(translationFiles[lang]).sort(), lang).toEqual(
        Object.keys(translationFiles.ar).sort(),
      );
    }
  });

  it("has a string for every key the pages ask for by name", () => {
    const keys = new Set(reference);
    expect(keysUsedInSources().filter((key) => !keys.has(key))).toEqual([]);
  });

  it("names every order status (the order page's timeline)", () => {
    for (const lang of languages) {
      const missing = orderStatuses
        .map((status) => `status_${status}`)
        .filter((key) => !keysOf(translations[lang]).includes(key));
      expect(missing, lang).toEqual([]);
    }
  });

  for (const lang of languages.filter((l) => l !== "ar")) {
    it(`${lang} has exactly the keys of ar`, () => {
      const keys = keysOf(translations[lang]).sort();
      expect({
        missing: reference.filter((k) => !keys.includes(k)),
        extra: keys.filter((k) => !reference.includes(k)),
      }).toEqual({ missing: [], extra: [] });
    });

    it(`${lang} has no empty values and keeps the placeholders of ar`, () => {
      for (const key of reference) {
        // Flat keys first: the spec's literal messages are keys and may contain dots ("Logging in...").
        const lookup = (root: Record<string, unknown>) =>
          key in root
            ? root[key]
            : key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root);
        const value = lookup(translations[lang]);
        const refValue = lookup(translations.ar);
        expect(typeof value === "string" && value.trim() !== "", `${lang}:${key} is empty`).toBe(true);
        const placeholders = (s: unknown) =>
          String(s)
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        expect(placeholders(value), `${lang}:${key} placeholders`).toEqual(placeholders(refValue));
      }
    });
  }
});
