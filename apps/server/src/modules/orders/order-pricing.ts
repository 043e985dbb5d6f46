import {
  type CheckoutErrorCode,
  type CheckoutQuote,
  type CheckoutQuoteLine,
  checkoutErrorMessages,
  discountedUnitPrice,
  localize,
  type OrderLineError,
  type PlaceOrderInput,
  type RequestContext,
} from "@dukkan/contracts";
import type { NewOrderItem } from "@dukkan/db/schema/orders";
import { AppError } from "#server/lib/app-error.ts";
import { mediaUrl } from "#server/lib/media-url.ts";
import type { SellableSize } from "#server/modules/catalog/stock.service.ts";

/** A line as asked for: this size of this product's colour. */
interface AskedLine {
  product_id: number;
  color_id: number;
  size_id: number;
}

/** An order line priced from the database, ready to be written. */
export interface PricedLine {
  index: number;
  sizeId: number;
  quantity: number;
  item: Omit<NewOrderItem, "orderId">;
}

/** A size can be sold on a line when it belongs to the line's product and colour, and the product is listed. */
export function sellableFor(line: AskedLine, size: SellableSize | undefined): size is SellableSize {
  return (
    size !== undefined &&
    size.productId === line.product_id &&
    size.productColorId === line.color_id &&
    size.status === 1 &&
    size.deletedAt === null
  );
}

/** The size ids a cart or order asks for (the catalogue prices them). */
export const askedSizeIds = (lines: readonly AskedLine[]) => [
  ...new Set(lines.map((l) => l.size_id).filter((id) => id > 0)),
];

export function linesError(status: "conflict" | "validation_failed", lines: OrderLineError[]): AppError {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, CheckoutErrorCode[]> = {};
  for (const line of lines) {
    errors[`items.${line.index}`] = [checkoutErrorMessages[line.code]];
    codes[`items.${line.index}`] = [line.code];
  }
  const message =
    status === "conflict" ? "Some items are no longer in stock" : "Some items do not exist or cannot be sold";
  return new AppError(status, message, errors, { error_codes: codes, lines });
}

/**
 * One line per size, in the customer's order: repeated lines of a size add up. A size repeated under another
 * product or colour keeps a line of its own, which then fails the sellable check.
 */
function mergeLines(items: PlaceOrderInput["items"]) {
  const merged: { index: number; line: AskedLine; quantity: number }[] = [];
  const bySize = new Map<number, (typeof merged)[number]>();
  items.forEach((line, index) => {
    const seen = bySize.get(line.size_id);
    if (seen && seen.line.product_id === line.product_id && seen.line.color_id === line.color_id) {
      seen.quantity += line.quantity;
      return;
    }
    const entry = { index, line, quantity: line.quantity };
    merged.push(entry);
    if (!seen) bySize.set(line.size_id, entry);
  });
  return merged;
}

/** Prices every line of an order from the catalogue's sizes; lines that cannot be sold are one 422. */
export function priceLines(items: PlaceOrderInput["items"], sizes: SellableSize[]): PricedLine[] {
  const bySize = new Map(sizes.map((s) => [s.sizeId, s]));
  const invalid: OrderLineError[] = [];
  const priced: PricedLine[] = [];
  for (const { index, line, quantity } of mergeLines(items)) {
    const size = bySize.get(line.size_id);
    if (!sellableFor(line, size)) {
      invalid.push({
        index,
        product_id: line.product_id,
        size_id: line.size_id,
        code: "invalid_item",
        available: 0,
      });
      continue;
    }
    const price = discountedUnitPrice(size.price, size.discount);
    priced.push({
      index,
      sizeId: size.sizeId,
      quantity,
      item: {
        productId: size.productId,
        productColorId: size.productColorId,
        sizeId: size.sizeId,
        name: size.name,
        code: size.code,
        image: size.colorImages[0] ?? size.image,
        colorName: size.colorName,
        sizeName: size.sizeName,
        unitPrice: size.price,
        discount: size.discount,
        quantity,
        lineTotal: price * quantity,
      },
    });
  }
  if (invalid.length > 0) throw linesError("validation_failed", invalid);
  return priced;
}

/** A cart line as the checkout page shows it: priced, with its stock and what keeps it from being sold. */
export function quoteLine(
  ctx: RequestContext,
  line: CheckoutQuoteLine,
  size: SellableSize | undefined,
): CheckoutQuote["items"][number] {
  if (!sellableFor(line, size)) {
    return {
      ...line,
      name: null,
      image: null,
      color: null,
      size: null,
      price: 0,
      unit_price: 0,
      discount: 0,
      line_total: 0,
      available: 0,
      problem: "invalid_item",
    };
  }
  const price = discountedUnitPrice(size.price, size.discount);
  return {
    ...line,
    name: localize(size.name, ctx.lang),
    image: mediaUrl(ctx.origin, size.colorImages[0] ?? size.image),
    color: localize(size.colorName, ctx.lang),
    size: localize(size.sizeName, ctx.lang),
    unit_price: size.price,
    discount: size.discount,
    price,
    line_total: price * line.quantity,
    available: size.quantity,
    problem:
      size.quantity === 0 ? "out_of_stock" : size.quantity < line.quantity ? "insufficient_stock" : null,
  };
}
