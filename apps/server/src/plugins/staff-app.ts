import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { hashedAssets } from "#server/lib/precompressed.ts";

export interface StaffAppPluginOptions {
  /** Absolute path of `apps/staff/dist` (holds `index.html` and `assets/`). */
  buildDir: string;
  /** The public client key every `/api/v1` call carries; the page hands it to the app. */
  apiKey: string;
}

/** What the build leaves in `index.html` for the server to fill per response (apps/staff/index.html). */
const placeholders = { nonce: "__DUKKAN_STYLE_NONCE__", apiKey: "__DUKKAN_API_KEY__" };

/**
 * The staff app's policy: its scripts are its own files only (no inline script, no eval), and so are its
 * styles, except the few style elements its dialogs inject, which carry the response's nonce.
 */
export function staffContentSecurityPolicy(styleNonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c] ?? c);

/**
 * The staff app (issue 16) under `/staff/`: hashed assets with immutable caching (precompressed by the build),
 * and the one HTML page for every other `/staff` path, which the client-side router then renders. Nothing here
 * touches the storefront's routes or bundle.
 */
export async function staffAppPlugin(instance: FastifyInstance, options: StaffAppPluginOptions) {
  const template = readFileSync(path.join(options.buildDir, "index.html"), "utf8");
  for (const placeholder of Object.values(placeholders)) {
    if (!template.includes(placeholder)) throw new Error(`apps/staff index.html lacks ${placeholder}`);
  }
  const page = template.replaceAll(placeholders.apiKey, escapeAttribute(options.apiKey));

  // The ~240 files behind one route; an unknown one is the app's JSON 404, never the HTML page.
  await instance.register(
    fastifyStatic,
    hashedAssets(path.join(options.buildDir, "assets"), "/staff/assets/"),
  );

  const sendPage = async (_request: unknown, reply: FastifyReply) => {
    const nonce = reply.cspNonce.style;
    return reply
      .header("content-security-policy", staffContentSecurityPolicy(nonce))
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(page.replaceAll(placeholders.nonce, nonce));
  };
  instance.get("/staff", { schema: { hide: true } }, sendPage);
  instance.get("/staff/*", { schema: { hide: true } }, sendPage);
}
