import { describe, expect, it } from "vitest";
import {
  addLine,
  addNewLine,
  type CartLine,
  cartCookie,
  cartCount,
  cartSubtotal,
  decreaseLine,
  increaseLine,
  type LineDetails,
  lineKey,
  MAX_CART_LINES,
  parseCart,
  reconcileCart,
  removeLine,
  serializeCart,
} from "./cart.ts";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  product_id: 7,
  color_id: 2,
  size_id: 5,
  quantity: 1,
  price: 150_000,
  ...overrides,
});

const details = (overrides: Partial<LineDetails> = {}): LineDetails => ({
  name: "Sink",
  image: "/media/p.svg",
  color: "Black",
  size: "60 cm",
  price: 150_000,
  stock: 3,
  ...overrides,
});

/** 50 different lines, ids as large as a big catalogue's. */
const fullCart = Array.from({ length: MAX_CART_LINES }, (_, i) =>
  line({ product_id: 100_000 + i, color_id: 1_000_000 + i, size_id: 9_000_000 + i, quantity: 12 }),
);

describe("cart cookie", () => {
  it("round-trips lines in a compact encoding the cookie keeps as it is", () => {
    const lines = [line(), line({ product_id: 8, color_id: 3, size_id: 6, quantity: 2, price: 0 })];
    const value = serializeCart(lines);
    expect(value).toBe("7.2.5.1.150000~8.3.6.2.0");
    expect(encodeURIComponent(value)).toBe(value);
    expect(parseCart(value)).toEqual(lines);
  });

  it("keeps 50 lines far below the browser's 4,096-byte cookie limit", () => {
    expect(parseCart(serializeCart(fullCart))).toEqual(fullCart);
    expect(cartCookie(fullCart).length).toBeLessThan(2_500);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a cart", "{oops"],
    ["a line with a part missing", "7.2.5.1"],
    ["a zero quantity", "7.2.5.0.100"],
    ["a quantity above what one order takes", "7.2.5.1001.100"],
    ["a negative price", "7.2.5.1.-1"],
    ["a zero id", "0.2.5.1.100"],
    ["an id beyond the database's integers", "7.2.2147483648.1.100"],
    ["one good line and one bad", "7.2.5.1.100~x"],
  ])("gives an empty cart when %s", (_, raw) => {
    expect(parseCart(raw)).toEqual([]);
  });

  it("keeps the first of two identical lines and at most 50 lines", () => {
    expect(parseCart("7.2.5.1.100~7.2.5.3.100")).toEqual([line({ price: 100 })]);
    const tooMany = [...fullCart, line()];
    expect(parseCart(serializeCart(tooMany))).toHaveLength(MAX_CART_LINES);
  });

  it("reads the previous format (JSON with names) and leaves its names behind", () => {
    const legacy = JSON.stringify([
      {
        product_id: 7,
        color: { id: 2, name: "Black" },
        size: { size_id: 5, name: "60 cm" },
        name: { ar: "مغسلة", en: "Sink" },
        image: "/media/p.jpg",
        price: 150_000,
        quantity: 2,
        max_quantity: 3,
      },
      // A line without a colour and a size cannot be ordered: left out.
      { product_id: 8, color: null, size: null, name: { ar: "x" }, image: "", price: 1, quantity: 1 },
    ]);
    expect(parseCart(legacy)).toEqual([line({ quantity: 2 })]);
    expect(parseCart('[{"product_id":"7"}]')).toEqual([]);
    expect(
      parseCart('[{"product_id":9999999999,"quantity":1,"color":{"id":1},"size":{"size_id":1}}]'),
    ).toEqual([]);
    expect(parseCart("[oops")).toEqual([]);
  });
});

describe("cart lines", () => {
  it("adds a new line capped at the stock", () => {
    const { lines, result } = addLine([], line({ quantity: 9 }), 3);
    expect(result).toBe("added");
    expect(lines[0]?.quantity).toBe(3);
  });

  it("raises an existing line (same product, colour, size) and warns at the stock", () => {
    let state = addLine([], line(), 3).lines;
    const second = addLine(state, line(), 3);
    expect(second.result).toBe("increased");
    state = second.lines;
    expect(state).toHaveLength(1);
    expect(state[0]?.quantity).toBe(2);
    const third = addLine(state, line({ quantity: 5 }), 3);
    expect(third.result).toBe("max_quantity_reached");
    expect(third.lines[0]?.quantity).toBe(3);
  });

  it("keeps another colour or size as its own line", () => {
    let state = addLine([], line(), 3).lines;
    state = addLine(state, line({ color_id: 3 }), 3).lines;
    state = addLine(state, line({ size_id: 6 }), 3).lines;
    expect(state).toHaveLength(3);
  });

  it("refuses a 51st line but still raises one it has", () => {
    const full = addLine(fullCart, line(), 3);
    expect(full.result).toBe("cart_full");
    expect(full.lines).toBe(fullCart);
    const first = fullCart[0] as CartLine;
    expect(addLine(fullCart, { ...first, quantity: 1 }, 20).result).toBe("increased");
  });

  it("increases up to the stock, decreases and removes below 1", () => {
    const key = lineKey(line());
    let state = [line({ quantity: 2 })];
    state = increaseLine(state, key, 3);
    state = increaseLine(state, key, 3);
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

  it("sums the server's price times quantity and counts items", () => {
    const other = line({ product_id: 9, quantity: 1 });
    const lines = [line({ quantity: 2, price: 1 }), other];
    const known = { [lineKey(line())]: details(), [lineKey(other)]: details({ price: 25_500 }) };
    expect(cartSubtotal(lines, known)).toBe(325_500);
    expect(cartSubtotal(lines, {})).toBe(0);
    expect(cartCount(lines)).toBe(3);
  });
});

describe("addNewLine (quick view)", () => {
  it("adds a new line, capped at the stock", () => {
    expect(addNewLine([], line({ quantity: 5 }), 3)).toEqual({
      lines: [line({ quantity: 3 })],
      result: "added",
    });
  });

  it("rejects the same product, colour and size and leaves the cart alone", () => {
    const lines = [line({ quantity: 2 })];
    const next = addNewLine(lines, line(), 3);
    expect(next.result).toBe("item_already_in_cart");
    expect(next.lines).toBe(lines);
  });

  it("adds another size of the same product as its own line, unless the cart is full", () => {
    const next = addNewLine([line()], line({ size_id: 6 }), 3);
    expect(next.result).toBe("added");
    expect(next.lines).toHaveLength(2);
    expect(addNewLine(fullCart, line(), 3).result).toBe("cart_full");
  });
});

describe("reconcileCart (server revalidation)", () => {
  const key = lineKey(line());

  it("keeps an unchanged line as it is", () => {
    expect(reconcileCart([line()], { [key]: details() })).toEqual({ lines: [line()], notices: [] });
  });

  it("takes the new price and says so", () => {
    const { lines, notices } = reconcileCart([line()], { [key]: details({ price: 140_000 }) });
    expect(lines[0]?.price).toBe(140_000);
    expect(notices).toEqual([{ kind: "price_changed", name: "Sink", from: 150_000, to: 140_000 }]);
  });

  it("takes the price without a notice when the cookie had none (an old line)", () => {
    const { lines, notices } = reconcileCart([line({ price: 0 })], { [key]: details() });
    expect(lines[0]?.price).toBe(150_000);
    expect(notices).toEqual([]);
  });

  it("removes a sold-out or vanished line and lowers a quantity above the stock", () => {
    const other = line({ product_id: 9, quantity: 3 });
    const gone = line({ product_id: 10 });
    const { lines, notices } = reconcileCart([line(), other, gone], {
      [key]: details({ stock: 0 }),
      [lineKey(other)]: details({ name: "Tap", stock: 2 }),
      [lineKey(gone)]: null,
    });
    expect(lines).toEqual([{ ...other, quantity: 2 }]);
    expect(notices).toEqual([
      { kind: "sold_out", name: "Sink" },
      { kind: "quantity_reduced", name: "Tap", stock: 2 },
      { kind: "gone" },
    ]);
  });
});
