import { describe, expect, it } from "vitest";
import { changesOf, emptyDraft, type ProductDraft } from "./product-draft.ts";

const saved: ProductDraft = {
  ...emptyDraft,
  name: { ar: "حنفية", en: "Tap" },
  code: "TAP-1",
  brand_id: "3",
  specifications: [{ ar: "نحاس" }],
};

describe("what a product save sends", () => {
  it("sends only the fields that changed", () => {
    expect(changesOf(saved, saved)).toEqual({});
    expect(changesOf({ ...saved, name: { ...saved.name, ckb: "بۆری" } }, saved)).toEqual({
      name: { ar: "حنفية", en: "Tap", ckb: "بۆری" },
    });
    expect(changesOf({ ...saved, discount: "15", active: false }, saved)).toEqual({
      discount: 15,
      active: false,
    });
  });

  it("reads a discount typed in Arabic-Indic digits, and never turns a non-number into 0", () => {
    expect(changesOf({ ...saved, discount: "١٥" }, saved)).toEqual({ discount: 15 });
    // NaN goes out as null: the server answers the discount field's error.
    expect(changesOf({ ...saved, discount: "خمسة" }, saved).discount).toBeNaN();
    expect(changesOf({ ...saved, discount: "" }, saved).discount).toBeNaN();
  });

  it("drops blank translations and keeps rows in order", () => {
    const draft = {
      ...saved,
      name: { ar: "حنفية", en: "Tap", tr: "  " },
      specifications: [{ ar: "نحاس", ckb: "مس" }],
    };
    expect(changesOf(draft, saved)).toEqual({ specifications: [{ ar: "نحاس", ckb: "مس" }] });
  });

  it("sends typed accessory codes only when there are some", () => {
    expect(changesOf({ ...saved, accessory_codes: ["X-1"] }, saved)).toEqual({ accessory_codes: ["X-1"] });
  });
});
