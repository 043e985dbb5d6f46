// The characters the storefront's fonts carry (scripts/subset-fonts.mjs), as [first, last] code point ranges.
// scripts/subset-fonts.test.ts checks that every string shoppers read is covered, and that the @font-face rules
// in apps/web/app/fonts.css declare these ranges.

/** Latin for en, tr and it, with the punctuation, currency and arrows the interface writes. */
export const latinScript = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: Italian à è é ì ò ù, Turkish ç ö ü, « » ×
  [0x011e, 0x011f], // Turkish Ğ ğ
  [0x0130, 0x0131], // Turkish İ ı
  [0x015e, 0x015f], // Turkish Ş ş
  [0x200c, 0x200f], // joiners and direction marks, in mixed Arabic and Latin text
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // euro sign
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0xfeff, 0xfeff], // byte order mark
  [0xfffd, 0xfffd], // replacement character
];

/** Arabic script for ar and ckb (Sorani's ڕ ڵ ێ ۆ ە included), with the presentation forms pasted text carries. */
export const arabicScript = [
  [0x0600, 0x06ff], // Arabic, Arabic-Indic and Persian digits
  [0xfb50, 0xfdff], // Arabic Presentation Forms-A
  [0xfe70, 0xfeff], // Arabic Presentation Forms-B
];

/**
 * The Arabic letters every Latin page writes: the currency mark (spec §9: د.ع in every language) and the
 * language menu's own names of Arabic and Kurdish. Latin pages carry these in their font and reach the whole
 * Arabic cut only for other Arabic text.
 */
export const arabicOnLatinPages = [...new Set("د.ع العربية کوردی")]
  .map((character) => character.codePointAt(0))
  .filter((codePoint) => codePoint >= 0x0600 && codePoint <= 0x06ff)
  .sort((a, b) => a - b)
  .map((codePoint) => [codePoint, codePoint]);

/** The two cuts: the page's direction picks one (app.css, fonts.css). */
export const fontCuts = {
  /** Arabic-script pages (ar, ckb), and any Arabic text on a Latin page. */
  "vazirmatn-{weight}.woff2": [...latinScript, ...arabicScript],
  /** Latin pages (en, tr, it). */
  "vazirmatn-latin-{weight}.woff2": [...latinScript, ...arabicOnLatinPages],
};

/** A CSS `unicode-range` value for ranges. */
export const unicodeRange = (ranges) =>
  ranges
    .map(([first, last]) => {
      const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, "0");
      return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
    })
    .join(", ");
