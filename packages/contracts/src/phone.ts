/**
 * Iraqi mobile numbers, stored in E.164 (`+9647XXXXXXXXX`). People type them in many ways: `0770 123 4567`,
 * `770-123-4567`, `+964 770 123 4567`, `00964...`, often with Arabic-Indic or Persian digits.
 */

export const iraqiMobilePattern = /^\+9647\d{9}$/;

const arabicIndicZero = 0x0660;
const persianZero = 0x06f0;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits become ASCII digits; everything else is left alone. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= persianZero ? persianZero : arabicIndicZero));
  });
}

// Separators people type or paste: spaces (incl. no-break and thin), dashes, dots, parentheses and the
// invisible direction marks that Arabic keyboards and copy-paste insert.
const separators = /[\s\u00a0\u2000-\u200f\u202a-\u202e\u2066-\u2069\u061c\u2010-\u2015\-.()]/g;

/** The phone in E.164 (`+9647XXXXXXXXX`), or null when it is not an Iraqi mobile number. */
export function normalizeIraqiPhone(input: string): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  let digits = toAsciiDigits(input).replace(separators, "");
  if (digits.startsWith("+964")) digits = digits.slice(4);
  else if (digits.startsWith("00964")) digits = digits.slice(5);
  else if (digits.startsWith("964") && digits.length >= 12) digits = digits.slice(3);
  // A trunk zero is common after the country code too (`+964 0770...`).
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (!/^7\d{9}$/.test(digits)) return null;
  return `+964${digits}`;
}

export function isIraqiMobile(value: string): boolean {
  return iraqiMobilePattern.test(value);
}

/**
 * The digits to look for in stored E.164 phones when someone searches with a (part of a) phone number typed in
 * any form (07XX, +9647XX, 009647XX, Arabic-Indic or Persian digits): the country code and trunk zero dropped.
 * Null when the text is not a phone search (letters, or fewer than 3 digits).
 */
export function phoneSearchDigits(input: string): string | null {
  const compact = toAsciiDigits(input).replace(separators, "");
  if (!/^\+?\d{3,}$/.test(compact)) return null;
  const digits = compact
    .replace(/^\+/, "")
    .replace(/^00964|^964/, "")
    .replace(/^0/, "");
  return digits.length >= 3 ? digits : null;
}
