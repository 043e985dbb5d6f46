import { describe, expect, it } from "vitest";
import {
  addLine,
  addNewLine,
  type CartLine,
  cartCount,
  cartSubtotal,
  decreaseLine,
  increaseLine,
  lineKey,
  lineName,
  parseCart,
  reconcileCart,
  removeLine,
  serializeCart,
} from "./cart.ts";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 7,
  color: { id: 2, name: "Black" },
  size: { size_id: 5, name: "60 cm" },
  name: { ar: "مغسلة", en: "Sink" },
  image: "/media/p.jpg",
  price: 150_000,
  quantity: 1,
  max_quantity: 3,
  ...overrides,
});

describe("cart cookie", () => {
  it("round-trips lines", () => {
    const lines = [line(), line({ product_id: 8, color: null, size: null })];
    expect(parseCart(serializeCart(lines))).toEqual(lines);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not JSON", "{oops"],
    ["not an array", '{"product_id":1}'],
    ["a line without a name", JSON.stringify([{ ...line(), name: null }])],
    ["a zero quantity", JSON.stringify([line({ quantity: 0 })])],
    ["a negative price", JSON.stringify([line({ price: -1 })])],
  ])("gives an empty cart when %s", (_, raw) => {
    expect(parseCart(raw)).toEqual([]);
  });
});

describe("cart lines", () => {
  it("adds a new line capped at max_quantity", () => {
    const { lines, result } = addLine([], line({ quantity: 9 }));
    expect(result).toBe("added");
    expect(lines[0]?.quantity).toBe(3);
  });

  it("raises an existing line (same product, colour, size) and warns at max_quantity", () => {
    let state = addLine([], line()).lines;
    const second = addLine(state, line());
    expect(second.result).toBe("increased");
    state = second.lines;
    expect(state).toHaveLength(1);
    expect(state[0]?.quantity).toBe(2);
    const third = addLine(state, line({ quantity: 5 }));
    expect(third.result).toBe("max_quantity_reached");
    expect(third.lines[0]?.quantity).toBe(3);
  });

  it("keeps another colour or size as its own line", () => {
    let state = addLine([], line()).lines;
    state = addLine(state, line({ color: { id: 3, name: "White" } })).lines;
    state = addLine(state, line({ size: { size_id: 6, name: "80 cm" } })).lines;
    expect(state).toHaveLength(3);
  });

  it("increases up to max_quantity, decreases and removes below 1", () => {
    const key = lineKey(line());
    let state = [line({ quantity: 2 })];
    state = increaseLine(state, key);
    state = increaseLine(state, key);
    expect(state[0]?.quantity).toBe(3);
    state = decreaseLine(state, key);
    expect(state[0]?.quantity).toBe(2);
    state = decreaseLine(decreaseLine(state, key), key);
    expect(state).toEqual([]);
  });

  it("removes a line explicitly", () => {
    const other = line({ product_id: 9 });
    expect(removeLine([line(), other], lineKey(line()))).toEqual([other]);
  });

  it("sums price times quantity and counts items", () => {
    const lines = [line({ quantity: 2 }), line({ product_id: 9, price: 25_500, quantity: 1 })];
    expect(cartSubtotal(lines)).toBe(325_500);
    expect(cartCount(lines)).toBe(3);
  });

  it("names a line in the page's language, else in Arabic", () => {
    expect(lineName(line(), "en")).toBe("Sink");
    expect(lineName(line(), "tr")).toBe("مغسلة");
  });
});

describe("addNewLine (quick view)", () => {
  it("adds a new line, capped at max_quantity", () => {
    expect(addNewLine([], line({ quantity: 5 }))).toEqual({
      lines: [line({ quantity: 3 })],
      result: "added",
    });
  });

  it("rejects the same product, colour and size and leaves the cart alone", () => {
    const lines = [line({ quantity: 2 })];
    const next = addNewLine(lines, line());
    expect(next.result).toBe("item_already_in_cart");
    expect(next.lines).toBe(lines);
  });

  it("adds another size of the same product as its own line", () => {
    const next = addNewLine([line()], line({ size: { size_id: 6, name: "80 cm" } }));
    expect(next.result).toBe("added");
    expect(next.lines).toHaveLength(2);
  });
});

describe("reconcileCart (server revalidation)", () => {
  const key = lineKey(line());

  it("keeps an unchanged line and names it in the page's language", () => {
    const { lines, notices } = reconcileCart(
      [line()],
      { [key]: { price: 150_000, stock: 3, name: "Sink" } },
      "tr",
    );
    expect(notices).toEqual([]);
    expect(lines[0]?.name).toEqual({ ar: "مغسلة", en: "Sink", tr: "Sink" });
  });

  it("takes the new price and says so", () => {
    const { lines, notices } = reconcileCart(
      [line()],
      { [key]: { price: 140_000, stock: 3, name: "Sink" } },
      "en",
    );
    expect(lines[0]?.price).toBe(140_000);
    expect(notices).toEqual([{ kind: "price_changed", name: "Sink", from: 150_000, to: 140_000 }]);
  });

  it("removes a sold-out or vanished line and lowers a quantity above the stock", () => {
    const other = line({ product_id: 9, quantity: 3 });
    const { lines, notices } = reconcileCart(
      [line(), other, line({ product_id: 10 })],
      {
        [key]: { price: 150_000, stock: 0, name: "Sink" },
        [lineKey(other)]: { price: 150_000, stock: 2, name: "Tap" },
        [lineKey(line({ product_id: 10 }))]: null,
      },
      "en",
    );
    expect(lines).toEqual([{ ...other, quantity: 2, max_quantity: 2, name: { ...other.name, en: "Tap" } }]);
    expect(notices.map((n) => n.kind)).toEqual(["sold_out", "quantity_reduced", "sold_out"]);
  });

  it("leaves lines the server did not check alone", () => {
    expect(reconcileCart([line()], {}, "en")).toEqual({ lines: [line()], notices: [] });
  });
});
