import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "#server/lib/app-error.ts";

/**
 * Deeper than any body the API takes (a staff product write with colours, sizes and texts is ~6 levels), far
 * below what costs: 1 MB of `[[[[…` kept the event loop busy for ~100 ms per request, 20 of them stalled every
 * other request for seconds (issue 32).
 */
export const maxJsonDepth = 32;

const utf8 = new TextDecoder("utf-8", { fatal: true });

const quote = 0x22;
const backslash = 0x5c;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const openBrace = 0x7b;
const closeBrace = 0x7d;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, in one pass that stops as soon as it does.
 * Brackets inside strings do not count. Malformed text is left to JSON.parse, which stops at its first error:
 * up to that point this scan and the parser agree on what is inside a string.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === backslash) i++;
      else if (char === quote) inString = false;
    } else if (char === quote) {
      inString = true;
    } else if (char === openBracket || char === openBrace) {
      if (++depth > limit) return true;
    } else if (char === closeBracket || char === closeBrace) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses bytes that are not UTF-8 and nesting deeper than
 * `maxJsonDepth` (400, before parsing), then parses with Fastify's own (secure-json-parse: `__proto__` and `constructor.prototype` keys are
 * refused as before). Body limits, global and per route, apply as before. Register before any route.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? "error", onConstructorPoisoning ?? "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    // JSON is UTF-8 (RFC 8259): bytes that are not are refused, not read as U+FFFD and stored as such.
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError("bad_request", "The request body is not valid UTF-8"), undefined);
      return;
    }
    if (nestsDeeperThan(text, maxJsonDepth)) {
      done(
        new AppError("bad_request", `The request body nests deeper than ${maxJsonDepth} levels`),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
});
