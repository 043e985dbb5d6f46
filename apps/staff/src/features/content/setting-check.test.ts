import { describe, expect, it } from "vitest";
import { checkSetting } from "./setting-check.ts";

describe("a setting's form checked with the contracts' schema", () => {
  it("asks for the first phone and refuses a number that is none", () => {
    expect(checkSetting("phone", { numbers: [""], icon: null })).toEqual({ "numbers.0": "required" });
    expect(checkSetting("phone", { numbers: ["0770 123 4567", "call us"], icon: null })).toEqual({
      "numbers.1": "invalid_phone",
    });
    expect(checkSetting("phone", { numbers: ["٠٧٧٠ ١٢٣ ٤٥٦٧"], icon: null })).toEqual({});
  });

  it("refuses an e-mail and links the server would refuse", () => {
    expect(checkSetting("email", { email: "shop@", icon: null })).toEqual({ email: "invalid_email" });
    expect(checkSetting("location", { address: { ar: "بغداد" }, link: "javascript:x", icon: null })).toEqual({
      link: "invalid_link",
    });
    expect(checkSetting("location", { address: { ar: "بغداد" }, link: null, icon: null })).toEqual({});
    expect(checkSetting("social", { links: [{ name: " ", link: "https://x.iq", icon: "" }] })).toEqual({
      "links.0.name": "required",
      "links.0.icon": "required",
    });
  });

  it("asks for the Arabic of each text, a payment method's name included", () => {
    expect(checkSetting("description", { text: { ar: "  " } })).toEqual({ "text.ar": "required" });
    expect(checkSetting("payment", { methods: [{ name: { ar: "" }, icon: null }] })).toEqual({
      "methods.0.name.ar": "required",
    });
    expect(
      checkSetting("background_image_discount", { shown: true, text: { ar: "خصم" }, image: "" }),
    ).toEqual({
      image: "required",
    });
  });
});
