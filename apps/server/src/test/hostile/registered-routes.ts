import type { FastifyInstance } from "fastify";

/** `[method, path]` of every registered route, read from Fastify's printed route tree (HEAD left out). */
export function registeredRoutes(app: FastifyInstance): [method: string, path: string][] {
  const found: [string, string][] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const depth = (match[1].length - 1) / 4;
    const path = (depth > 0 ? (pathAtDepth[depth - 1] ?? "") : "") + match[2];
    pathAtDepth[depth] = path;
    if (!match[3]) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") found.push([method, path]);
  }
  return found;
}
