import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { CURRENCY_SUFFIX } from "../apps/web/app/lib/money.ts";
import { arabicScript, fontCuts, latinScript, unicodeRange } from "./font-ranges.mjs";

const root = path.resolve(import.meta.dirname, "..");
const fontsDir = path.join(root, "apps/web/app/fonts");
const arabicCut = "vazirmatn-{weight}.woff2";
const latinCut = "vazirmatn-latin-{weight}.woff2";
const files = (cut: string) => ["400", "700"].map((weight) => cut.replace("{weight}", weight));

/** The code points a font file has glyphs for. */
async function codePointsOf(file: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(file), "sfnt");
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

/** The full font a committed cut was made from (the `vazirmatn` package). */
const sourceOf = (file: string) =>
  path.join(
    root,
    "node_modules/vazirmatn/fonts/webfonts",
    file.includes("700") ? "Vazirmatn-Bold.woff2" : "Vazirmatn-Regular.woff2",
  );

/** Every file's text under `dir` whose name ends with `extension`. */
function textsUnder(dir: string, extension: string): string {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension))
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("");
}

const locales = path.join(root, "apps/web/app/locales");
/** What shoppers read: the five languages' strings, the demo store's catalogue and content, the pages' own text. */
const everyText = [
  textsUnder(locales, ".json"),
  textsUnder(path.join(root, "apps/server/src/seed"), ".ts"),
  textsUnder(path.join(root, "apps/web/app"), ".tsx"),
].join("");
const isArabic = (codePoint: number) => codePoint >= 0x0600 && codePoint <= 0x06ff;
/** What a Latin page writes: the Latin languages' strings, the currency mark, and all Latin-script text. */
const latinPagesText = [
  ...["en", "tr", "it"].map((lang) => textsUnder(path.join(locales, lang), ".json")),
  CURRENCY_SUFFIX,
  [...everyText].filter((character) => !isArabic(character.codePointAt(0)!)).join(""),
].join("");

/** Characters of `text` Vazirmatn draws and the cut `file` does not, as "U+062F د". */
async function missingFrom(file: string, text: string): Promise<string[]> {
  const drawn = await codePointsOf(path.join(fontsDir, file));
  // What Vazirmatn itself lacks (★ of the ratings, emoji) the system's fonts draw, with or without the cut.
  const drawnBySource = await codePointsOf(sourceOf(file));
  const used = new Set([...text].map((character) => character.codePointAt(0)!));
  return [...used]
    .filter((codePoint) => drawnBySource.has(codePoint) && !drawn.has(codePoint))
    .map(
      (codePoint) =>
        `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(codePoint)}`,
    );
}

describe("the storefront's fonts (scripts/subset-fonts.mjs)", () => {
  it.each(files(arabicCut))("%s draws every character shoppers read that Vazirmatn draws", async (file) => {
    expect(await missingFrom(file, everyText)).toEqual([]);
    const drawn = await codePointsOf(path.join(fontsDir, file));
    for (const letter of "ڕڵێۆەپچژگک")
      expect(drawn.has(letter.codePointAt(0)!), `Sorani and Persian ${letter}`).toBe(true);
  });

  it.each(files(latinCut))(
    "%s draws everything a Latin page writes, the currency mark included",
    async (file) => {
      expect(await missingFrom(file, latinPagesText)).toEqual([]);
      // Arabic beyond the interface's own falls through to the Arabic cut (app.css): the Latin one stays small.
      const drawn = await codePointsOf(path.join(fontsDir, file));
      expect([...drawn].filter(isArabic).length).toBeLessThan(20);
    },
  );

  it.each([...files(arabicCut), ...files(latinCut)])(
    "%s holds its declared ranges and nothing else",
    async (file) => {
      const drawn = await codePointsOf(path.join(fontsDir, file));
      const declared = fontCuts[file.replace(/(400|700)/, "{weight}") as keyof typeof fontCuts];
      const outside = [...drawn].filter(
        (codePoint) => !declared.some(([first, last]) => codePoint >= first && codePoint <= last),
      );
      expect(outside).toEqual([]);
    },
  );

  it("fonts.css declares each file with the ranges it was cut to, and app.css none", () => {
    // Vazirmatn's faces are a stylesheet of their own, added after the first paint (app/lib/web-fonts.ts).
    const appCss = readFileSync(path.join(root, "apps/web/app/app.css"), "utf8");
    expect(appCss).not.toMatch(/url\("\.\/fonts\//);
    const css = readFileSync(path.join(root, "apps/web/app/fonts.css"), "utf8");
    // The faces with a file of ours; the local fallback faces (app.css) are checked below.
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((match) => match[1]!)
      .filter((face) => face.includes("url("));
    const declared = faces.map((face) => ({
      file: face.match(/url\("\.\/fonts\/([^"]+)"\)/)?.[1],
      range: face
        .match(/unicode-range:([^;]*);/)?.[1]
        ?.replace(/\s+/g, " ")
        .trim(),
    }));
    const expected = [arabicCut, latinCut].flatMap((cut) =>
      files(cut).map((file) => ({ file, range: unicodeRange(fontCuts[cut]) })),
    );
    expect(declared).toEqual(expected);
  });

  it("app.css sizes a local fallback face for each weight over the cuts' Latin and Arabic ranges", () => {
    const css = readFileSync(path.join(root, "apps/web/app/app.css"), "utf8");
    const fallbacks = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((match) => match[1]!)
      .filter((face) => face.includes('"Vazirmatn Fallback"'));
    const covered = new Set(
      fallbacks.map((face) => {
        expect(face).toMatch(/src:\s+local\("[^"]+"\)/);
        expect(face).toMatch(/size-adjust: [\d.]+%;/);
        const range = face
          .match(/unicode-range:([^;]*);/)?.[1]
          ?.replace(/\s+/g, " ")
          .trim();
        return `${face.match(/font-weight: (\d+)/)?.[1]} ${range}`;
      }),
    );
    const expected = ["400", "700"].flatMap((weight) =>
      [latinScript, arabicScript].map((ranges) => `${weight} ${unicodeRange(ranges)}`),
    );
    expect([...covered].sort()).toEqual(expected.sort());
  });
});
