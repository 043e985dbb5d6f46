import { describe, expect, it } from "vitest";
import { mediaExponentialComments, mediaNestedUseSvg } from "#server/test/hostile/media-samples.ts";
import { declaresEntities, readSvgProlog } from "./media-content.ts";
import { measureSvg } from "./svg-structure.ts";

describe("readSvgProlog", () => {
  it("finds <svg after a BOM, the XML declaration, comments and a DOCTYPE", () => {
    expect(readSvgProlog('\uFEFF <?xml version="1.0"?>\n<!-- a --><!-- b -->\n<svg xmlns="x">')).toBe("svg");
    expect(readSvgProlog('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd"><!--c--><svg>')).toBe(
      "svg",
    );
    expect(readSvgProlog('<!DOCTYPE svg [<!ENTITY a "b">]><svg>')).toBe("svg_with_dtd_subset");
    for (const text of [
      "<svgx>",
      "<html><svg>",
      "<!-- never closed <svg>",
      "<?xml <svg>",
      "<!DOCTYPE svg [ <svg>",
    ])
      expect(readSvgProlog(text), text).toBeNull();
  });

  it("reads a long run of comments in linear time", () => {
    const started = performance.now();
    expect(readSvgProlog(mediaExponentialComments(5_000).toString())).toBeNull();
    expect(readSvgProlog(`${"<!---->".repeat(5_000)}<svg>`)).toBe("svg");
    expect(readSvgProlog("<!DOCTYPE".repeat(10_000))).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("sees entity declarations anywhere", () => {
    expect(declaresEntities("<svg><!ENTITY x 'y'></svg>")).toBe(true);
    expect(declaresEntities('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(false);
  });
});

describe("measureSvg", () => {
  it("counts elements as drawn, with references expanded, and how deep <use> nests", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><g id="a"><rect></rect></g><use href="#a"></use></svg>';
    expect(measureSvg(svg, 100)).toEqual({
      rootName: "svg",
      rootNamespace: "http://www.w3.org/2000/svg",
      elements: 4,
      expandedElements: 6,
      useDepth: 1,
      referenceLoop: false,
    });
    const nested = measureSvg(mediaNestedUseSvg(10, 4).toString(), 10_000);
    expect(nested.expandedElements).toBe(10_001);
    expect(nested.useDepth).toBe(11);
    expect(measureSvg(mediaNestedUseSvg(2, 1).toString(), 10_000).useDepth).toBe(3);
  });

  it("counts url(#…) references, and finds loops", () => {
    const pattern =
      '<svg><pattern id="p"><rect></rect><rect></rect></pattern><rect fill="url(&quot;#p&quot;)"></rect></svg>';
    expect(measureSvg(pattern, 100).expandedElements).toBe(1 + 3 + 1 + 3);
    expect(measureSvg('<svg><g id="a"><use href="#a"></use></g></svg>', 100).referenceLoop).toBe(true);
    const mutual = '<svg><g id="a"><use href="#b"></use></g><g id="b"><use href="#a"></use></g></svg>';
    expect(measureSvg(mutual, 100).referenceLoop).toBe(true);
  });
});
