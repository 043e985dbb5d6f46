import type { FastifyRequest } from "fastify";

/**
 * Whether session cookies get `Secure`. Behind a TLS proxy without TRUST_PROXY a request looks like plain HTTP,
 * so the request alone cannot tell: the shop's public address (PUBLIC_URL) decides when set, else a live shop
 * (`config.production`: the operator's NODE_ENV=production, not the README's local demo) means HTTPS. A live
 * server shown over plain HTTP on a network says so with an http:// PUBLIC_URL; loopback addresses take
 * Secure cookies over HTTP in browsers anyway.
 */
export function secureCookies(request: FastifyRequest): boolean {
  if (request.protocol === "https") return true;
  const publicUrl = request.server.config.publicUrl;
  if (publicUrl !== undefined) return publicUrl.startsWith("https://");
  return request.server.config.production;
}
