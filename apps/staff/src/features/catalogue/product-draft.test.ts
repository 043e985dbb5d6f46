import { describe, expect, it } from "vitest";
import { changesOf, checkProduct, createBodyOf, emptyDraft, type ProductDraft } from "./product-draft.ts";

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

describe("a product checked with the contracts' schemas before it is sent", () => {
  it("asks a new product for its Arabic name, code and brand", () => {
    expect(checkProduct(emptyDraft, null)).toEqual({
      "name.ar": "required",
      code: "required",
      brand_id: "required",
    });
    expect(checkProduct(saved, null)).toEqual({});
    expect(createBodyOf(saved)).not.toHaveProperty("accessory_codes");
  });

  it("refuses what the server would: a discount over 100 or not a number, a code with stray signs, a long row", () => {
    expect(
      checkProduct(
        { ...saved, discount: "101", code: "#TAP", specifications: [{ ar: "x".repeat(301) }] },
        saved,
      ),
    ).toEqual({ discount: "invalid_value", code: "invalid_value", "specifications.0.ar": "too_long" });
    expect(checkProduct({ ...saved, discount: "" }, saved)).toEqual({ discount: "invalid_value" });
  });

  it("checks only the changes of a saved product", () => {
    expect(checkProduct(saved, saved)).toEqual({});
    expect(checkProduct({ ...saved, name: { ...saved.name, ar: " " } }, saved)).toEqual({
      "name.ar": "required",
    });
  });
});
