/**
 * The cart as the `cart` cookie keeps it (issue 21.1): only what identifies a line, how many, and the unit price
 * the customer last saw. Names, images, colours, sizes, prices and stock come from the server (`LineDetails`),
 * in the page's language, so the cookie stays small (50 lines ≈ 1.5 KB) and never holds a name.
 */
export interface CartLine {
  product_id: number;
  /** The product colour's id (`product_colors.id`). */
  color_id: number;
  /** The colour size's id (`product_color_sizes.id`): the sellable variant. */
  size_id: number;
  quantity: number;
  /** The unit price when the line was added or last shown on /cart: only to say when it changed (issue 9). */
  price: number;
}

/** What the server says about a line now, in the page's language; `null` in a map: the line no longer exists. */
export interface LineDetails {
  name: string;
  image: string;
  color: string;
  size: string;
  /** Unit price after the product's discount. */
  price: number;
  stock: number;
}

export type CartDetails = Record<string, LineDetails | null>;

export const CART_COOKIE = "cart";
export const CART_COOKIE_DAYS = 7;
/** An order takes at most 50 lines (`POST /orders`), so the cart does too. */
export const MAX_CART_LINES = 50;
/** `POST /orders` takes at most 1000 of one line. */
const MAX_QUANTITY = 1000;
/** Ids are PostgreSQL integers: a larger one must not reach a query. */
const MAX_ID = 2_147_483_647;

type LineId = Pick<CartLine, "product_id" | "color_id" | "size_id">;

/** Spec §4: the same product, colour and size make the same line. */
export function lineKey(line: LineId): string {
  return `${line.product_id}:${line.color_id}:${line.size_id}`;
}

// `product.colour.size.quantity.price`, lines joined by `~`: characters a cookie keeps without encoding.
const LINE_SEPARATOR = "~";
const encodedLine = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,3})\.(\d{1,10})$/;

export function serializeCart(lines: CartLine[]): string {
  return lines
    .map((l) => `${l.product_id}.${l.color_id}.${l.size_id}.${l.quantity}.${l.price}`)
    .join(LINE_SEPARATOR);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;

function decodeLine(text: string): CartLine | null {
  const match = encodedLine.exec(text);
  if (!match) return null;
  const [product_id, color_id, size_id, quantity, price] = match.slice(1).map(Number) as number[];
  if (!quantity || quantity > MAX_QUANTITY || ![product_id, color_id, size_id].every(isId)) return null;
  return { product_id, color_id, size_id, quantity, price } as CartLine;
}

/**
 * A line of the previous cookie format (a JSON array with names and images): kept when it names a colour and
 * a size, as every line added from a product does; anything else in it cannot be ordered and is left out.
 */
function legacyLine(raw: unknown): CartLine | null | "skip" {
  if (!isObject(raw) || !isId(raw.product_id) || !isId(raw.quantity)) return null;
  const colorId = isObject(raw.color) ? raw.color.id : undefined;
  const sizeId = isObject(raw.size) ? raw.size.size_id : undefined;
  if (!isId(colorId) || !isId(sizeId)) return "skip";
  const price = typeof raw.price === "number" && raw.price >= 0 ? Math.round(raw.price) : 0;
  const quantity = Math.min(raw.quantity, MAX_QUANTITY);
  return { product_id: raw.product_id, color_id: colorId, size_id: sizeId, quantity, price };
}

function parseLegacy(value: string): CartLine[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return null;
    const lines = parsed.map(legacyLine);
    if (lines.includes(null)) return null;
    return lines.filter((l): l is CartLine => l !== null && l !== "skip");
  } catch {
    return null;
  }
}

/** The lines of a `cart` cookie value, either format; anything corrupt gives an empty cart (spec §8). */
export function parseCart(value: string | undefined | null): CartLine[] {
  if (!value) return [];
  const decoded = value.startsWith("[") ? parseLegacy(value) : value.split(LINE_SEPARATOR).map(decodeLine);
  if (!decoded || decoded.includes(null)) return [];
  const lines: CartLine[] = [];
  for (const line of decoded as CartLine[]) {
    if (lines.length < MAX_CART_LINES && !lines.some((l) => lineKey(l) === lineKey(line))) lines.push(line);
  }
  return lines;
}

