import type { CartCookieLine } from "./products-helpers.ts";

const API_KEY = process.env.API_KEY ?? "dukkan-public";

/** One sellable line of the demo catalogue, with what the server shows of it in ar and en. */
export interface SellableLine {
  product_id: number;
  color_id: number;
  size_id: number;
  stock: number;
  /** Unit price after the product's discount, as the cart and checkout show it. */
  price: number;
  name: { ar: string; en: string };
}

interface Detail {
  id: number;
  name: string;
  discount: number;
  product_colors: { id: number; product_color_sizes: { id: number; price: string; quantity: number }[] }[];
}

async function detail(baseURL: string, lang: "ar" | "en", id: number): Promise<Detail> {
  const response = await fetch(`${baseURL}/api/v1/${lang}/products/${id}?api_key=${API_KEY}`);
  return ((await response.json()) as { data: Detail }).data;
}

/** `count` different lines (product, colour, size) with at least `minStock` in stock, in catalogue order. */
export async function sellableLines(baseURL: string, count: number, minStock = 1): Promise<SellableLine[]> {
  const found: SellableLine[] = [];
  for (let page = 1; found.length < count && page <= 10; page += 1) {
    const list = await fetch(`${baseURL}/api/v1/ar/products?page=${page}&per_page=30&api_key=${API_KEY}`);
    const { data } = (await list.json()) as { data: { id: number; quantity: number }[] };
    for (const card of data.filter((p) => p.quantity >= minStock)) {
      const [ar, en] = await Promise.all([detail(baseURL, "ar", card.id), detail(baseURL, "en", card.id)]);
      for (const color of ar.product_colors) {
        for (const size of color.product_color_sizes.filter((s) => s.quantity >= minStock)) {
          const price = Math.round(Number(size.price) - (Number(size.price) * ar.discount) / 100);
          found.push({
            product_id: ar.id,
            color_id: color.id,
            size_id: size.id,
            stock: size.quantity,
            price,
            name: { ar: ar.name, en: en.name },
          });
        }
      }
      if (found.length >= count) break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} sellable lines`);
  return found.slice(0, count);
}

/** The `cart` cookie's value for these lines (issue 21.1's format). */
export function encodeCart(lines: CartCookieLine[]): string {
  return lines.map((l) => `${l.product_id}.${l.color_id}.${l.size_id}.${l.quantity}.${l.price}`).join("~");
}

/** A cart line of `line`, `quantity` of it. */
export const inCart = (line: SellableLine, quantity = 1): CartCookieLine => ({
  product_id: line.product_id,
  color_id: line.color_id,
  size_id: line.size_id,
  quantity,
  price: line.price,
});
