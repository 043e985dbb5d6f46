import {
  type Actor,
  type LowStockQuery,
  type NamedActor,
  type PaginationQuery,
  type StockAdjustment,
  type StockChange,
  type StockMovement,
  type StockSize,
  type StockSystemNote,
  type Stocktake,
  stockAdjustmentSchema,
  stockChangeSchema,
  stockSystemNotes,
  stocktakeSchema,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { StockMovementRow } from "@dukkan/db/schema/catalog";
import { namingActors, type StaffNames } from "#server/lib/actor-names.ts";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField, parseInput } from "#server/lib/input.ts";
import { pageWindow, paginated } from "#server/lib/pagination.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import {
  createStockRepository,
  type MovementSource,
  type SellableRow,
  type StockSizeRow,
} from "./stock.repository.ts";

export type SellableSize = SellableRow;

/** A line to take or give back: `quantity` units of one size. */
export interface StockLine {
  sizeId: number;
  quantity: number;
}

/** A line that could not be taken, with what is left of its size. */
export interface ShortLine {
  sizeId: number;
  available: number;
}

function stockSizeView(r: StockSizeRow): StockSize {
  return {
    size_id: r.sizeId,
    size: r.size,
    quantity: r.quantity,
    product_id: r.productId,
    product_name: r.productName,
    code: r.code,
    active: r.active,
    color: r.colorName,
  };
}

const systemNoteCodes = new Map(
  Object.entries(stockSystemNotes).map(([code, stored]) => [stored as string, code as StockSystemNote]),
);
const systemNoteOf = (note: string | null): StockSystemNote | null =>
  (note && systemNoteCodes.get(note)) || null;

function movementView(row: StockMovementRow, named: (actor: Actor) => NamedActor): StockMovement {
  return {
    id: row.id,
    size_id: row.sizeId,
    product_id: row.productId,
    delta: row.delta,
    quantity_after: row.quantityAfter,
    reason: row.reason,
    adjustment_reason: row.adjustmentReason,
    actor: named({ kind: row.actor, id: row.actorId }),
    order_number: row.orderNumber,
    note: systemNoteOf(row.note) ? null : row.note,
    system_note: systemNoteOf(row.note),
    at: row.createdAt.toISOString(),
  };
}

/** Sums the lines per size: one movement per size, whatever the order's lines were. */
function perSize(lines: StockLine[]): StockLine[] {
  const bySize = new Map<number, number>();
  for (const line of lines) bySize.set(line.sizeId, (bySize.get(line.sizeId) ?? 0) + line.quantity);
  return [...bySize].map(([sizeId, quantity]) => ({ sizeId, quantity }));
}

/**
 * Stock belongs to the catalogue: a size's quantity changes only here, and every change writes a stock movement
 * (sale, cancellation, adjustment, stocktake, import) with its actor and the quantity it left, in the same
 * transaction. Orders reserve and give back stock inside their own transaction (`tx`); the stock clerk's
 * changes run in one of their own and invalidate the caches after commit.
 */
