import * as contracts from "@dukkan/contracts";
import { describe, expect, it } from "vitest";
import {
  directionOf,
  isLanguage,
  languageQueryRedirect,
  languages,
  readCookie,
  resolveLanguage,
  stripLanguagePrefix,
  switchLanguagePath,
} from "./language.ts";

describe("language", () => {
  it("agrees with @dukkan/contracts", () => {
    expect(languages).toEqual(contracts.languages);
    for (const lang of languages) expect(directionOf(lang)).toBe(contracts.directionOf(lang));
    for (const value of ["ar", "EN", "fa", "", undefined, 1])
      expect(isLanguage(value)).toBe(contracts.isLanguage(value));
  });

  it.each([
    ["en", null, "en"],
    ["ckb", "lang=tr", "ckb"],
    [undefined, "lang=tr", "tr"],
    [undefined, "a=1; lang=it; b=2", "it"],
    [undefined, "lang=xx", "ar"],
    [undefined, "lang=%E0%A4%A", "ar"],
    ["xx", "lang=en", "en"],
    [undefined, null, "ar"],
  ] as const)("param %s with cookie %s resolves to %s", (param, cookie, expected) => {
    expect(resolveLanguage(param, cookie)).toBe(expected);
  });

  it("reads cookies", () => {
    expect(readCookie("langx=1; lang=en", "lang")).toBe("en");
    expect(readCookie(null, "lang")).toBeUndefined();
  });

  it.each([
    ["/", "en", "/en", "/"],
    ["/en", "ar", "/ar", "/"],
    ["/en/Products", "tr", "/tr/Products", "/Products"],
    ["/Products/3", "ckb", "/ckb/Products/3", "/Products/3"],
    ["/xx/Products", "it", "/it/xx/Products", "/xx/Products"],
  ] as const)("switches %s to %s", (path, lang, switched, stripped) => {
    expect(switchLanguagePath(path, lang)).toBe(switched);
    expect(stripLanguagePrefix(path)).toBe(stripped);
  });

  it.each([
    ["/Products?lang=en", { lang: "en", location: "/en/Products" }],
    ["/Products?page=2&lang=ckb&category=3", { lang: "ckb", location: "/ckb/Products?page=2&category=3" }],
    ["/en/search?search=sink&lang=ar", { lang: "ar", location: "/ar/search?search=sink" }],
    ["/?lang=tr", { lang: "tr", location: "/tr" }],
    ["/Products?lang=xx", null],
    ["/Products?lang=", null],
    ["/Products?page=2", null],
  ] as const)("?lang= on %s redirects to %j", (path, expected) => {
    expect(languageQueryRedirect(new URL(path, "http://shop.test"))).toEqual(expected);
  });
});
