import { describe, expect, it } from "vitest";
import { parseRecentSearches, pushRecentSearch } from "./recent-searches.ts";

describe("recent searches", () => {
  it("keeps the newest first, without duplicates, at most 4", () => {
    let list: string[] = [];
    for (const q of ["sink", "mixer", "oven", "hob", "sink", "  shower  "]) list = pushRecentSearch(list, q);
    expect(list).toEqual(["shower", "sink", "hob", "oven"]);
  });

  it("treats a different case as the same search and ignores blanks", () => {
    expect(pushRecentSearch(["Sink"], "sink")).toEqual(["sink"]);
    expect(pushRecentSearch(["sink"], "   ")).toEqual(["sink"]);
  });

  it("reads a corrupt cookie as no searches", () => {
    expect(parseRecentSearches("{nope")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, "", "b"]')).toEqual(["a", "b"]);
  });
});
