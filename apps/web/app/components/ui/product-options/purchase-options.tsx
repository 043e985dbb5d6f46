import type { ProductDetail } from "@dukkan/contracts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { Price } from "../price.tsx";
import { ColorPicker, QuantityInput, SizePicker } from "./option-pickers.tsx";
import type { useProductSelection } from "./use-product-selection.ts";

/** Price of the chosen size, colours, sizes, quantity and stock: the part the page and the quick view share. */
export function PurchaseOptions({
  product,
  selection,
}: {
  product: ProductDetail;
  selection: ReturnType<typeof useProductSelection>;
}) {
  const { t } = useTranslation();
  const { color, size, stock } = selection;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xl" data-testid="product-price">
        <Price price={size ? Number(size.price) : product.price} discount={product.discount} />
        {product.discount > 0 && (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {t("discount_badge", { percent: product.discount })}
          </span>
        )}
      </div>
      <ColorPicker
        colors={product.product_colors}
        nameOf={selection.nameOf}
        value={selection.selection.colorId}
        onChange={selection.chooseColor}
      />
      {color && color.product_color_sizes.length === 0 && (
        <p className="text-sm text-stone-600">{t("no_sizes_available")}</p>
      )}
      <SizePicker
        sizes={color?.product_color_sizes ?? []}
        value={selection.selection.sizeId}
        onChange={selection.chooseSize}
      />
      <div className="flex flex-wrap items-end gap-4">
        <QuantityInput value={selection.selection.quantity} max={stock} onChange={selection.changeQuantity} />
        <p className="pb-2 text-sm text-stone-600" data-testid="stock">
          {stock > 0 ? t("in_stock_count", { count: stock }) : t("out_of_stock")}
        </p>
      </div>
    </div>
  );
}
