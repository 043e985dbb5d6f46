import { describe, expect, it } from "vitest";
import { rebaseHeadings } from "./rich-text.ts";

describe("rebaseHeadings", () => {
  it("moves the highest heading to the level asked and closes the gaps below it", () => {
    expect(rebaseHeadings("<h3>Specifications</h3><ul><li>Steel</li></ul>", 2)).toBe(
      "<h2>Specifications</h2><ul><li>Steel</li></ul>",
    );
    expect(rebaseHeadings('<h1 class="x">A</h1><h4>B</h4><H1>C</H1>', 3)).toBe(
      '<h3 class="x">A</h3><h4>B</h4><h3>C</h3>',
    );
    expect(rebaseHeadings("<h2>A</h2><h3>B</h3>", 2)).toBe("<h2>A</h2><h3>B</h3>");
  });

  it("leaves other tags and text alone, and never goes past h6", () => {
    const html = "<header><hr><p>h3 and <b>h2</b></p></header>";
    expect(rebaseHeadings(html, 2)).toBe(html);
    expect(rebaseHeadings("<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>", 3)).toBe(
      "<h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6><h6>e</h6><h6>f</h6>",
    );
  });
});
