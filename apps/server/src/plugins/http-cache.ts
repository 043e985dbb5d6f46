import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Cache } from "#server/lib/cache.ts";
import { etagMatches } from "#server/lib/conditional-get.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 responses (body and ETag) for `maxAge` seconds, here and in browsers. */
    httpCache?: { maxAge: number; varyOnLangCookie?: boolean };
  }
  interface FastifyRequest {
    /** This request's cache key, worked out once: its read (preHandler) and its write (onSend) use the same. */
    httpCacheKey: string | null;
  }
}

interface CachedResponse {
  body: string;
  etag: string;
  contentType: string;
}

const cacheControl = (maxAge: number) => `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`;

function keyOf(request: FastifyRequest): string {
  request.httpCacheKey ??= keyFromUrl(request);
  return request.httpCacheKey;
}

/** The request URL without the client key, with its parameters sorted, plus the origin media URLs depend on. */
function keyFromUrl(request: FastifyRequest): string {
  const url = new URL(request.url, "http://x");
  url.searchParams.delete("api_key");
  url.searchParams.sort();
  const cookieLang = request.routeOptions.config.httpCache?.varyOnLangCookie
    ? `|lang=${request.cookies.lang}`
    : "";
  return `http:${request.protocol}://${request.host}${url.pathname}?${url.searchParams}${cookieLang}`;
}

function setHeaders(request: FastifyRequest, reply: FastifyReply, maxAge: number, etag: string) {
  const varyOnCookie = request.routeOptions.config.httpCache?.varyOnLangCookie;
  reply
    .header("etag", etag)
    .header("cache-control", cacheControl(maxAge))
    .header("vary", varyOnCookie ? "accept-encoding, cookie" : "accept-encoding");
}

function answer(request: FastifyRequest, reply: FastifyReply, maxAge: number, cached: CachedResponse) {
  setHeaders(request, reply, maxAge, cached.etag);
  if (etagMatches(request.headers["if-none-match"], cached.etag)) return reply.status(304).send();
  return reply.type(cached.contentType).send(cached.body);
}

/**
 * ETag, Cache-Control and 304s for cacheable reads, and a server-side cache of their serialized bodies that
 * every write invalidates (through `Cache.invalidateAll`).
 */
export const httpCachePlugin = fp(async (app: FastifyInstance, options: { cache: Cache }) => {
  const { cache } = options;
  app.decorateRequest("httpCacheKey", null);

  // preHandler, not onRequest: the api key, the language and the query are checked before a cached answer.
  app.addHook("preHandler", async (request, reply) => {
    const config = request.routeOptions.config.httpCache;
    if (!config || request.method !== "GET") return;
    const cached = await cache.get<CachedResponse>(keyOf(request));
    if (cached) return answer(request, reply, config.maxAge, cached);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const config = request.routeOptions.config.httpCache;
    if (!config || request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string")
      return payload;
    if (reply.getHeader("etag")) return payload; // served from the cache in preHandler
    const etag = `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
    const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    await cache.set(keyOf(request), { body: payload, etag, contentType }, config.maxAge);
    setHeaders(request, reply, config.maxAge, etag);
    if (etagMatches(request.headers["if-none-match"], etag)) {
      reply.status(304);
      return "";
    }
    return payload;
  });
});
