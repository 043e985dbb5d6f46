import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    /** Per-response nonces for the Content-Security-Policy; SSR puts `script` on every script tag. Not made for API data. */
    cspNonce: { script: string; style: string };
  }
}

/** Map embeds on branch, contact and dealer pages. */
const mapFrames = ["https://www.google.com", "https://maps.google.com", "https://www.openstreetmap.org"];

/**
 * The policy, with the page's script sources: a fresh nonce per response (`nonceScripts`), or for a page served
 * from the whole-page cache the hashes of its inline scripts (plugins/page-cache.ts).
 */
export function contentSecurityPolicy(scriptSources: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    // React style attributes and third-party widget styles are inline; scripts are what a nonce protects.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${mapFrames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export const nonceScripts = (nonce: string) => `'self' 'nonce-${nonce}' 'strict-dynamic'`;

/**
 * The API answers data, never a document: nothing in it may load or run, nor may it be framed (OWASP's REST
 * advice). Fixed, so that an API answer costs no random nonce and carries ~400 bytes less.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** JSON and file answers of the API; its docs UI (`/api/docs`) is a page with scripts of its own. */
const isApiData = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

/**
 * Security headers from helmet, and our own CSP with a fresh script nonce per response, because helmet's
 * nonce mode also puts a nonce on style-src, which would disable the inline styles we allow.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  // helmet 13.2 declares the `cspNonce` reply property itself; we only fill it.
  if (!app.hasReplyDecorator("cspNonce"))
    app.decorateReply("cspNonce", null as unknown as FastifyReply["cspNonce"]);
  app.addHook("onRequest", async (request, reply) => {
    if (isApiData(request.url)) {
      reply.header("content-security-policy", apiContentSecurityPolicy);
      return;
    }
    const nonce = randomBytes(16).toString("base64");
    reply.cspNonce = { script: nonce, style: nonce };
    if (!request.url.startsWith("/api/docs"))
      reply.header("content-security-policy", contentSecurityPolicy(nonceScripts(nonce)));
  });
});
