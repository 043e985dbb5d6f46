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

import { wrapSelection } from "./rich-text.ts";

describe("the rich-text toolbar", () => {
  it("wraps the selection in a tag and keeps it selected", () => {
    expect(wrapSelection("حوض كبير", 4, 8, "strong")).toEqual({
      text: "حوض <strong>كبير</strong>",
      start: 12,
      end: 16,
    });
    expect(wrapSelection("ab", 1, 1, "em")).toEqual({ text: "a<em></em>b", start: 5, end: 5 });
    expect(wrapSelection("ab", 5, 0, "p")).toEqual({ text: "<p>ab</p>", start: 3, end: 5 });
  });
});