export function createStockService(deps: { db: Db; cache: Cache; staffNames: StaffNames }) {
  const { db, cache, staffNames } = deps;
  const repository = createStockRepository();

  async function views(rows: StockMovementRow[]) {
    const named = await namingActors(
      staffNames,
      rows.map((row) => ({ kind: row.actor, id: row.actorId })),
    );
    return rows.map((row) => movementView(row, named));
  }

  async function change(tx: Db, sizeId: number, to: (current: number) => number, source: MovementSource) {
    const [row] = await repository.lock(tx, [sizeId]);
    if (!row) throw notFound("No size with this id");
    const next = to(row.quantity);
    if (next < 0) {
      throw invalidField(
        "delta",
        `Only ${row.quantity} in stock: cannot take out ${row.quantity - next}`,
        "insufficient_stock",
      );
    }
    const [movement] = await repository.add(tx, [{ sizeId, delta: next - row.quantity }], source);
    return movement!.id;
  }

  async function changeAndRead(work: (tx: Db) => Promise<number>) {
    const id = await db.transaction(async (tx) => work(tx));
    await cache.invalidateAll();
    const [view] = await views([(await repository.movement(db, id))!]);
    return view!;
  }

  /** A stock clerk's correction of one size: units in or out, with its reason and an optional note. */
  async function adjust(ctx: WriteContext, sizeId: number, input: StockAdjustment): Promise<StockMovement> {
    const { delta, reason, note } = parseInput(stockAdjustmentSchema, input);
    return changeAndRead((tx) =>
      change(tx, sizeId, (current) => current + delta, {
        reason: "adjustment",
        adjustmentReason: reason,
        actor: ctx.actor,
        note: note || null,
      }),
    );
  }

  /** A stocktake of one size: the counted quantity becomes its stock (a movement even when nothing changed). */
  async function stocktake(ctx: WriteContext, sizeId: number, input: Stocktake): Promise<StockMovement> {
    const { counted, note } = parseInput(stocktakeSchema, input);
    return changeAndRead((tx) =>
      change(tx, sizeId, () => counted, { reason: "stocktake", actor: ctx.actor, note: note || null }),
    );
  }

  return {
    /** The asked sizes with their product and colour, for pricing an order (in its transaction, `tx`). */
    sellableSizes: (sizeIds: number[], tx: Db = db): Promise<SellableSize[]> =>
      sizeIds.length === 0 ? Promise.resolve([]) : repository.sellable(tx, sizeIds),

    /**
     * Takes every line for a sale, in ascending size id (two orders never wait on each other's rows, so never
     * deadlock), with conditional updates that never go below zero. Returns the lines it could not take with
     * what is left; the caller then rolls back, movements included.
     */
    async reserve(
      tx: Db,
      input: { lines: StockLine[]; orderNumber: string; actor: Actor },
    ): Promise<ShortLine[]> {
      const source: MovementSource = { reason: "sale", actor: input.actor, orderNumber: input.orderNumber };
      const short: number[] = [];
      for (const line of perSize(input.lines).sort((a, b) => a.sizeId - b.sizeId)) {
        if (!(await repository.take(tx, line, source))) short.push(line.sizeId);
      }
      if (short.length === 0) return [];
      const left = await repository.stock(tx, short);
      return short.map((sizeId) => ({ sizeId, available: left.get(sizeId) ?? 0 }));
    },

    /** Puts an order's units back on the shelf (sizes deleted since are skipped), in the order's transaction. */
    async release(
      tx: Db,
      input: { lines: StockLine[]; orderNumber: string; actor: Actor; lineReduced?: boolean },
    ) {
      const lines = perSize(input.lines);
      if (lines.length === 0) return;
      await repository.lock(
        tx,
        lines.map((l) => l.sizeId),
      );
      await repository.add(
        tx,
        lines.map((l) => ({ sizeId: l.sizeId, delta: l.quantity })),
        {
          reason: "cancellation",
          actor: input.actor,
          orderNumber: input.orderNumber,
          // Not a cancellation to the shop: the ledger says the order's line was reduced.
          note: input.lineReduced ? stockSystemNotes.order_line_reduced : null,
        },
      );
    },

    /**
     * Puts units a customer brought back after delivery on the shelf (`return` movements, issue 38), in the
     * return's transaction; sizes deleted since are skipped.
     */
    async restock(tx: Db, input: { lines: StockLine[]; orderNumber: string; actor: Actor }) {
      const lines = perSize(input.lines);
      if (lines.length === 0) return;
      await repository.lock(
        tx,
        lines.map((l) => l.sizeId),
      );
      await repository.add(
        tx,
        lines.map((l) => ({ sizeId: l.sizeId, delta: l.quantity })),
        { reason: "return", actor: input.actor, orderNumber: input.orderNumber, note: null },
      );
    },

    adjust,
    stocktake,

    /** The staff route's one body: an adjustment (`delta`, `reason`) or a stocktake (`counted`). */
    change(ctx: WriteContext, sizeId: number, input: StockChange): Promise<StockMovement> {
      const body = parseInput(stockChangeSchema, input);
      return body.counted === undefined
        ? adjust(ctx, sizeId, { delta: body.delta!, reason: body.reason!, note: body.note })
        : stocktake(ctx, sizeId, { counted: body.counted, note: body.note });
    },

    /** One size's stock, with its colour and product. */
    async size(sizeId: number): Promise<StockSize> {
      const row = await repository.size(db, sizeId);
      if (!row) throw notFound("No size with this id");
      return stockSizeView(row);
    },

    /** A size's movements, newest first. */
    async history(sizeId: number, query: PaginationQuery) {
      if (!(await repository.exists(db, sizeId))) throw notFound("No size with this id");
      const { rows, total } = await repository.history(db, sizeId, pageWindow(query));
      return paginated(await views(rows), total, query);
    },

    /** Sizes running out (`min` to `threshold` units; of active products only when asked), fewest first. */
    async lowStock(query: LowStockQuery) {
      const { rows, total } = await repository.low(db, query, pageWindow(query));
      return paginated(rows.map(stockSizeView), total, query);
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
