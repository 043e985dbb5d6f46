import type { ProductDetail, RequestContext, StorefrontServices } from "@dukkan/contracts";
import { type CartLine, type LineCheck, lineKey } from "#app/lib/cart/cart.ts";
import { discountedPrice } from "#app/lib/money.ts";

/** More distinct products than this are left unchecked (the cookie cannot hold many more anyway). */
const MAX_PRODUCTS = 50;

async function productOrNull(
  services: StorefrontServices,
  ctx: RequestContext,
  id: number,
): Promise<ProductDetail | null> {
  try {
    return await services.catalog.product(ctx, id);
  } catch (error) {
    // An unknown or withdrawn product: its lines are gone. Anything else is a real failure.
    if ((error as { statusCode?: unknown } | null)?.statusCode === 404) return null;
    throw error;
  }
}

/** The line's size as the product has it now: the colour (`product_colors.id`) and its size row. */
function checkLine(product: ProductDetail | null, line: CartLine): LineCheck | null {
  if (!product) return null;
  if (!line.color || !line.size) {
    return {
      price: Math.round(discountedPrice(product.price, product.discount)),
      stock: product.quantity,
      name: product.name,
    };
  }
  const color = product.product_colors.find((c) => c.id === line.color?.id);
  const size = color?.product_color_sizes.find((s) => s.id === line.size?.size_id);
  // A colour or size the product no longer has cannot be bought: sold out, named in the page's language.
  if (!color || !size) return { price: line.price, stock: 0, name: product.name };
  return {
    price: Math.round(discountedPrice(Number(size.price), product.discount)),
    stock: size.quantity,
    name: product.name,
    colorName: color.color_name,
    sizeName: size.size,
  };
}

/** Spec/issue 9: the server checks every line's price and stock whenever the cart is shown. */
export async function checkCart(
  services: StorefrontServices,
  ctx: RequestContext,
  lines: CartLine[],
): Promise<Record<string, LineCheck | null>> {
  const ids = [...new Set(lines.map((l) => l.product_id))].slice(0, MAX_PRODUCTS);
  const products = new Map(
    await Promise.all(ids.map(async (id) => [id, await productOrNull(services, ctx, id)] as const)),
  );
  const checks: Record<string, LineCheck | null> = {};
  for (const line of lines) {
    if (products.has(line.product_id))
      checks[lineKey(line)] = checkLine(products.get(line.product_id) ?? null, line);
  }
  return checks;
}
