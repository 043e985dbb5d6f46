import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-body.ts";

const nested = (depth: number, inner = "1") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it("counts arrays and objects alike, up to the limit and one past it", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":{}}]}}', 4)).toBe(true);
    expect(nestsDeeperThan("[1,[2],[3],[4],{}]", 2)).toBe(false);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(JSON.stringify({ url: "[[[[{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ url: 'a"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ url: "\\", next: "[[[[" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\"[[', "]]"]), 1)).toBe(false);
    // An escaped backslash ends before the quote: what follows is outside the string again.
    expect(nestsDeeperThan(JSON.stringify({ a: "x\\", b: [[1]] }), 2)).toBe(true);
  });

  it("stops at the first level too deep: a megabyte of brackets costs nothing", () => {
    const started = performance.now();
    for (let i = 0; i < 100; i++) expect(nestsDeeperThan("[".repeat(1_000_000), 32)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("scans a megabyte of flat JSON in one linear pass", () => {
    const flat = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ id: i, name: `[{"${i}` })));
    expect(flat.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    expect(nestsDeeperThan(flat, 2)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
