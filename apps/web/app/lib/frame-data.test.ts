import { describe, expect, it } from "vitest";
import { splitPhones, telLink } from "./frame-data.ts";

describe("settings phones", () => {
  it.each([
    ["07701234567\n07801234567", ["07701234567", "07801234567"]],
    ["07701234567, 07801234567", ["07701234567", "07801234567"]],
    ["07701234567\r\n\n07801234567,", ["07701234567", "07801234567"]],
    ["", []],
  ])("splits %j on newlines or commas", (value, phones) => {
    expect(splitPhones(value)).toEqual(phones);
  });

  it.each([
    ["0770 123 4567", "tel:+9647701234567"],
    ["+9647701234567", "tel:+9647701234567"],
    ["009647701234567", "tel:+9647701234567"],
  ])("links %s as %s", (phone, link) => {
    expect(telLink(phone)).toBe(link);
  });
});
