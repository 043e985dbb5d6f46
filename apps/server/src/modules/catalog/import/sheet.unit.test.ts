import { describe, expect, it } from "vitest";
import { parseWholeNumber } from "./import-plan.ts";
import { importedCell, neutralize, readSheet, toCsv, toXlsx } from "./sheet-files.ts";

describe("the product sheet's cells", () => {
  it("reads whole numbers as people type them, in any digits, with thousands separators", () => {
    const cases: [string, number | null][] = [
      ["125000", 125_000],
      ["125,000", 125_000],
      ["1.250.000", 1_250_000],
      ["١٬٢٥٠٬٠٠٠", 1_250_000],
      ["۱۲۵۰۰۰", 125_000],
      ["1 250 000", 1_250_000],
      ["٧", 7],
      ["12.5", null],
      ["1,25", null],
      ["12,50,000", null],
      ["-5", null],
      ["ten", null],
    ];
    for (const [raw, value] of cases) expect(parseWholeNumber(raw), raw).toBe(value);
  });

  it("neutralises text a spreadsheet would run, and reads it back as the same text", () => {
    for (const text of ['=HYPERLINK("http://x")', "+1+1", "@SUM(A1)", "-cmd"]) {
      expect(neutralize(text)).toBe(`'${text}`);
      expect(importedCell(neutralize(text))).toEqual({ text, formula: false });
      expect(importedCell(text).formula, text).toBe(true);
    }
    expect(neutralize("-5")).toBe("-5");
    expect(importedCell("مغسلة")).toEqual({ text: "مغسلة", formula: false });
  });

  it("writes and reads CSV and XLSX alike: quotes, commas, line breaks, Arabic", () => {
    const rows = [
      ["code", "name:ar", "note"],
      ["A-1", "مغسلة، بيضاء", 'say "hi", then\nleave'],
      ["B-2", "خلاط", ""],
    ];
    // Trailing empty cells are not kept: a row's missing cell reads as empty.
    const read = rows.map((row) => (row.at(-1) === "" ? row.slice(0, -1) : row));
    expect(readSheet(toCsv(rows))).toEqual(read);
    expect(readSheet(toXlsx(rows))).toEqual(read);
    expect(readSheet(Buffer.from("code;name:ar\r\nA-1;مغسلة\r\n"))).toEqual([
      ["code", "name:ar"],
      ["A-1", "مغسلة"],
    ]);
  });
});
