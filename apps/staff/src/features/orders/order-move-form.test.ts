import { describe, expect, it } from "vitest";
import { checkMove } from "./order-move-form.ts";

const move = { from: "confirmed" as const, note: "", reason: "", reasonId: "", courierId: "" };

describe("a status move checked with the contracts' schema", () => {
  it("sends what the move asks for, trimmed, and nothing it does not", () => {
    expect(
      checkMove({ ...move, to: "with_courier", courierId: "7", note: " door 2 ", reason: "ignored" }),
    ).toEqual({
      ok: true,
      body: { status: "with_courier", from: "confirmed", note: "door 2", courier_id: 7 },
      errors: {},
    });
    expect(checkMove({ ...move, to: "cancelled", reasonId: "3" }).body).toEqual({
      status: "cancelled",
      from: "confirmed",
      reason_id: 3,
    });
  });

  it("asks for a courier to hand the order to and a reason to cancel it, as the server would", () => {
    expect(checkMove({ ...move, to: "with_courier" }).errors).toEqual({ courier_id: "required" });
    expect(checkMove({ ...move, to: "cancelled", reason: "  " }).errors).toEqual({ reason: "required" });
    expect(
      checkMove({ ...move, to: "cancelled", note: "x".repeat(501), reason: "Changed mind" }).errors,
    ).toEqual({ note: "too_long" });
  });
});
