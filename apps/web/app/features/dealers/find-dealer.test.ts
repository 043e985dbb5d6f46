import type { DealerType } from "@dukkan/contracts";
import { describe, expect, it } from "vitest";
import { dealerById, findDealerId } from "./find-dealer.ts";

const dealer = (id: number, name: string) => ({
  id,
  name,
  logo: "",
  description: "",
  link: null,
  phone: null,
  address: "",
  dealer_locations: [],
});
const ar: DealerType[] = [
  { id: 1, name: "وكلاء", dealers: [dealer(1, "مركز أربيل"), dealer(2, "البصرة للصحيات")] },
];
const en: DealerType[] = [
  { id: 1, name: "Dealers", dealers: [dealer(1, "Erbil Home Center"), dealer(2, "Basra Sanitary")] },
];

describe("findDealerId", () => {
  it("resolves a numeric id", () => {
    expect(findDealerId("2", [ar, en])).toBe(2);
    expect(findDealerId("9", [ar, en])).toBeUndefined();
  });

  it("resolves a name in any language, URL-decoded, ignoring case and slug dashes", () => {
    expect(findDealerId("Basra%20Sanitary", [ar, en])).toBe(2);
    expect(findDealerId("erbil-home-center", [ar, en])).toBe(1);
    expect(findDealerId(encodeURIComponent("البصرة للصحيات"), [ar, en])).toBe(2);
    expect(findDealerId("مركز أربيل", [ar, en])).toBe(1);
    expect(findDealerId("Nobody", [ar, en])).toBeUndefined();
    expect(findDealerId("%E0%A4%A", [ar, en])).toBeUndefined();
  });

  it("finds the dealer with its type", () => {
    expect(dealerById(en, 2)?.dealer.name).toBe("Basra Sanitary");
    expect(dealerById(en, 2)?.type.name).toBe("Dealers");
    expect(dealerById(en, 3)).toBeUndefined();
  });
});
