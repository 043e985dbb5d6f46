import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import { readCookie } from "#app/lib/language.ts";
import {
  type AddResult,
  addLine,
  addNewLine,
  CART_COOKIE,
  type CartLine,
  cartCookie,
  cartCount,
  cartSubtotal,
  decreaseLine,
  increaseLine,
  parseCart,
  removeLine,
} from "./cart.ts";

/**
 * The cart lives in the `cart` cookie (7 days, path /) so the server can render the badge too.
 * The browser keeps one parsed copy and tells subscribers when a write changes it.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedLines: CartLine[] = [];

function readLines(): CartLine[] {
  const raw = readCookie(document.cookie, CART_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseCart(raw);
  }
  return cachedLines;
}

function writeLines(lines: CartLine[]): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads as well
  document.cookie = cartCookie(lines);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cart = {
  lines: readLines,
  add(line: CartLine): AddResult {
    const next = addLine(readLines(), line);
    writeLines(next.lines);
    return next.result;
  },
  /** The quick view's add: an identical line is rejected, not raised (spec §4). */
  addNew(line: CartLine): "added" | "item_already_in_cart" {
    const next = addNewLine(readLines(), line);
    if (next.result === "added") writeLines(next.lines);
    return next.result;
  },
  increase(key: string): void {
    writeLines(increaseLine(readLines(), key));
  },
  decrease(key: string): void {
    writeLines(decreaseLine(readLines(), key));
  },
  remove(key: string): void {
    writeLines(removeLine(readLines(), key));
  },
  clear(): void {
    writeLines([]);
  },
  /** Tells subscribers (the header badge) that the cookie changed outside this module, e.g. by the server. */
  sync(): void {
    for (const listener of listeners) listener();
  },
};

/** The raw `cart` cookie the server saw, so the first render in the browser matches the server's. */
export const ServerCartContext = createContext<string | undefined>(undefined);

/** Lines, item count and subtotal; re-renders on every change. */
export function useCart() {
  const serverRaw = useContext(ServerCartContext);
  const serverLines = useMemo(() => parseCart(serverRaw), [serverRaw]);
  const lines = useSyncExternalStore(subscribe, readLines, () => serverLines);
  return useMemo(() => ({ lines, count: cartCount(lines), subtotal: cartSubtotal(lines) }), [lines]);
}
