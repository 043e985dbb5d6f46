import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import { readDocumentCookie, writeDocumentCookie } from "#app/lib/document-cookie.ts";
import { hydrationSnapshot } from "#app/lib/hydration-snapshot.ts";
import { notify } from "#app/lib/toast.tsx";
import {
  type AddResult,
  addLine,
  addNewLine,
  CART_COOKIE,
  type CartLine,
  cartCookie,
  cartCount,
  decreaseLine,
  increaseLine,
  MAX_CART_LINES,
  parseCart,
  removeLine,
  serializeCart,
} from "./cart.ts";

/**
 * The cart lives in the `cart` cookie (7 days, path /) so the server can render the badge too.
 * The browser keeps one parsed copy and tells subscribers when a write changes it.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedLines: CartLine[] = [];

function readLines(): CartLine[] {
  const raw = readDocumentCookie(CART_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseCart(raw);
  }
  return cachedLines;
}

/** Writes the lines and reads them back: false when the browser did not keep the cookie (never silent). */
function writeLines(lines: CartLine[]): boolean {
  writeDocumentCookie(cartCookie(lines));
  const stored = readDocumentCookie(CART_COOKIE) === serializeCart(lines);
  for (const listener of listeners) listener();
  return stored;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An add the browser refused to store (cookies blocked or full) is `not_saved`, never "added". */
export type StoredAddResult = AddResult | "not_saved";

export const cart = {
  lines: readLines,
  /** The product page's add: an existing line grows up to the size's stock (spec §4). */
  add(line: CartLine, stock: number): StoredAddResult {
    const next = addLine(readLines(), line, stock);
    if (next.result === "cart_full") return next.result;
    return writeLines(next.lines) ? next.result : "not_saved";
  },
  /** The quick view's add: an identical line is rejected, not raised (spec §4). */
  addNew(line: CartLine, stock: number): "added" | "item_already_in_cart" | "cart_full" | "not_saved" {
    const next = addNewLine(readLines(), line, stock);
    if (next.result !== "added") return next.result;
    return writeLines(next.lines) ? "added" : "not_saved";
  },
  increase(key: string, stock: number): void {
    writeLines(increaseLine(readLines(), key, stock));
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

/** Spec §8's toast for an add; only a line the cookie really holds says added_to_cart (issue 21.1). */
export function announceAdd(
  result: StoredAddResult | "item_already_in_cart",
  t: (key: string, values?: Record<string, string | number>) => string,
): void {
  if (result === "added" || result === "increased") void notify("success", t("added_to_cart"));
  else if (result === "max_quantity_reached") void notify("blank", `⚠️ ${t("max_quantity_reached")}`);
  else if (result === "cart_full") void notify("error", t("cart_full", { count: MAX_CART_LINES }));
  else if (result === "not_saved") void notify("error", t("cart_not_saved"));
  else void notify("error", t("item_already_in_cart"));
}

/** The raw `cart` cookie the server saw, so the first render in the browser matches the server's. */
export const ServerCartContext = createContext<string | undefined>(undefined);

/** The lines and the item count; re-renders on every change. */
export function useCart() {
  const serverRaw = useContext(ServerCartContext);
  const serverLines = useMemo(() => parseCart(serverRaw), [serverRaw]);
  const lines = useSyncExternalStore(subscribe, readLines, () =>
    typeof document === "undefined" ? serverLines : hydrationSnapshot(serverLines, readLines()),
  );
  return useMemo(() => ({ lines, count: cartCount(lines) }), [lines]);
}
