import { describe, expect, it } from "vitest";
import { parseOpeningStock } from "./opening-stock.ts";

describe("a new size's opening stock as typed", () => {
  it("reads Western, Arabic-Indic and Persian digits, with thousands separators", () => {
    expect(parseOpeningStock("5")).toBe(5);
    expect(parseOpeningStock("٥")).toBe(5);
    expect(parseOpeningStock("۱۲")).toBe(12);
    expect(parseOpeningStock(" ١٬٢٠٠ ")).toBe(1200);
    expect(parseOpeningStock("0")).toBe(0);
  });

  it("refuses what is not a whole number of pieces: never a silent 0", () => {
    for (const text of ["", "five", "-1", "2.5", "٥x", "2000000"])
      expect(parseOpeningStock(text), text).toBeNull();
  });
});
