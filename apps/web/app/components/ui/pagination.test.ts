import { describe, expect, it } from "vitest";
import { pageParam, pageWindow } from "./pagination.tsx";

describe("pagination", () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, null, 5]],
    [4, 5, [1, 2, 3, 4, 5]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [12, 12, [1, null, 10, 11, 12]],
  ])("page %d of %d shows %j", (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });

  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=2.5", 1],
    ["?page=abc", 1],
  ])("reads %s as page %d", (search, page) => {
    expect(pageParam(new URL(`http://x/Products${search}`))).toBe(page);
  });
});
