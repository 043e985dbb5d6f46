import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPhysicalUtilities } from "./lint-logical-css.mjs";

const script = path.join(import.meta.dirname, "lint-logical-css.mjs");
const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);
const run = (target: string) => spawnSync(process.execPath, [script, target], { encoding: "utf8" });

describe("lint:logical-css", () => {
  it("fails on physical direction utilities and names each one", () => {
    const result = run(fixture("physical-utilities.txt"));
    expect(result.status).toBe(1);
    for (const token of ["ml-2", "md:mr-4", "pl-[3px]", "-mr-1", "left-0", "right-1/2", "text-left"]) {
      expect(result.stderr).toContain(`"${token}"`);
    }
    for (const token of [
      "rounded-l-md",
      "rounded-tr",
      "border-l-2",
      "border-r",
      "float-left",
      "clear-right",
    ]) {
      expect(result.stderr).toContain(`"${token}"`);
    }
  });

  it("passes logical utilities and words that only look alike (rounded-lg, border-lime, right-to-left)", () => {
    const result = run(fixture("logical-utilities.txt"));
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("reports the line of each finding", () => {
    expect(findPhysicalUtilities('<p className="ms-2">\n<p className="ps-2 pr-2">')).toEqual([
      { line: 2, token: "pr-2" },
    ]);
  });

  it("passes the storefront and the staff app as they are", () => {
    const result = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
