/**
 * Money is integer Iraqi dinars (IQD) everywhere: no fractions, no minor unit. Staff type prices in whatever
 * digits their keyboard gives (Western, Arabic-Indic ٠١٢, Persian ۰۱۲) with or without thousands separators;
 * `parseIqd` reads all of them and refuses anything that is not a whole, non-negative number of dinars. Showing
 * amounts is `@dukkan/client-kit/money`.
 */

const arabicIndicZero = 0x0660;
const persianZero = 0x06f0;

/** Arabic-Indic and Persian digits as Western digits; every other character as it was. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= persianZero ? persianZero : arabicIndicZero;
    return String(code - zero);
  });
}

/** Thousands separators staff may type: comma, Arabic thousands separator, dot, apostrophe, (thin) spaces. */
const groupSeparator = /[,\u066c.'\u2019 \u00a0\u202f]/;
const currencyMarks = /(د\.?\s?ع\.?|دينار|IQD)/giu;

/**
 * A typed amount as whole dinars, or null when it is not one: "١٢٬٥٠٠" → 12500, "12,500 د.ع" → 12500,
 * "1.500" → 1500 (a dot between groups of three is a separator), "1.5", "-3", "12٫5" and "" → null.
 */
export function parseIqd(text: string): number | null {
  const plain = westernDigits(text).replace(currencyMarks, "").trim();
  if (plain === "") return null;
  // Digits, optionally grouped in threes by one separator kind (1,234,567 / 1 234 567 / 1.234.567).
  const grouped = plain.match(/^(\d{1,3})((?:[,\u066c.'\u2019 \u00a0\u202f]\d{3})+)$/u);
  let digits: string;
  if (/^\d+$/.test(plain)) digits = plain;
  else if (grouped) {
    const separators = new Set(grouped[2]!.split(/\d+/).filter(Boolean));
    if (separators.size !== 1 || ![...separators].every((s) => groupSeparator.test(s))) return null;
    digits = plain.replace(/\D/g, "");
  } else return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
