import type { FastifyReply, FastifyRequest } from "fastify";

export interface Validators {
  etag: string;
  lastModified?: Date;
}

/** Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * Sets ETag and Last-Modified, and says whether the client's copy is current (answer 304). If-None-Match wins
 * over If-Modified-Since when both are sent (RFC 9110 §13.2.2).
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, validators: Validators): boolean {
  reply.header("etag", validators.etag);
  if (validators.lastModified) reply.header("last-modified", validators.lastModified.toUTCString());
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, validators.etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  // HTTP dates have whole seconds.
  return (
    validators.lastModified !== undefined &&
    !Number.isNaN(since) &&
    Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since
  );
}
