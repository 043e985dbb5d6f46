import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client.ts";

/** How the next trimmed bundle is spoiled, as a PGlite upgrade that moved its internals could. */
const next = vi.hoisted(() => ({ bundle: "as built" as "as built" | "not found" | "Baghdad zeroed" }));

vi.mock("./pglite-bundle.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./pglite-bundle.ts")>();
  return {
    ...actual,
    bundleForAnExistingDatabase: () => {
      if (next.bundle === "not found") return undefined;
      const bundle = actual.bundleForAnExistingDatabase();
      if (next.bundle === "as built" || !bundle) return bundle;
      const baghdad = actual
        .bundledFiles()!
        .files.find((file) => file.name.endsWith("/timezone/Asia/Baghdad"))!;
      return {
        arrayBuffer: async () => {
          const buffer = await bundle.arrayBuffer();
          new Uint8Array(buffer, baghdad.start, baghdad.end - baghdad.start).fill(0);
          return buffer;
        },
      } as Blob;
    },
  };
});

const dataDir = mkdtempSync(join(tmpdir(), "dukkan-bundle-fallback-"));
beforeAll(async () => {
  // Made with the whole bundle (initdb), as a shop's first start does.
  const created = await openDatabase({ dataDir });
  await created.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function openAndAsk() {
  const warnings: string[] = [];
  const database = await openDatabase({ dataDir, warn: (message) => warnings.push(message) });
  try {
    const { rows } = (await database.db.execute(
      "select to_char(timestamptz '2026-01-01 12:00+00' at time zone 'Asia/Baghdad', 'HH24') as hour",
    )) as unknown as { rows: { hour: string }[] };
    return { warnings, hour: rows[0]?.hour };
  } finally {
    await database.close();
  }
}

describe("an existing PGlite database opens with the trimmed bundle by default, and falls back to the whole", () => {
  it("uses the trimmed bundle when it holds, without a word", async () => {
    next.bundle = "as built";
    expect(await openAndAsk()).toEqual({ warnings: [], hour: "15" });
  });

  it("opens with the whole bundle, and says so, when PGlite's table of contents is not found", async () => {
    next.bundle = "not found";
    const { warnings, hour } = await openAndAsk();
    expect(hour).toBe("15");
    expect(warnings).toEqual([
      expect.stringMatching(/trimmed file bundle was not used \(its table of contents/),
    ]);
  });

  it("opens with the whole bundle, and says so, when a file it keeps is not where PGlite reads it", async () => {
    next.bundle = "Baghdad zeroed";
    const { warnings, hour } = await openAndAsk();
    expect(hour).toBe("15");
    expect(warnings).toEqual([
      expect.stringMatching(
        /^PGlite's trimmed file bundle was not used \(.+\); opening with the whole bundle$/,
      ),
    ]);
  });

  it("is not used with PGLITE_SMALL_BUNDLE=0 or smallBundle: false", async () => {
    next.bundle = "not found"; // a warning would mean it was tried
    vi.stubEnv("PGLITE_SMALL_BUNDLE", "0");
    try {
      expect(await openAndAsk()).toEqual({ warnings: [], hour: "15" });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
