import { describe, expect, it } from "vitest";
import { applyListChange, nextSort, readListState } from "./list-params.ts";

const read = (query: string) => readListState(new URLSearchParams(query), ["brand", "active"]);

describe("a list's state in the URL", () => {
  it("reads search, page, sort and only the declared filters", () => {
    expect(read("q=%D8%AD%D9%86%D9%81%D9%8A%D8%A9&page=3&sort=-price&brand=4&other=x")).toEqual({
      q: "حنفية",
      page: 3,
      sort: "price",
      direction: "desc",
      filters: { brand: "4" },
    });
    expect(read("")).toEqual({ q: "", page: 1, sort: null, direction: "asc", filters: {} });
  });

  it("treats a broken page number as the first page", () => {
    for (const page of ["0", "-2", "abc", "1.5"]) expect(read(`page=${page}`).page).toBe(1);
  });

  it("goes back to page 1 on any change but a page change, and drops empty values", () => {
    const start = new URLSearchParams("q=tap&page=4&brand=2");
    expect(applyListChange(start, { filters: { brand: "5" } }).toString()).toBe("q=tap&brand=5");
    expect(applyListChange(start, { filters: { brand: null, active: "1" } }).toString()).toBe(
      "q=tap&active=1",
    );
    expect(applyListChange(start, { q: "  " }).toString()).toBe("brand=2");
    expect(applyListChange(start, { page: 5 }).toString()).toBe("q=tap&page=5&brand=2");
    expect(applyListChange(start, { page: 1 }).toString()).toBe("q=tap&brand=2");
    expect(applyListChange(start, { sort: { column: "name", direction: "desc" } }).get("sort")).toBe("-name");
  });

  it("cycles a column's sort: ascending, descending, none", () => {
    expect(nextSort({ sort: null, direction: "asc" }, "price")).toEqual({
      column: "price",
      direction: "asc",
    });
    expect(nextSort({ sort: "price", direction: "asc" }, "price")).toEqual({
      column: "price",
      direction: "desc",
    });
    expect(nextSort({ sort: "price", direction: "desc" }, "price")).toBeNull();
    expect(nextSort({ sort: "name", direction: "desc" }, "price")).toEqual({
      column: "price",
      direction: "asc",
    });
  });
});
