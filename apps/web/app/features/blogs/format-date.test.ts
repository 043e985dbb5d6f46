import { describe, expect, it } from "vitest";
import { formatPostDate } from "./format-date.ts";

describe("formatPostDate", () => {
  it("formats in the page's language with Latin digits, in UTC", () => {
    expect(formatPostDate("2026-11-11T00:00:00.000Z", "en")).toBe("11 November 2026");
    expect(formatPostDate("2026-11-11T00:00:00.000Z", "ckb")).toBe("11 تشرینی دووەم 2026");
    expect(formatPostDate("2026-01-01T00:00:00.000Z", "ar")).toMatch(/^1 .+ 2026$/);
    expect(formatPostDate("nonsense", "en")).toBe("");
  });
});
