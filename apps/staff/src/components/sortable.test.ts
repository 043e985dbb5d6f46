import { describe, expect, it } from "vitest";
import { moveItem } from "./sortable.ts";

describe("moving an item in an ordered list", () => {
  it("moves up, down and across, leaving the input as it was", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("clamps a target past either end and ignores an unknown source", () => {
    expect(moveItem(["a", "b"], 0, 9)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 1, -4)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});

import { missingLanguages } from "./localized.ts";

describe("missing translations", () => {
  it("lists each language that is blank or absent in any of the values", () => {
    expect(missingLanguages({ ar: "حنفية", en: "Tap", ckb: " " }, { ar: "x", en: "y", tr: "z" })).toEqual([
      "ckb",
      "tr",
      "it",
    ]);
    expect(missingLanguages({ ar: "a", en: "b", ckb: "c", tr: "d", it: "e" })).toEqual([]);
  });
});
