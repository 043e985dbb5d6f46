/**
 * Search normalisation, applied identically to the indexed search document and to every query, so that
 * what people in Iraq type (Arabic or Kurdish on any keyboard, any digits, Latin with or without accents)
 * meets what the catalogue says.
 */

const foldMap: Record<string, string> = {
  // Alef forms → bare alef
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  // Yeh forms → Arabic yeh
  "\u0649": "\u064A", // ى
  "\u06CC": "\u064A", // ی (Persian/Kurdish yeh)
  "\u0626": "\u064A", // ئ
  "\u06CE": "\u064A", // ێ (Sorani)
  // Teh marbuta, Kurdish heh forms → heh
  "\u0629": "\u0647", // ة
  "\u06D5": "\u0647", // ە (Sorani ae)
  "\u06BE": "\u0647", // ھ (heh doachashmee)
  "\u06C1": "\u0647", // ہ
  // Keheh → kaf; waw forms → waw
  "\u06A9": "\u0643", // ک
  "\u0624": "\u0648", // ؤ
  "\u06C6": "\u0648", // ۆ (Sorani o)
  "\u06C7": "\u0648", // ۇ
  // Sorani letters an Arabic keyboard lacks → the letter typed instead
  "\u0695": "\u0631", // ڕ → ر
  "\u06B5": "\u0644", // ڵ → ل
  "\u06A4": "\u0641", // ڤ → ف
  "\u06AF": "\u0643", // گ → ك
  "\u067E": "\u0628", // پ → ب
  "\u0686": "\u062C", // چ → ج
  "\u0698": "\u0632", // ژ → ز
  // Turkish dotless i
  ı: "i",
};

const foldPattern = new RegExp(`[${Object.keys(foldMap).join("")}]`, "g");
/** Harakat, tanween, shadda, sukun, superscript alef, Quranic marks, tatweel. */
const arabicMarks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Zero-width and bidi control characters, soft hyphen, BOM. */
const invisibles = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const latinMarks = /[\u0300-\u036f]/g;
const arabicIndicDigits = /[\u0660-\u0669]/g;
const persianDigits = /[\u06F0-\u06F9]/g;
/** Anything that is not a letter, a digit or a hyphen separates words; hyphens separate them too, in groups. */
const groupSeparators = /[^\p{L}\p{N}\u002D\u2010]+/gu;
/** Hyphen-minus and the hyphen (NFKD turns the non-breaking hyphen into it); dashes separate words. */
const hyphens = /[\u002D\u2010]+/;
/** The definite article and its common fused forms: ال، وال، بال، لل (and كال، فال). */
const articlePrefix = /^(?:وال|بال|كال|فال|ال|لل)(?=.{3,})/;

function normaliseText(input: string): string {
  return (
    input
      .normalize("NFKD")
      .replace(invisibles, "")
      .replace(arabicMarks, "")
      .replace(latinMarks, "")
      // Lower-casing İ gives i + a combining dot: lower-case first, then drop the mark again.
      .toLowerCase()
      .replace(latinMarks, "")
      .replace(foldPattern, (ch) => foldMap[ch] ?? ch)
      .replace(arabicIndicDigits, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(persianDigits, (d) => String(d.charCodeAt(0) - 0x06f0))
      .normalize("NFC")
  );
}

/**
 * The words of a text after normalisation, with a leading article removed from each, in groups: the words a
 * hyphen joins (wall-hung, built-in) form one group, so that search can take them as a whole too.
 */
export function searchWordGroups(input: string): string[][] {
  return normaliseText(input)
    .split(groupSeparators)
    .map((chunk) =>
      chunk
        .split(hyphens)
        .filter(Boolean)
        .map((word) => word.replace(articlePrefix, "")),
    )
    .filter((group) => group.length > 0);
}

/** The words of a text after normalisation, with a leading article removed from each. */
export function searchWords(input: string): string[] {
  return searchWordGroups(input).flat();
}

/** One normalised string: words separated by single spaces. */
export function normalizeForSearch(input: string): string {
  return searchWords(input).join(" ");
}
