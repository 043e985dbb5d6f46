// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  cleanPastedHtml,
  docToHtml,
  emptyStructure,
  htmlToDoc,
  normalizeHtml,
  richTextSchema,
  safeHref,
} from "./rich-text.ts";

describe("the rich-text editor's HTML", () => {
  it("keeps what the server's sanitizer allows and the toolbar makes, as it was written", () => {
    const html =
      "<h2>مطبخ أحلامك</h2><h3>العنوان</h3><p>حوض <strong>كبير</strong> و<em>مائل</em> و<u>مسطر</u><br>سطر</p>" +
      '<ul><li>أول</li><li>ثانٍ<ol><li>متداخل</li></ol></li></ul><blockquote><p>اقتباس</p></blockquote><hr><p><a href="https://dukkan.iq/a">رابط</a></p>';
    expect(normalizeHtml(html)).toBe(html);
  });

  it("drops spans, classes, styles, fonts, tables and unknown attributes, keeping their text", () => {
    expect(
      normalizeHtml(
        '<p class="MsoNormal" style="color:red" dir="rtl"><span style="font-family:Arial">نص <font size="3">عادي</font></span></p>' +
          "<table><tr><td>خلية</td></tr></table><div>كتلة</div><script>alert(1)</script><style>p{}</style>",
      ),
    ).toBe("<p>نص عادي</p><p>خلية</p><p>كتلة</p>");
    expect(normalizeHtml('<p onclick="x()"><img src=x onerror="alert(1)">صورة</p>')).toBe("<p>صورة</p>");
  });

  it("reads Google Docs' bold and italic styles as bold and italic, and its wrapping <b> as nothing", () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="rtl" style="line-height:1.38">' +
      '<span style="font-weight:700;font-style:normal">عريض</span><span style="font-weight:400"> عادي </span>' +
      '<span style="font-style:italic;font-weight:400">مائل</span></p></b>';
    expect(normalizeHtml(cleanPastedHtml(docs))).toBe("<p><strong>عريض</strong> عادي <em>مائل</em></p>");
  });

  it("parses with no style attribute left for the browser to apply (the staff app's CSP refuses them)", () => {
    const cleaned = cleanPastedHtml(
      '<p style="color:red"><span class="a" STYLE = "font-weight:700">x</span></p>',
    );
    expect(cleaned).not.toMatch(/\sstyle\s*=/i);
    expect(normalizeHtml(cleaned)).toBe("<p><strong>x</strong></p>");
  });

  it("cleans Word's list paragraphs of their bullet text", () => {
    const word =
      '<p class=MsoListParagraphCxSpFirst style="mso-list:l0 level1 lfo1"><!--[if !supportLists]--><span style="font-family:Symbol">·<span style="font:7.0pt">&nbsp;&nbsp; </span></span><!--[endif]-->أول<o:p></o:p></p>' +
      "<p class=MsoNormal><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span>ثانٍ</p>";
    expect(normalizeHtml(cleanPastedHtml(word))).toBe("<p>أول</p><p>ثانٍ</p>");
  });

  it("stores an empty or whitespace-only document as no text at all", () => {
    expect(docToHtml(richTextSchema.node("doc", null, [richTextSchema.node("paragraph")]))).toBe("");
    expect(normalizeHtml("<p> </p><ul><li></li></ul>")).toBe("");
    expect(normalizeHtml("")).toBe("");
    expect(normalizeHtml("<hr>")).toBe("");
  });

  it("keeps links the server keeps and drops the others (their text stays)", () => {
    expect(normalizeHtml('<p><a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a></p>')).toBe(
      "<p>x y</p>",
    );
    expect(normalizeHtml('<p><a href="tel:+9647501234567" target="_blank" class="c">اتصل</a></p>')).toBe(
      '<p><a href="tel:+9647501234567">اتصل</a></p>',
    );
    expect(safeHref("dukkan.iq/ckb")).toBe("https://dukkan.iq/ckb");
    expect(safeHref("/ckb/Product/3")).toBe("/ckb/Product/3");
    expect(safeHref("/\\evil.example")).toBeNull();
    expect(safeHref("mailto:shop@dukkan.iq")).toBe("mailto:shop@dukkan.iq");
    expect(safeHref("not a link")).toBeNull();
  });

  it("copies a source's block structure with no text, for a translator to type into", () => {
    const source = htmlToDoc(
      "<h3>العنوان</h3><p>نص <strong>عريض</strong></p><ul><li>أول</li><li>ثانٍ</li></ul><hr>",
    );
    const structure = emptyStructure(source);
    expect(structure.childCount).toBe(4);
    expect(structure.textContent).toBe("");
    expect(structure.child(0).type.name).toBe("heading");
    expect(structure.child(0).attrs.level).toBe(3);
    expect(structure.child(2).childCount).toBe(2);
    // Blank, so an untouched structure saves as no translation at all.
    expect(docToHtml(structure)).toBe("");
  });
});
