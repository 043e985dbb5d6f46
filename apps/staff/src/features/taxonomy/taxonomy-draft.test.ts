import { describe, expect, it } from "vitest";
import { checkDraft, type Draft, draftOf } from "./taxonomy-draft.ts";

const brand: Draft = {
  ...draftOf(null),
  name: { ar: "غروهه", en: "Grohe" },
  country: { ar: "ألمانيا" },
  logo: "brands/grohe.webp",
  background_image: "brands/grohe-bg.webp",
};
const asNew = { existing: false, textsOnly: false };

describe("a taxonomy draft checked with the contracts' schemas", () => {
  it("lets a complete brand through", () => {
    expect(checkDraft("brands", brand, asNew)).toEqual({});
  });

  it("asks a new brand for its Arabic texts and both pictures", () => {
    const empty = draftOf(null);
    expect(checkDraft("brands", empty, asNew)).toEqual({
      "name.ar": "required",
      "country.ar": "required",
      logo: "required",
      background_image: "required",
    });
  });

  it("refuses a position the server would (empty, negative, fractional, over 100,000)", () => {
    for (const sort_order of ["", "-1", "1.5", "100001", "abc"])
      expect(checkDraft("parts", { ...brand, sort_order }, asNew), sort_order).toEqual({
        sort_order: "invalid_value",
      });
    expect(checkDraft("parts", { ...brand, sort_order: "100000" }, asNew)).toEqual({});
  });

  it("names the parent under the form's field, and a text over its limit", () => {
    expect(checkDraft("sub-parts", { ...brand, parent: "" }, asNew)).toEqual({ parent: "required" });
    expect(checkDraft("categories", { ...brand, parent: "" }, asNew)).toEqual({ parent: "required" });
    expect(checkDraft("categories", { ...brand, parent: "4" }, asNew)).toEqual({});
    expect(checkDraft("parts", { ...brand, name: { ar: "ا".repeat(101) } }, asNew)).toEqual({
      "name.ar": "too_long",
    });
  });

  it("checks a translator's change on its texts only", () => {
    const translated = { ...brand, logo: null, sort_order: "" };
    expect(checkDraft("brands", translated, { existing: true, textsOnly: true })).toEqual({});
    expect(
      checkDraft(
        "brands",
        { ...translated, name: { ar: "", en: "Grohe" } },
        { existing: true, textsOnly: true },
      ),
    ).toEqual({ "name.ar": "required" });
  });
});
