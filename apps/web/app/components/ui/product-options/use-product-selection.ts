import type { ProductDetail } from "@dukkan/contracts";
import { useState } from "react";
import type { CartLine } from "#app/lib/cart/cart.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
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
  const { t, i18n } = useTranslation();
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
    toLine(): CartLine | null {
      const error = validateSelection(product, selection);
      if (error || !color || !size) {
        void notify("error", t(error ?? "please_select_size"));
        return null;
      }
      return {
        product_id: product.id,
        color: { id: color.id, name: nameOf(color) },
        size: { size_id: size.id, name: size.size },
        name: localizedName(i18n.language, product.name),
        image: galleryImages(product, color)[0] ?? product.image,
        price: unitPrice(size, product.discount),
        quantity: selection.quantity,
        max_quantity: size.quantity,
      };
    },
  };
}

/**
 * The page only has the product's name in its own language; the cart shows a line's name in the current
 * language, falling back to `ar`, so the one name stands for both.
 */
function localizedName(lang: Language, name: string): CartLine["name"] {
  return { ar: name, [lang]: name } as CartLine["name"];
}
