import { describe, expect, it } from "vitest";
import { sanitizeLocalizedHtml, sanitizeRichText } from "./html.ts";

describe("sanitizeRichText", () => {
  it("keeps structure, emphasis and safe links", () => {
    const html = '<p dir="rtl"><strong>ستانلس</strong> <em>304</em></p><ul><li>نقطة</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="https://dukkan.iq/x" target="_blank">x</a>')).toBe(
      '<a href="https://dukkan.iq/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("removes scripts, styles, handlers, frames and javascript: URLs", () => {
    const dirty =
      '<p onclick="steal()">hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>hi</p><a rel="noopener noreferrer">x</a>');
  });

  it("sanitizes every language of a translatable value", () => {
    expect(sanitizeLocalizedHtml({ ar: "<p>أ</p><script>x</script>", en: "<b onmouseover=x>b</b>" })).toEqual(
      {
        ar: "<p>أ</p>",
        en: "<b>b</b>",
      },
    );
  });
});
