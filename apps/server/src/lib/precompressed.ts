import type { FastifyStaticOptions } from "@fastify/static";

/**
 * The `.br` and `.gz` copies the builds write beside each asset (scripts/precompress.mjs). `@fastify/static`
 * with `wildcard: false` makes a GET and a HEAD route for every file it finds; `preCompressed` finds a copy on
 * disk when a request accepts it, so the copies need no route of their own. Left out, they were ~450 of the
 * ~750 files and ~900 route contexts and router nodes kept in memory (decision 0041's addendum).
 */
export const precompressedCopies = ["**/*.br", "**/*.gz"];

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A build's hashed assets under `prefix`, behind one wildcard route (a route per file was a GET and a HEAD route
 * each: decision 0041's addendum), cached for good, the build's Brotli or gzip copy to a browser that accepts it.
 * A name not on disk is Fastify's not-found answer (callNotFound), never a page.
 */
export const hashedAssets = (root: string, prefix: string): FastifyStaticOptions => ({
  root,
  prefix,
  wildcard: true,
  index: false,
  decorateReply: false,
  cacheControl: false,
  preCompressed: true,
  setHeaders(reply) {
    reply.header("cache-control", IMMUTABLE);
  },
});
