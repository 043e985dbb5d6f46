import { describe, expect, it } from "vitest";
import { draftOf, hasPendingChanges, missingTextLanguages } from "./content-draft.ts";
import { contentViewOf } from "./content-kinds.ts";

const slides = contentViewOf("slides")!;

describe("a slide's completeness (issue 33)", () => {
  it("lacks nothing in Arabic once its title is written, whatever its empty optional texts hold", () => {
    const draft = draftOf(slides, {
      main_text: { ar: "<h2>عرض</h2>" },
      description: { ar: "<p></p>" },
      button_text: null,
    });
    expect(missingTextLanguages(slides, draft)).toEqual(["en", "ckb", "tr", "it"]);
  });

  it("lacks a language only where a written text has none in it", () => {
    const draft = draftOf(slides, {
      main_text: { ar: "<h2>عرض</h2>", en: "<h2>Offer</h2>", ckb: "<h2>ئۆفەر</h2>" },
      description: { ar: "" },
      button_text: { ar: "تسوق", en: "Shop", ckb: "بکڕە" },
    });
    expect(missingTextLanguages(slides, draft)).toEqual(["tr", "it"]);
  });

  it("lacks Arabic when the required title is empty", () => {
    expect(missingTextLanguages(slides, draftOf(slides, null))).toContain("ar");
  });
});

describe("a published slide's pending changes", () => {
  it("are what the form shows, over the live row", () => {
    const item = {
      active: true,
      main_text: { ar: "قديم" },
      button_link: "/Products",
      draft: { button_link: "/Catalogs" },
    };
    expect(draftOf(slides, item)).toMatchObject({ main_text: { ar: "قديم" }, button_link: "/Catalogs" });
    expect(hasPendingChanges(item)).toBe(true);
    expect(hasPendingChanges({ ...item, draft: null })).toBe(false);
  });
});
