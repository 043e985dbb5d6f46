import { describe, expect, it } from "vitest";
import { searchMeanings, whatsAppConfirmationUrl } from "./order-desk.service.ts";

describe("what an order-desk search means", () => {
  it.each([
    ["DK-ACDE3467", { orderNumber: "DK-ACDE3467", phoneDigits: null, name: null }],
    ["dk-acde", { orderNumber: "DK-ACDE", phoneDigits: null, name: null }],
    ["ACDE3467", { orderNumber: "DK-ACDE3467", phoneDigits: null, name: null }],
    ["0771 987 6543", { orderNumber: null, phoneDigits: "7719876543", name: null }],
    ["٠٧٧١٩٨٧", { orderNumber: null, phoneDigits: "771987", name: null }],
    ["مريم عبد الرحمن", { orderNumber: null, phoneDigits: null, name: "مريم عبد الرحمن" }],
    ["Karwan", { orderNumber: null, phoneDigits: null, name: "Karwan" }],
  ])("%j", (q, meaning) => {
    expect(searchMeanings(q)).toEqual(meaning);
  });
});

describe("the WhatsApp confirmation link", () => {
  it("opens a chat with the customer's number and a message in the order's language", () => {
    const order = { orderNumber: "DK-ACDE3467", phone: "+9647701234567", total: 1_672_000 };
    const arabic = new URL(whatsAppConfirmationUrl({ ...order, lang: "ar" }));
    expect(`${arabic.origin}${arabic.pathname}`).toBe("https://wa.me/9647701234567");
    expect(arabic.searchParams.get("text")).toContain("طلبك رقم DK-ACDE3467");
    const english = new URL(whatsAppConfirmationUrl({ ...order, lang: "en" })).searchParams.get("text");
    expect(english).toContain("Dukkan order DK-ACDE3467");
    expect(english).toContain("1,672,000 IQD");
  });
});
