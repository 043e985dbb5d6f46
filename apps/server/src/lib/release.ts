import { readFileSync } from "node:fs";

/**
 * This build's name (`2026.11.27-8318d45`), recorded in the database by the migrations it applies and named
 * when an older build refuses that database (issue 36). `npm run build` writes `release.json` beside the
 * compiled server; a server run from its sources is `development`.
 */
export function releaseName(): string {
  if (process.env.DUKKAN_RELEASE) return process.env.DUKKAN_RELEASE;
  try {
    const file = JSON.parse(readFileSync(new URL("./release.json", import.meta.url), "utf8")) as {
      name?: string;
    };
    return file.name ?? "development";
  } catch {
    return "development";
  }
}
