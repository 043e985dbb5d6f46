// Writes Brotli and gzip copies of built client assets, at the strongest settings, once per build, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
// `node scripts/precompress.mjs <directory>` (relative to the working directory): the storefront's build/client,
// the staff app's dist/assets.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

if (!process.argv[2]) throw new Error("usage: node scripts/precompress.mjs <directory>");
const root = path.resolve(process.argv[2]);
const compressible = /\.(js|css|svg|json|txt|html|woff)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (compressible.test(name) && statSync(file).size > 1024) yield file;
  }
}

let count = 0;
for (const file of files(root)) {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} client files (br, gz)`);
