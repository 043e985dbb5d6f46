import type { Db } from "@dukkan/db";
import { visits } from "@dukkan/db/schema/visits";

export const maxVisitPathLength = 512;

/**
 * Keeps only the path of a visited URL: no query string or fragment (they can carry personal data),
 * bounded in length, and nothing but printable characters.
 */
export function visitPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    pathname = "/";
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const clean = pathname.replace(/[\u0000-\u001f\u007f]/g, "");
  return (clean.startsWith("/") ? clean : `/${clean}`).slice(0, maxVisitPathLength);
}

export function createVisitsService(db: Db) {
  return {
    async record(input: { url: string; clientId?: number | null }) {
      const url = visitPath(input.url);
      await db.insert(visits).values({ url, clientId: input.clientId ?? null });
      return { url };
    },
  };
}
