import { describe, expect, it } from "vitest";
import { hoursColumns, hoursRows } from "./hours.ts";

describe("branch hours table", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [12, 3],
  ])("uses the spec's column count for %i entries", (entries, columns) => {
    expect(hoursColumns(entries)).toBe(columns);
  });

  it("fills rows in reading order", () => {
    expect(hoursRows(["a", "b"])).toEqual([["a"], ["b"]]);
    expect(hoursRows(["a", "b", "c", "d", "e"])).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(hoursRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
