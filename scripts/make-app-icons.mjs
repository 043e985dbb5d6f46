/**
 * Writes the web app manifest's PNG icons (apps/web/public/icon-*.png) from the shop's mark (issue 35): "any"
 * icons as favicon.svg draws it, and a maskable one whose mark sits inside the central 80 % safe zone on a
 * full-bleed background, so that Android's round or squircle masks never cut it. Run again after changing the
 * mark: `node scripts/make-app-icons.mjs`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../apps/web/public");
const mark = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
// The mark's strokes without its rounded square, drawn at 80 % of a full-bleed square of the theme colour.
const strokes = mark
  .trim()
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>$/, "")
  .replace(/<title>.*?<\/title>/, "")
  .replace(/<rect[^>]*\/>/, "");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#115e59"/><g transform="translate(3.2 3.2) scale(0.8)">${strokes}</g></svg>`;

for (const [file, svg, size] of [
  ["icon-192.png", mark, 192],
  ["icon-512.png", mark, 512],
  ["icon-maskable-512.png", maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
}
