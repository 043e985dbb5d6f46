import { westernDigits } from "@dukkan/contracts/money";
import type { StaffOrder, StaffOrderEvent } from "@dukkan/contracts/order-desk";
import {
  type OrderEditLine,
  orderEditQuantitySchema,
  orderUndoWindowHours,
} from "@dukkan/contracts/order-edits";

/** The rules of the order page's edit form and undo button (issue 38, decision 0032), without React. */

/** A line as the edit form holds it: one of the order's (maybe changed) or a new one. */
export interface DraftLine {
  key: string;
  /** the order's line, or null for a new one */
  itemId: number | null;
  name: string;
  code: string;
  /** what the line was: its quantity and size (null for a new line) */
  was: { quantity: number; sizeId: number | null; color: string | null; size: string | null } | null;
  /** the size chosen (a new line, or an existing line given another colour or size) */
  choice: { productId: number; colorId: number; sizeId: number } | null;
  quantity: string;
}

export const draftLinesOf = (order: StaffOrder): DraftLine[] =>
  order.items.map((item) => ({
    key: `item-${item.id}`,
    itemId: item.id,
    name: item.name,
    code: item.code,
    was: { quantity: item.quantity, sizeId: item.size_id, color: item.color, size: item.size },
    choice: null,
    quantity: String(item.quantity),
  }));

/** A quantity typed with any digits (٣, ۳, 3), or null when it is not one an edit accepts (the contracts' rule). */
export function quantityOf(text: string): number | null {
  const digits = westernDigits(text).trim();
  const quantity = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  return orderEditQuantitySchema.safeParse(quantity).success ? quantity : null;
}

/** The request's line entries: only what changed; null when a quantity is not a number. */
export function lineEntries(lines: DraftLine[]): OrderEditLine[] | null {
  const entries: OrderEditLine[] = [];
  for (const line of lines) {
    const quantity = quantityOf(line.quantity);
    if (quantity === null) return null;
    const size = line.choice
      ? { product_id: line.choice.productId, color_id: line.choice.colorId, size_id: line.choice.sizeId }
      : null;
    if (line.itemId === null) {
      if (size && quantity > 0) entries.push({ ...size, quantity });
    } else if (size && size.size_id !== line.was?.sizeId) {
      entries.push({ item_id: line.itemId, ...size, quantity });
    } else if (quantity !== line.was?.quantity) {
      entries.push({ item_id: line.itemId, quantity });
    }
  }
  return entries;
}

/**
 * The last status move that may be undone, as the server decides it (order-undo.ts): the last `status` event
 * after the one the order started with, not undone already, not older than 24 hours, on an order whose cash a
 * courier has not handed in.
 */
export function undoableMove(order: StaffOrder, now = Date.now()): StaffOrderEvent | null {
  if (order.settlement_id !== null) return null;
  const moves = order.events.filter((e) => e.kind === "status" || e.kind === "undo");
  const last = moves.at(-1);
  if (!last || moves.length < 2 || last.kind !== "status" || last.status !== order.status) return null;
  return now - Date.parse(last.at) <= orderUndoWindowHours * 3_600_000 ? last : null;
}
