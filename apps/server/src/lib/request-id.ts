import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What a forwarded request id may look like: a log line and an audit entry carry it as it is. */
const forwardedId = /^[\w.:@/+=-]{1,128}$/;

/**
 * Request ids unique across instances (issue 40): a random prefix per process and a counter, e.g.
 * `3f9a1c2e-1k`. Behind a trusted proxy (TRUST_PROXY), its `X-Request-Id` is kept, so that one request has
 * one id from the proxy's log to ours; from anyone else the header is ignored.
 */
export function requestIdGenerator(trustProxy: boolean | number | string) {
  const prefix = randomBytes(4).toString("hex");
  let count = 0;
  return (request: IncomingMessage): string => {
    const forwarded = trustProxy ? request.headers["x-request-id"] : undefined;
    if (typeof forwarded === "string" && forwardedId.test(forwarded)) return forwarded;
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}
