import type { Db } from "@dukkan/db";
import { orders } from "@dukkan/db/schema/orders";
import { and, asc, eq, gt } from "drizzle-orm";

/** A new order, as the staff's alert shows it. */
export interface NewOrder {
  id: number;
  orderNumber: string;
  total: number;
  customer: string;
}

export type NewOrdersFeed = ReturnType<typeof createNewOrdersFeed>;

/**
 * The staff's live new-order alerts (decision 0038). Each instance asks the database every `pollMs` for orders
 * placed lately, only while one of its staff listens: any instance's order reaches every instance's listeners,
 * on PostgreSQL and PGlite alike, with no extra connection. Orders are looked up by time with a margin, not by
 * id: ids are taken when a transaction inserts, so a slow checkout can commit a smaller id after a larger one.
 */
export function createNewOrdersFeed(db: Db, options: { pollMs?: number } = {}) {
  const pollMs = options.pollMs ?? 2000;
  /** How far back each look goes: longer than any checkout transaction takes. */
  const marginMs = 2 * 60_000;
  const listeners = new Set<(order: NewOrder) => void>();
  /** Orders already announced, with when they were first seen (forgotten after the margin). */
  const seen = new Map<number, number>();
  /** When the last listener left: a stream that reconnects within the margin misses nothing placed meanwhile. */
  let stoppedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  /** A start under way: two streams opening at once share it (one timer). */
  let starting: Promise<void> | null = null;
  let polling = false;

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          total: orders.total,
          customer: orders.fullName,
        })
        .from(orders)
        .where(and(eq(orders.status, "placed"), gt(orders.createdAt, new Date(Date.now() - marginMs))))
        .orderBy(asc(orders.id));
      const now = Date.now();
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.set(row.id, now);
        for (const listener of listeners) listener(row);
      }
      for (const [id, at] of seen) if (now - at > 2 * marginMs) seen.delete(id);
    } finally {
      polling = false;
    }
  }

  async function start() {
    const now = Date.now();
    if (now - stoppedAt > marginMs) {
      // What is already there is not new to whoever starts listening now.
      seen.clear();
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, "placed"), gt(orders.createdAt, new Date(now - marginMs))));
      for (const row of rows) seen.set(row.id, now);
    }
    timer = setInterval(() => {
      poll().catch(() => undefined);
    }, pollMs);
    timer.unref();
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    stoppedAt = Date.now();
  }

  return {
    /** Calls `listener` for each order placed from now on; returns the unsubscribe. */
    async subscribe(listener: (order: NewOrder) => void): Promise<() => void> {
      listeners.add(listener);
      if (!timer) {
        starting ??= start().finally(() => {
          starting = null;
        });
        await starting;
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    listening: () => listeners.size,
    stop() {
      listeners.clear();
      stop();
    },
  };
}
