/**
 * The `.br` and `.gz` copies the builds write beside each asset (scripts/precompress.mjs). `@fastify/static`
 * with `wildcard: false` makes a GET and a HEAD route for every file it finds; `preCompressed` finds a copy on
 * disk when a request accepts it, so the copies need no route of their own. Left out, they were ~450 of the
 * ~750 files and ~900 route contexts and router nodes kept in memory (decision 0041's addendum).
 */
export const precompressedCopies = ["**/*.br", "**/*.gz"];
