import type { Setting } from "@dukkan/contracts";
import { describe, expect, it } from "vitest";
import { showsBestSelling } from "./home-data.server.ts";

const setting = (status: number): Setting => ({
  id: 1,
  key: "best_selling",
  value: "x",
  icon: null,
  link: null,
  status,
});

describe("best-selling section", () => {
  it.each([
    [[setting(1)], true],
    [[setting(0)], false],
    [[setting(2)], false],
    [[setting(0), setting(1)], false],
    [[setting(1), setting(0)], true],
    [[], false],
  ])("shows when the first best_selling item has status 1 (%#)", (settings, shown) => {
    expect(showsBestSelling(settings)).toBe(shown);
  });
});
