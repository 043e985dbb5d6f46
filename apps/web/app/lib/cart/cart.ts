import type { Localized } from "@dukkan/contracts";
import type { Language } from "#app/lib/language.ts";

/** One cart line as the `cart` cookie keeps it (spec §3 "Cart item"). */
export interface CartLine {
  product_id: number;
  color: { id: number; name: string } | null;
  size: { size_id: number; name: string } | null;
  name: Localized;
  image: string;
  price: number;
  quantity: number;
  max_quantity: number;
}

export const CART_COOKIE = "cart";
export const CART_COOKIE_DAYS = 7;

/** Spec §4: the same product, colour and size make the same line. */
export function sameLine(a: CartLine, b: Pick<CartLine, "product_id" | "color" | "size">): boolean {
  return (
    a.product_id === b.product_id &&
    (a.color?.id ?? null) === (b.color?.id ?? null) &&
    (a.size?.size_id ?? null) === (b.size?.size_id ?? null)
  );
}

export function lineKey(line: Pick<CartLine, "product_id" | "color" | "size">): string {
  return `${line.product_id}:${line.color?.id ?? "-"}:${line.size?.size_id ?? "-"}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function toLine(raw: unknown): CartLine | null {
  if (!isObject(raw) || !isCount(raw.product_id) || !isObject(raw.name)) return null;
  if (typeof raw.name.ar !== "string" || typeof raw.image !== "string") return null;
  if (typeof raw.price !== "number" || !Number.isFinite(raw.price) || raw.price < 0) return null;
  if (!isCount(raw.quantity) || raw.quantity < 1 || !isCount(raw.max_quantity)) return null;
  const color =
    isObject(raw.color) && isCount(raw.color.id)
      ? { id: raw.color.id, name: String(raw.color.name ?? "") }
      : null;
  const size =
    isObject(raw.size) && isCount(raw.size.size_id)
      ? { size_id: raw.size.size_id, name: String(raw.size.name ?? "") }
      : null;
  return {
    product_id: raw.product_id,
    color,
    size,
    name: raw.name as unknown as Localized,
    image: raw.image,
    price: raw.price,
    quantity: raw.quantity,
    max_quantity: raw.max_quantity,
  };
}

/** The lines of a `cart` cookie value; anything corrupt gives an empty cart (spec §8). */
export function parseCart(value: string | undefined | null): CartLine[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    const lines = parsed.map(toLine);
    return lines.every((line) => line !== null) ? (lines as CartLine[]) : [];
  } catch {
    return [];
  }
}

export function serializeCart(lines: CartLine[]): string {
  return JSON.stringify(lines);
}

export type AddResult = "added" | "increased" | "max_quantity_reached";

/**
 * Spec §4/§5: a new line is added with its quantity capped at max_quantity; an existing line (same product,
 * colour and size) grows up to max_quantity, and reaching the cap reports max_quantity_reached.
 */
export function addLine(lines: CartLine[], line: CartLine): { lines: CartLine[]; result: AddResult } {
  const existing = lines.find((l) => sameLine(l, line));
  if (!existing) {
    const quantity = Math.max(1, Math.min(line.quantity, line.max_quantity));
    return { lines: [...lines, { ...line, quantity }], result: "added" };
  }
  const wanted = existing.quantity + Math.max(1, line.quantity);
  const quantity = Math.min(wanted, existing.max_quantity);
  return {
    lines: lines.map((l) => (l === existing ? { ...l, quantity } : l)),
    result: wanted > existing.max_quantity ? "max_quantity_reached" : "increased",
  };
}

/**
 * Spec §4: from the quick view or a card, a line that is already in the cart (same product, colour and
 * size) is not raised but rejected with item_already_in_cart.
 */
export function addNewLine(
  lines: CartLine[],
  line: CartLine,
): { lines: CartLine[]; result: "added" | "item_already_in_cart" } {
  if (lines.some((l) => sameLine(l, line))) return { lines, result: "item_already_in_cart" };
  return { lines: addLine(lines, line).lines, result: "added" };
}

/** One more of a line, never above its max_quantity. */
export function increaseLine(lines: CartLine[], key: string): CartLine[] {
  return lines.map((l) =>
    lineKey(l) === key ? { ...l, quantity: Math.min(l.quantity + 1, l.max_quantity) } : l,
  );
}

/** One fewer of a line; going below 1 removes it (spec §4). */
export function decreaseLine(lines: CartLine[], key: string): CartLine[] {
  return lines.flatMap((l) => {
    if (lineKey(l) !== key) return [l];
    return l.quantity - 1 < 1 ? [] : [{ ...l, quantity: l.quantity - 1 }];
  });
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

/** Spec §9: the sum of price times quantity. */
export function cartSubtotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

/** The number the badge shows: how many items, not how many lines. */
export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The line's name in the page's language, falling back to Arabic (DESIGN "Spec quirks"). */
export function lineName(line: CartLine, lang: Language): string {
  return line.name[lang] || line.name.ar;
}

/** The `Set-Cookie` value (and `document.cookie` assignment) that stores these lines for 7 days. */
export function cartCookie(lines: CartLine[]): string {
  const maxAge = CART_COOKIE_DAYS * 24 * 60 * 60;
  return `${CART_COOKIE}=${encodeURIComponent(serializeCart(lines))}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/**
 * What the server knows now about one line: the unit price after the product's discount, the stock of its
 * size, and its name in the page's language. `null`: the product, colour or size no longer exists.
 */
export interface LineCheck {
  price: number;
  stock: number;
  name: string;
  /** The colour's and the size's names in the page's language, when the line has them. */
  colorName?: string | undefined;
  sizeName?: string | undefined;
}

export type CartNotice =
  | { kind: "price_changed"; name: string; from: number; to: number }
  | { kind: "sold_out"; name: string }
  | { kind: "quantity_reduced"; name: string; stock: number };

/**
 * Brings the cart up to date with the server's prices and stock (issue 9): a new price replaces the old
 * one, a sold-out or vanished line leaves the cart, a quantity above the stock comes down to it, and each
 * change becomes a notice for the customer. Lines the server did not check stay as they are.
 */
export function reconcileCart(
  lines: CartLine[],
  checks: Record<string, LineCheck | null>,
  lang: Language,
): { lines: CartLine[]; notices: CartNotice[] } {
  const notices: CartNotice[] = [];
  const next = lines.flatMap((line) => {
    const key = lineKey(line);
    if (!(key in checks)) return [line];
    const check = checks[key];
    const name = check?.name || lineName(line, lang);
    if (!check || check.stock < 1) {
      notices.push({ kind: "sold_out", name });
      return [];
    }
    if (check.price !== line.price)
      notices.push({ kind: "price_changed", name, from: line.price, to: check.price });
    if (line.quantity > check.stock) notices.push({ kind: "quantity_reduced", name, stock: check.stock });
    return [
      {
        ...line,
        name: { ...line.name, [lang]: check.name || line.name[lang] || line.name.ar },
        color: line.color && check.colorName ? { ...line.color, name: check.colorName } : line.color,
        size: line.size && check.sizeName ? { ...line.size, name: check.sizeName } : line.size,
        price: check.price,
        max_quantity: check.stock,
        quantity: Math.min(line.quantity, check.stock),
      },
    ];
  });
  return { lines: next, notices };
}
