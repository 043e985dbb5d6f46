import { describe, expect, it } from "vitest";
import { bodyOf, checkDraft, draftOf, hasPendingChanges, missingTextLanguages } from "./content-draft.ts";
import { contentViewOf } from "./content-kinds.ts";

const slides = contentViewOf("slides")!;

describe("a slide's completeness (issue 33)", () => {
  it("lacks nothing in Arabic once its title is written, whatever its empty optional texts hold", () => {
    const draft = draftOf(slides, {
      main_text: { ar: "<h2>عرض</h2>" },
      description: { ar: "<p></p>" },
      button_text: null,
    });
    expect(missingTextLanguages(slides, draft)).toEqual(["en", "ckb", "tr", "it"]);
  });

  it("lacks a language only where a written text has none in it", () => {
    const draft = draftOf(slides, {
      main_text: { ar: "<h2>عرض</h2>", en: "<h2>Offer</h2>", ckb: "<h2>ئۆفەر</h2>" },
      description: { ar: "" },
      button_text: { ar: "تسوق", en: "Shop", ckb: "بکڕە" },
    });
    expect(missingTextLanguages(slides, draft)).toEqual(["tr", "it"]);
  });

  it("lacks Arabic when the required title is empty", () => {
    expect(missingTextLanguages(slides, draftOf(slides, null))).toContain("ar");
  });
});

describe("a published slide's pending changes", () => {
  it("are what the form shows, over the live row", () => {
    const item = {
      active: true,
      main_text: { ar: "قديم" },
      button_link: "/Products",
      draft: { button_link: "/Catalogs" },
    };
    expect(draftOf(slides, item)).toMatchObject({ main_text: { ar: "قديم" }, button_link: "/Catalogs" });
    expect(hasPendingChanges(item)).toBe(true);
    expect(hasPendingChanges({ ...item, draft: null })).toBe(false);
  });
});

describe("a content draft checked with the kind's contracts schema", () => {
  const asNew = { existing: false, textsOnly: false };
  const branches = contentViewOf("branches")!;
  const branch = {
    name: { ar: "فرع الكرادة" },
    address: { ar: "شارع 62" },
    phone: "0770 123 4567",
    image: "branches/karrada.webp",
  };

  it("lets a complete branch through", () => {
    expect(checkDraft(branches, draftOf(branches, branch), asNew)).toEqual({});
  });

  it("asks for what the schema requires, under the form's field names", () => {
    expect(checkDraft(branches, draftOf(branches, null), asNew)).toEqual({
      "name.ar": "required",
      "address.ar": "required",
      phone: "required",
      image: "required",
    });
  });

  it("gives the schema's own codes: a bad phone, link or e-mail, a position out of range", () => {
    const draft = {
      ...draftOf(branches, branch),
      phone: "call me",
      location_link: "javascript:alert(1)",
      email: "nobody",
      sort_order: "",
    };
    expect(checkDraft(branches, draft, asNew)).toEqual({
      phone: "invalid_phone",
      location_link: "invalid_link",
      email: "invalid_email",
      sort_order: "invalid_value",
    });
  });

  it("asks a slide for its title and its picture, and a dealer for its type", () => {
    expect(checkDraft(slides, draftOf(slides, null), asNew)).toEqual({
      "main_text.ar": "required",
      image: "media_required",
    });
    const video = {
      ...draftOf(slides, { main_text: { ar: "عرض" } }),
      media_type: "video",
      image: "slides/a.webp",
    };
    expect(checkDraft(slides, video, asNew)).toEqual({ image: "media_required" });
    const dealers = contentViewOf("dealers")!;
    const dealer = draftOf(dealers, {
      name: { ar: "وكيل" },
      address: { ar: "بغداد" },
      logo: "dealers/a.webp",
    });
    expect(checkDraft(dealers, dealer, asNew)).toEqual({ dealer_type_id: "required" });
    expect(checkDraft(dealers, { ...dealer, dealer_type_id: "3" }, asNew)).toEqual({});
  });

  it("checks a translator's change on its texts only", () => {
    const draft = { ...draftOf(branches, branch), phone: "", image: null };
    expect(checkDraft(branches, draft, { existing: true, textsOnly: true })).toEqual({});
  });
});

describe("a scheduled slide's dates on the shop's clock", () => {
  it("shows and sends Baghdad's wall time, whatever the browser's time zone", () => {
    const draft = draftOf(slides, { starts_at: "2030-01-15T07:00:00.000Z", ends_at: null });
    expect(draft.starts_at).toBe("2030-01-15T10:00");
    expect(draft.ends_at).toBe("");
    const body = bodyOf(slides, { ...draft, ends_at: "2030-01-31T23:30" }, false);
    expect(body.starts_at).toBe("2030-01-15T07:00:00.000Z");
    expect(body.ends_at).toBe("2030-01-31T20:30:00.000Z");
  });

  it("sends a time that does not exist as typed, for the schema to refuse", () => {
    const draft = { ...draftOf(slides, null), starts_at: "2030-02-30T10:00" };
    expect(bodyOf(slides, draft, false).starts_at).toBe("2030-02-30T10:00");
    expect(checkDraft(slides, draft, { existing: false, textsOnly: false }).starts_at).toBeDefined();
  });
});
