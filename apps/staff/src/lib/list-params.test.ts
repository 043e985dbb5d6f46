import { describe, expect, it } from "vitest";
import { nextSort } from "./list-params.ts";

describe("nextSort", () => {
  it("cycles ascending, descending, default", () => {
    expect(nextSort("", "name")).toBe("name");
    expect(nextSort("name", "name")).toBe("-name");
    expect(nextSort("-name", "name")).toBe("");
    expect(nextSort("-price", "name")).toBe("name");
  });
});
