import { describe, expect, it } from "vitest";
import { checkReason } from "./order-reason-form.ts";

const labels = { ar: "السعر مرتفع", en: " Too expensive ", ckb: "", tr: "", it: "" };

describe("a reason's form checked with the contracts' schema", () => {
  it("sends the written labels, trimmed, and the position in any digits", () => {
    expect(checkReason({ kind: "cancel", labels, position: "١٢" })).toEqual({
      ok: true,
      body: { kind: "cancel", label: { ar: "السعر مرتفع", en: "Too expensive" }, position: 12 },
      errors: {},
    });
  });

  it("asks for the Arabic label and refuses a position the server would", () => {
    expect(checkReason({ kind: "return", labels: { ...labels, ar: " " }, position: "10001" }).errors).toEqual(
      {
        "label.ar": "required",
        position: "invalid_value",
      },
    );
    expect(checkReason({ kind: null, labels, position: "" }).errors).toEqual({ position: "invalid_value" });
    expect(
      checkReason({ kind: null, labels: { ...labels, tr: "x".repeat(121) }, position: "0" }).errors,
    ).toEqual({
      "label.tr": "too_long",
    });
  });
});
