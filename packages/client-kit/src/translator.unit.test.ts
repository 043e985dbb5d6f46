import { describe, expect, it } from "vitest";
import { translatorFor } from "./translator.ts";

describe("translatorFor", () => {
  const t = translatorFor({ hello: "Hello {{name}}", percent: "{{ percent }}% off", plain: "Cart" });

  it("returns the string for a key", () => {
    expect(t("plain")).toBe("Cart");
  });

  it("fills placeholders, with or without spaces inside the braces", () => {
    expect(t("hello", { name: "Sara" })).toBe("Hello Sara");
    expect(t("percent", { percent: 15 })).toBe("15% off");
  });

  it("leaves unknown placeholders and falls back to the key for a missing string", () => {
    expect(t("hello", { other: 1 })).toBe("Hello {{name}}");
    expect(t("hello")).toBe("Hello {{name}}");
    expect(t("missing_key")).toBe("missing_key");
  });
});
