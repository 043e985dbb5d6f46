import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { asciiOnly, escapingSaves } from "./ascii-source.mjs";

describe("asciiOnly", () => {
  it("writes a module whose literals mean what they meant, in ASCII alone", () => {
    const source = [
      'const label = "د.ع";',
      "const article = /^(ال)/u;",
      "const digits = /[٠-٩]/g;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code that holds a template
      "const sentence = `كوردی ${label} 🚰`;",
      "({ label, stripped: 'الثلاجة'.replace(article, ''), digits: '٣ و 4'.replace(digits, '#'), sentence })",
    ].join("\n");
    const escaped = asciiOnly(source);

    expect(escaped).not.toMatch(/[^\p{ASCII}]/u);
    expect(runInNewContext(escaped)).toEqual(runInNewContext(source));
    expect(runInNewContext(escaped)).toEqual({
      label: "د.ع",
      stripped: "ثلاجة",
      digits: "# و 4",
      sentence: "كوردی د.ع 🚰",
    });
  });
});

describe("escapingSaves", () => {
  it("escapes code with a little Arabic, not a language's strings, nor what is ASCII already", () => {
    const code = `export const pattern = /[٠-٩]/;\n${"const x = 1;\n".repeat(20)}`;
    const strings = 'export default { cart: "السلة", checkout: "إتمام الطلب", search: "بحث" };';

    expect(escapingSaves(code)).toBe(true);
    expect(escapingSaves(strings)).toBe(false);
    expect(escapingSaves("const x = 1;")).toBe(false);
  });
});
