/**
 * An Iraqi phone as people dial it: mobiles 07XX XXX XXXX, other Iraqi numbers with their trunk 0; a foreign
 * number stays in E.164. Stored phones are E.164 (+964…, `normalizeIraqiPhone` in `@dukkan/contracts/phone`),
 * which links (tel:, wa.me) keep.
 */
export function formatPhone(e164: string): string {
  const mobile = /^\+964(7\d{2})(\d{3})(\d{4})$/.exec(e164);
  if (mobile) return `0${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  return e164.startsWith("+964") ? `0${e164.slice(4)}` : e164;
}
