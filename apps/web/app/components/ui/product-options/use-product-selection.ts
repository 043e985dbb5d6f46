import type { ProductDetail } from "@dukkan/contracts";
import { useState } from "react";
import type { CartLine } from "#app/lib/cart/cart.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { notify } from "#app/lib/toast.tsx";
import {
  clampQuantity,
  colorName,
  findColor,
  findSize,
  galleryImages,
  initialSelection,
  type Selection,
  selectColor,
  selectSize,
  unitPrice,
  validateSelection,
} from "./selection.ts";

/**
 * The colour, size and quantity state shared by the product page and the quick view (spec §4, §5), with
 * the messages the rules call for. `toLine` validates and returns the cart line, or null after telling why.
 */
export function useProductSelection(product: ProductDetail) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const color = findColor(product, selection.colorId);
  const size = findSize(color, selection.sizeId);
  const stock = size?.quantity ?? 0;
  const nameOf = (c: NonNullable<typeof color>) => colorName(product, c) ?? t("Unknown Color");

  return {
    selection,
    color,
    size,
    stock,
    images: galleryImages(product, color),
    nameOf,
    chooseColor(colorId: number) {
      setSelection(selectColor(product, colorId));
    },
    chooseSize(sizeId: number) {
      setSelection((s) => selectSize(product, s, sizeId));
    },
    changeQuantity(requested: number) {
      const { quantity, exceeded } = clampQuantity(requested, stock);
      if (exceeded) void notify("error", t("quantity_exceeds_stock", { stock }));
      setSelection((s) => ({ ...s, quantity }));
    },
    reset() {
      setSelection(initialSelection(product));
    },
    /** The cart line of the selection: what identifies it, no name (the cart asks the server for those). */
    toLine(): CartLine | null {
      const error = validateSelection(product, selection);
      if (error || !color || !size) {
        void notify("error", t(error ?? "please_select_size"));
        return null;
      }
      return {
        product_id: product.id,
        color_id: color.id,
        size_id: size.id,
        quantity: selection.quantity,
        price: unitPrice(size, product.discount),
      };
    },
  };
}