export type AddResult = "added" | "increased" | "max_quantity_reached" | "cart_full";

/**
 * Spec §4/§5: a new line is added with its quantity capped at the stock; an existing line (same product,
 * colour and size) grows up to the stock, and reaching the cap reports max_quantity_reached. A new line
 * beyond MAX_CART_LINES is refused with cart_full.
 */
export function addLine(
  lines: CartLine[],
  line: CartLine,
  stock: number,
): { lines: CartLine[]; result: AddResult } {
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  const cap = Math.min(stock, MAX_QUANTITY);
  if (!existing) {
    if (lines.length >= MAX_CART_LINES) return { lines, result: "cart_full" };
    const quantity = Math.max(1, Math.min(line.quantity, cap));
    return { lines: [...lines, { ...line, quantity }], result: "added" };
  }
  const wanted = existing.quantity + Math.max(1, line.quantity);
  const quantity = Math.min(wanted, cap);
  return {
    lines: lines.map((l) => (l === existing ? { ...l, quantity, price: line.price } : l)),
    result: wanted > cap ? "max_quantity_reached" : "increased",
  };
}

/**
 * Spec §4: from the quick view or a card, a line that is already in the cart (same product, colour and
 * size) is not raised but rejected with item_already_in_cart.
 */
export function addNewLine(
  lines: CartLine[],
  line: CartLine,
  stock: number,
): { lines: CartLine[]; result: "added" | "item_already_in_cart" | "cart_full" } {
  if (lines.some((l) => lineKey(l) === lineKey(line))) return { lines, result: "item_already_in_cart" };
  const next = addLine(lines, line, stock);
  return { lines: next.lines, result: next.result === "cart_full" ? "cart_full" : "added" };
}

/** One more of a line, never above its stock. */
export function increaseLine(lines: CartLine[], key: string, stock: number): CartLine[] {
  return lines.map((l) =>
    lineKey(l) === key ? { ...l, quantity: Math.max(l.quantity, Math.min(l.quantity + 1, stock)) } : l,
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

/** Spec §9: the sum of price times quantity, at the server's prices; lines it does not know count nothing. */
export function cartSubtotal(lines: CartLine[], details: CartDetails): number {
  return lines.reduce((sum, l) => sum + (details[lineKey(l)]?.price ?? 0) * l.quantity, 0);
}

/** The number the badge shows: how many items, not how many lines. */
export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The `Set-Cookie` value (and `document.cookie` assignment) that stores these lines for 7 days. */
export function cartCookie(lines: CartLine[]): string {
  const maxAge = CART_COOKIE_DAYS * 24 * 60 * 60;
  return `${CART_COOKIE}=${encodeURIComponent(serializeCart(lines))}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export type CartNotice =
  | { kind: "price_changed"; name: string; from: number; to: number }
  | { kind: "sold_out"; name: string }
  | { kind: "quantity_reduced"; name: string; stock: number }
  /** A line the server no longer sells at all: there is no name to give. */
  | { kind: "gone" };

/**
 * Brings the cart up to date with the server (issue 9): the price the customer saw becomes the server's, a
 * sold-out or vanished line leaves the cart, a quantity above the stock comes down to it, and each change
 * becomes a notice.
 */
export function reconcileCart(
  lines: CartLine[],
  details: CartDetails,
): { lines: CartLine[]; notices: CartNotice[] } {
  const notices: CartNotice[] = [];
  const next = lines.flatMap((line) => {
    const found = details[lineKey(line)];
    if (!found) {
      notices.push({ kind: "gone" });
      return [];
    }
    const { name } = found;
    if (found.stock < 1) {
      notices.push({ kind: "sold_out", name });
      return [];
    }
    if (line.price > 0 && found.price !== line.price)
      notices.push({ kind: "price_changed", name, from: line.price, to: found.price });
    if (line.quantity > found.stock) notices.push({ kind: "quantity_reduced", name, stock: found.stock });
    return [{ ...line, price: found.price, quantity: Math.min(line.quantity, found.stock) }];
  });
  return { lines: next, notices };
}
