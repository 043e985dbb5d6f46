import { describe, expect, it } from "vitest";
import { searchMeanings, whatsAppConfirmationUrl } from "./order-desk.service.ts";

describe("what an order-desk search means", () => {
  it.each([
    ["DK-ACDE3467", { orderNumberStarts: ["DK-ACDE3467"] }],
    ["dk-acde", { orderNumberStarts: ["DK-ACDE"], name: "dk-acde" }],
    // Eight letters of the alphabet: a number without DK- or a name.
    ["Kareemah", { orderNumberStarts: ["DK-KAREEMAH"], name: "Kareemah" }],
    ["ACDE3467", { orderNumberStarts: ["DK-ACDE3467"] }],
    // A whole number without `DK-` whose own first letters are DK, or the start DK-KHT9PQ.
    ["DKKHT9PQ", { orderNumberStarts: ["DK-KHT9PQ", "DK-DKKHT9PQ"] }],
    // A number of digits only, typed without DK-, is a number and a part of a phone.
    ["34679343", { orderNumberStarts: ["DK-34679343"], phoneDigits: "34679343" }],
    // A part of a number from its middle, in any case and digit form.
    ["CXJ93", { orderNumberPart: "CXJ93" }],
    ["cxj٩٣", { orderNumberPart: "CXJ93" }],
    ["3467", { orderNumberPart: "3467", phoneDigits: "3467" }],
    ["0771 987 6543", { phoneDigits: "7719876543" }],
    ["٠٧٧١٩٨٧", { phoneDigits: "771987" }],
    ["مريم عبد الرحمن", { name: "مريم عبد الرحمن" }],
    ["Karwan", { name: "Karwan" }],
  ])("%j", (q, meaning) => {
    const none = { orderNumberStarts: [], orderNumberPart: null, phoneDigits: null, name: null };
    expect(searchMeanings(q)).toEqual({ ...none, ...meaning });
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
