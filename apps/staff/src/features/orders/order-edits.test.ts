import type { StaffOrder } from "@dukkan/contracts/order-desk";
import { describe, expect, it } from "vitest";
import { type DraftLine, lineEntries, quantityOf, undoableMove } from "./order-edit-rules.ts";

const line = (over: Partial<DraftLine>): DraftLine => ({
  key: "k",
  itemId: 7,
  name: "Tap",
  code: "K-1",
  was: { quantity: 2, sizeId: 70, color: "Red", size: "M" },
  choice: null,
  quantity: "2",
  ...over,
});

describe("the edit form's request", () => {
  it("sends only what changed: a quantity (any digits), a removal, another size, a new line", () => {
    expect(lineEntries([line({})])).toEqual([]);
    expect(lineEntries([line({ quantity: "٣" })])).toEqual([{ item_id: 7, quantity: 3 }]);
    expect(lineEntries([line({ quantity: "0" })])).toEqual([{ item_id: 7, quantity: 0 }]);
    expect(lineEntries([line({ choice: { productId: 1, colorId: 2, sizeId: 71 } })])).toEqual([
      { item_id: 7, product_id: 1, color_id: 2, size_id: 71, quantity: 2 },
    ]);
    // The same size chosen again is no replacement.
    expect(lineEntries([line({ choice: { productId: 1, colorId: 2, sizeId: 70 } })])).toEqual([]);
    expect(
      lineEntries([
        line({ itemId: null, was: null, quantity: "1", choice: { productId: 1, colorId: 2, sizeId: 9 } }),
      ]),
    ).toEqual([{ product_id: 1, color_id: 2, size_id: 9, quantity: 1 }]);
    expect(lineEntries([line({ quantity: "two" })])).toBeNull();
  });

  it("refuses a quantity the contracts' edit schema refuses (0 to 1,000)", () => {
    expect(quantityOf("1000")).toBe(1000);
    expect(quantityOf("١٠٠١")).toBeNull();
    expect(quantityOf("-1")).toBeNull();
    expect(quantityOf("")).toBeNull();
    expect(lineEntries([line({ quantity: "5000" })])).toBeNull();
  });
});

describe("the undo button", () => {
  const event = (kind: string, status: string, at: string) => ({
    id: 1,
    kind,
    status,
    at,
    actor: null,
    note: null,
    reason: null,
    details: null,
  });
  const order = (
    events: ReturnType<typeof event>[],
    status = "delivered",
    settlement: number | null = null,
  ) => ({ status, settlement_id: settlement, events }) as unknown as StaffOrder;
  const now = Date.parse("2026-11-27T12:00:00Z");

  it("shows for the last move within 24 hours, not for the first status, an undo, or a settled order", () => {
    const path = [
      event("status", "with_courier", "2026-11-27T08:00:00Z"),
      event("status", "delivered", "2026-11-27T10:00:00Z"),
    ];
    expect(undoableMove(order(path), now)?.status).toBe("delivered");
    expect(undoableMove(order(path), now + 23 * 3_600_000)).toBeNull();
    expect(
      undoableMove(order([event("status", "placed", "2026-11-27T11:00:00Z")], "placed"), now),
    ).toBeNull();
    expect(
      undoableMove(
        order([...path, event("undo", "with_courier", "2026-11-27T11:00:00Z")], "with_courier"),
        now,
      ),
    ).toBeNull();
    expect(undoableMove(order(path, "delivered", 5), now)).toBeNull();
    // A note after the move does not hide it.
    expect(
      undoableMove(order([...path, event("note", "delivered", "2026-11-27T11:00:00Z")]), now)?.status,
    ).toBe("delivered");
  });
});
