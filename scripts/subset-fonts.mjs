// `node scripts/subset-fonts.mjs`: cuts Vazirmatn (OFL 1.1, the `vazirmatn` package) down to the characters the
// storefront's five languages write, one file per weight and cut (issue 20, docs/decisions/0022): Arabic-script
// pages use vazirmatn-{400,700}.woff2 (Arabic and Latin), Latin pages vazirmatn-latin-{400,700}.woff2 (Latin
// and the few Arabic letters every page writes). The output is committed in apps/web/app/fonts/; run this again
// only to change the character sets (scripts/font-ranges.mjs) or the font.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { fontCuts } from "./font-ranges.mjs";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/vazirmatn");
const target = path.join(root, "apps/web/app/fonts");

/** Every code point of `[first, last]` ranges, as one string. */
const charactersOf = (ranges) =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join("");

mkdirSync(target, { recursive: true });
const weights = { 400: "Regular", 700: "Bold" };

for (const [weight, style] of Object.entries(weights)) {
  const font = readFileSync(path.join(source, `fonts/webfonts/Vazirmatn-${style}.woff2`));
  for (const [name, ranges] of Object.entries(fontCuts)) {
    // Layout closure stays on: Arabic letters take their joined forms through GSUB, glyphs with no code point.
    const subset = await subsetFont(font, charactersOf(ranges), { targetFormat: "woff2" });
    const file = name.replace("{weight}", weight);
    writeFileSync(path.join(target, file), subset);
    console.log(`${file}: ${font.length} → ${subset.length} bytes`);
  }
}
// The licence travels with the font (OFL 1.1 §2); Vazirmatn reserves no font name, so the cut keeps its name.
copyFileSync(path.join(source, "OFL.txt"), path.join(target, "OFL.txt"));
