import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  colorName,
  galleryImages,
  initialSelection,
  selectColor,
  selectSize,
  unitPrice,
  validateSelection,
} from "./selection.ts";

const size = (id: number, quantity: number, price = "100000") => ({ id, size: `${id}0 cm`, price, quantity });
const product = {
  image: "/media/p.svg",
  colors: [
    { id: 4, name: "Steel" },
    { id: 2, name: "Black" },
  ],
  product_colors: [
    {
      id: 10,
      color_id: 4,
      color_name: "steel row",
      hex: "#aaa",
      images: ["/media/a1.svg", "/media/a2.svg"],
      invoice_number: null,
      product_color_sizes: [size(1, 8), size(2, 3)],
    },
    {
      id: 11,
      color_id: 2,
      color_name: "black row",
      hex: "#000",
      images: [],
      invoice_number: null,
      product_color_sizes: [size(4, 0), size(3, 5)],
    },
    {
      id: 12,
      color_id: 9,
      color_name: "",
      hex: "#fff",
      images: [],
      invoice_number: null,
      product_color_sizes: [],
    },
  ],
};

const [steel, black, blank] = product.product_colors as [
  (typeof product.product_colors)[number],
  (typeof product.product_colors)[number],
  (typeof product.product_colors)[number],
];

describe("product selection", () => {
  it("starts with the first colour and its first size, one piece", () => {
    expect(initialSelection(product)).toEqual({ colorId: 10, sizeId: 1, quantity: 1 });
    expect(initialSelection({ colors: [], product_colors: [] })).toEqual({
      colorId: null,
      sizeId: null,
      quantity: 1,
    });
  });

  it("selects a colour's first size and resets the quantity", () => {
    expect(selectColor(product, 11)).toEqual({ colorId: 11, sizeId: 3, quantity: 1 });
    expect(selectColor(product, 12)).toEqual({ colorId: 12, sizeId: null, quantity: 1 });
  });

  it("keeps the quantity on a size change, clamped to that size's stock", () => {
    expect(selectSize(product, { colorId: 10, sizeId: 1, quantity: 6 }, 2)).toEqual({
      colorId: 10,
      sizeId: 2,
      quantity: 3,
    });
  });

  it.each([
    [5, 8, 5, false],
    [9, 8, 8, true],
    [0, 8, 1, false],
    [-3, 8, 1, false],
    [Number.NaN, 8, 1, false],
    [2.7, 8, 2, false],
    [4, 0, 4, false],
  ])("clamps %d with stock %d to %d (exceeded: %s)", (requested, stock, quantity, exceeded) => {
    expect(clampQuantity(requested, stock)).toEqual({ quantity, exceeded });
  });

  it("validates colour, then colour membership, then size, then quantity", () => {
    expect(validateSelection(product, { colorId: null, sizeId: 1, quantity: 1 })).toBe("please_select_color");
    expect(validateSelection(product, { colorId: 99, sizeId: 1, quantity: 1 })).toBe(
      "invalid_color_selection",
    );
    expect(validateSelection(product, { colorId: 10, sizeId: null, quantity: 1 })).toBe("please_select_size");
    expect(validateSelection(product, { colorId: 10, sizeId: 3, quantity: 1 })).toBe("please_select_size");
    expect(validateSelection(product, { colorId: 10, sizeId: 1, quantity: 0 })).toBe(
      "please_select_quantity",
    );
    expect(validateSelection(product, { colorId: 10, sizeId: 1, quantity: 2 })).toBeNull();
  });

  it("names colours from the colours list, then the colour row", () => {
    expect(colorName(product, steel)).toBe("Steel");
    expect(colorName(product, { ...blank, color_name: "Ivory" })).toBe("Ivory");
    expect(colorName(product, blank)).toBeNull();
  });

  it("shows the colour's images, else the product image", () => {
    expect(galleryImages(product, steel)).toEqual(["/media/a1.svg", "/media/a2.svg"]);
    expect(galleryImages(product, black)).toEqual(["/media/p.svg"]);
    expect(galleryImages({ image: "" }, undefined)).toEqual([]);
  });

  it("prices a size less the discount, in whole dinar", () => {
    expect(unitPrice(size(1, 1, "537250"), 15)).toBe(456663);
    expect(unitPrice(size(1, 1, "100000"), 0)).toBe(100000);
  });
});
