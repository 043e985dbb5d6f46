import { describe, expect, it } from "vitest";
import { productSearchDocument } from "./document.ts";
import { normalizeForSearch as n, searchWordGroups, searchWords } from "./normalize.ts";

describe("normalizeForSearch", () => {
  it.each([
    ["مُغَسَّلَةٌ", "مغسله"], // harakat, shadda, tanween; ة → ه
    ["قــــــلاية", "قلايه"], // tatweel
    ["خلاط\u200Bمطبخ", "خلاطمطبخ"], // zero-width space is not a separator
    ["أفران إيطالية آلية ٱلغاز", "افران ايطاليه اليه غاز"],
    ["مستشفى", "مستشفي"],
    ["کابینت", "كابينت"],
    ["مؤسسة", "موسسه"],
    ["هیتەر", "هيتهر"],
    ["ڕەنگ ڵ ێ ۆ ە ھ", "رهنگ ل ي و ه ه".replace("گ", "ك")],
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["المطبخ والحمام بالغاز للمطبخ", "مطبخ حمام غاز مطبخ"],
    ["ال", "ال"],
    ["الو", "الو"],
    ["İSTANBUL ılık Çelik Şofben", "istanbul ilik celik sofben"],
    ["Lavabo Ø 45 cm — Rubinetto Più", "lavabo ø 45 cm rubinetto piu"],
    ["DK-SNK-1042", "dk snk 1042"],
    ["  many   spaces\tand\nlines ", "many spaces and lines"],
  ])("%s → %s", (input, expected) => {
    expect(n(input)).toBe(expected);
  });

  it("treats quotes, wildcards and SQL as plain text", () => {
    expect(n(`'; DROP TABLE products; --`)).toBe("drop table products");
    expect(n("50% _off_ \\ back")).toBe("50 off back");
  });
});

describe("searchWordGroups", () => {
  it("keeps the words a hyphen joins together, and splits on everything else", () => {
    expect(searchWordGroups("Milano 42 Toilet, wall-hung")).toEqual([
      ["milano"],
      ["42"],
      ["toilet"],
      ["wall", "hung"],
    ]);
    // The non-breaking hyphen is a hyphen; dashes and spaces around a hyphen separate.
    expect(searchWordGroups("Built\u2011in – fan - assisted")).toEqual([
      ["built", "in"],
      ["fan"],
      ["assisted"],
    ]);
    expect(searchWordGroups("DK-SNK-1001")).toEqual([["dk", "snk", "1001"]]);
    expect(searchWordGroups("-- '-' x-")).toEqual([["x"]]);
  });

  it("gives the same words as searchWords", () => {
    for (const text of ["wall-hung", "Milano 42 Toilet, wall-hung", "مرحاض-افرنجي", "a--b"]) {
      expect(searchWordGroups(text).flat()).toEqual(searchWords(text));
    }
  });
});

describe("productSearchDocument", () => {
  it("holds each hyphenated word written as one, besides its parts", () => {
    const document = productSearchDocument({
      name: { ar: "مرحاض معلق", en: "Milano 42 Toilet, wall-hung" },
      code: "DK-WC-1007",
      brandName: { ar: "دجلة", en: "Built-in Co" },
    });
    expect(document.split(" ")).toEqual(expect.arrayContaining(["wall", "hung", "wallhung", "builtin"]));
    expect(document.startsWith("| مرحاض معلق | milano 42 toilet wall hung |")).toBe(true);
  });
});
