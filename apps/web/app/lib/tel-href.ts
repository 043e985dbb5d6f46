/** A `tel:` link for a stored phone: Iraqi `07…` numbers dial as `+9647…`; other forms as written. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("07") ? `tel:+964${digits.slice(1)}` : `tel:${digits}`;
}

/** The same number in E.164 where it is an Iraqi `07…` number (for structured data). */
export function e164(phone: string): string {
  return telHref(phone).slice("tel:".length);
}
