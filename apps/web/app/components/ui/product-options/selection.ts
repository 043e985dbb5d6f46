import type { ColorSize, ProductColor, ProductDetail } from "@dukkan/contracts";
import { discountedPrice } from "#app/lib/money.ts";

/**
 * What the customer has chosen on the product page or in the quick view (spec §4, §5): a product colour
 * (by its `product_colors` id), one of its sizes, and a quantity.
 */
export interface Selection {
  colorId: number | null;
  sizeId: number | null;
  quantity: number;
}

export type SelectionError =
  | "please_select_color"
  | "please_select_size"
  | "please_select_quantity"
  | "invalid_color_selection";

type ProductOptions = Pick<ProductDetail, "colors" | "product_colors">;

export function findColor(product: ProductOptions, colorId: number | null): ProductColor | undefined {
  return colorId === null ? undefined : product.product_colors.find((c) => c.id === colorId);
}

export function findSize(color: ProductColor | undefined, sizeId: number | null): ColorSize | undefined {
  return sizeId === null ? undefined : color?.product_color_sizes.find((s) => s.id === sizeId);
}

/** Spec §3: the colour's name comes from the product's colours list, else the colour row, else null (Unknown Color). */
export function colorName(product: ProductOptions, color: ProductColor): string | null {
  return product.colors.find((c) => c.id === color.color_id)?.name || color.color_name || null;
}

/**
 * Choosing a colour selects its first size and starts again at one piece (spec §4). Sold-out sizes cannot
 * be chosen, so "first" means the first in stock, else simply the first.
 */
export function selectColor(product: ProductOptions, colorId: number): Selection {
  const sizes = findColor(product, colorId)?.product_color_sizes ?? [];
  const first = sizes.find((s) => s.quantity > 0) ?? sizes[0];
  return { colorId, sizeId: first?.id ?? null, quantity: 1 };
}

/** The first colour with its first size (spec §4); nothing chosen when the product has no colours. */
export function initialSelection(product: ProductOptions): Selection {
  const first = product.product_colors[0];
  return first ? selectColor(product, first.id) : { colorId: null, sizeId: null, quantity: 1 };
}

/** Another size keeps the quantity, clamped to the new size's stock. */
export function selectSize(product: ProductOptions, selection: Selection, sizeId: number): Selection {
  const size = findSize(findColor(product, selection.colorId), sizeId);
  const stock = size?.quantity ?? 0;
  return { ...selection, sizeId, quantity: stock > 0 ? Math.min(Math.max(selection.quantity, 1), stock) : 1 };
}

/**
 * Spec §5: a quantity above the size's stock is set to the stock (and reported); below 1 becomes 1.
 * Without stock the quantity stays 1 and adding is refused elsewhere.
 */
export function clampQuantity(requested: number, stock: number): { quantity: number; exceeded: boolean } {
  const whole = Number.isFinite(requested) ? Math.trunc(requested) : 1;
  if (stock >= 1 && whole > stock) return { quantity: stock, exceeded: true };
  return { quantity: Math.max(1, whole), exceeded: false };
}

/** Spec §5, in the spec's order: colour, size, quantity; the colour must be one of the product's. */
export function validateSelection(product: ProductOptions, selection: Selection): SelectionError | null {
  if (selection.colorId === null) return "please_select_color";
  const color = findColor(product, selection.colorId);
  if (!color) return "invalid_color_selection";
  if (selection.sizeId === null || !findSize(color, selection.sizeId)) return "please_select_size";
  if (!(selection.quantity > 0)) return "please_select_quantity";
  return null;
}

/** The selected colour's images; the product image when the colour has none. */
export function galleryImages(
  product: Pick<ProductDetail, "image">,
  color: ProductColor | undefined,
): string[] {
  const images = (color?.images ?? []).filter(Boolean);
  if (images.length > 0) return images;
  return product.image ? [product.image] : [];
}

/** The price a size sells at: its own price less the product's discount percent, in whole dinar. */
export function unitPrice(size: ColorSize, discount: number): number {
  return Math.round(discountedPrice(Number(size.price), discount));
}
