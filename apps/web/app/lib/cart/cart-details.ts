import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { Language } from "#app/lib/language.ts";
import {
  type CartDetails,
  type CartLine,
  type LineDetails,
  lineKey,
  parseCart,
  serializeCart,
} from "./cart.ts";

/**
 * The details of the cart's lines for the side panel (issue 21.1, 21.5): the cookie names no product, so the
 * panel asks the storefront's `/{lang}/cart/lines?lines=…` when it opens, in the page's language. Answers are
 * kept for this document like the API client's reads (spec §9: 60 s), per language.
 */
const FRESH_MS = 60_000;

interface Entry {
  details: LineDetails | null;
  at: number;
}

/** Replaced, never changed in place, so that React sees each answer as a new snapshot. */
let entries: ReadonlyMap<string, Entry> = new Map();
const none: ReadonlyMap<string, Entry> = new Map();
const listeners = new Set<() => void>();
const inFlight = new Map<string, Promise<void>>();

const entryKey = (lang: Language, key: string) => `${lang}|${key}`;

/** The storefront's answer for these lines (routes/cart-lines.ts); the lines travel in the URL, not a cookie. */
export function cartLinesUrl(lang: Language, lines: CartLine[]): string {
  return `/${lang}/cart/lines?${new URLSearchParams({ lines: serializeCart(lines) })}`;
}

async function load(lang: Language, lines: CartLine[]): Promise<void> {
  const response = await fetch(cartLinesUrl(lang, lines), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`cart lines answered ${response.status}`);
  const { details } = (await response.json()) as { details: CartDetails };
  const at = Date.now();
  const next = new Map(entries);
  for (const line of lines) {
    const key = lineKey(line);
    next.set(entryKey(lang, key), { details: details[key] ?? null, at });
  }
  entries = next;
  for (const listener of listeners) listener();
}

function loadOnce(lang: Language, lines: CartLine[]): Promise<void> {
  const url = cartLinesUrl(lang, lines);
  let pending = inFlight.get(url);
  if (!pending) {
    pending = load(lang, lines).finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server's details of these lines (`undefined` for a key: not known yet; `null`: the line no longer
 * exists). Loads what is missing or older than 60 s; `failed` when that load did not answer.
 */
export function useCartDetails(lines: CartLine[], lang: Language) {
  const known = useSyncExternalStore(
    subscribe,
    () => entries,
    () => none,
  );
  const [failed, setFailed] = useState(false);

  const { details, stale } = useMemo(() => {
    const now = Date.now();
    const found: CartDetails = {};
    const outdated: CartLine[] = [];
    for (const line of lines) {
      const key = lineKey(line);
      const entry = known.get(entryKey(lang, key));
      if (entry) found[key] = entry.details;
      if (!entry || now - entry.at > FRESH_MS) outdated.push(line);
    }
    // The lines to ask about, as the URL carries them: the same set is asked for once.
    return { details: found, stale: serializeCart(outdated) };
  }, [lines, lang, known]);

  useEffect(() => {
    if (!stale) return;
    let current = true;
    setFailed(false);
    loadOnce(lang, parseCart(stale)).catch((error: unknown) => {
      console.warn("cart lines", error);
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stale, lang]);

  const pending = lines.some((line) => !(lineKey(line) in details));
  return { details, pending: pending && !failed, failed };
}
