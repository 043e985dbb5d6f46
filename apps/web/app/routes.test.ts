import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
const filesOf = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);

describe("routes", () => {
  it("lists every route file (a page missing from routes.ts is never served)", () => {
    const listed = new Set(filesOf(routes as RouteEntry[]));
    const files = readdirSync(path.join(import.meta.dirname, "routes"))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `routes/${name}`);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });

  it("lists only route files that exist (a content page in the contracts' list needs its module)", () => {
    const listed = filesOf(routes as RouteEntry[]);
    expect(listed.filter((file) => !existsSync(path.join(import.meta.dirname, file)))).toEqual([]);
  });
});
