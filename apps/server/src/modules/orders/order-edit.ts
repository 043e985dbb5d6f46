import {
  type CheckoutCustomerInput,
  couponDiscount,
  discountedUnitPrice,
  editableOrderStatuses,
  normalizeOrderNumber,
  type OrderEdit,
  type OrderEditChange,
  type RequestContext,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { OrderItem } from "@dukkan/db/schema/orders";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import { type CouponsService, checkoutFieldError } from "#server/modules/coupons/coupons.service.ts";
import type { OrderDeskRepository } from "./order-desk.repository.ts";
import { type PricedLine, priceLines } from "./order-pricing.ts";
import type { OrdersRepository } from "./orders.repository.ts";
import { validCustomer } from "./place-order.ts";

type OrderRow = NonNullable<Awaited<ReturnType<OrderDeskRepository["lockOrder"]>>>;

/** A line as the timeline records it: enough to say "2 × K-100 red M" in any language. */
const lineView = (
  line: Pick<OrderItem, "code" | "name" | "quantity"> & Partial<Pick<OrderItem, "colorName" | "sizeName">>,
) => ({
  code: line.code,
  name: line.name,
  color: line.colorName ?? null,
  size: line.sizeName ?? null,
  quantity: line.quantity,
});

/** The order's lines after the edit: kept (maybe with a new quantity), replaced, removed, added. */
interface LinePlan {
  updates: { item: OrderItem; quantity: number; lineTotal: number }[];
  deletes: OrderItem[];
  inserts: { index: number; line: PricedLine }[];
  after: { sizeId: number | null; quantity: number; lineTotal: number }[];
  changes: OrderEditChange[];
}

/** Checks the line entries against the order's lines and prices the new sizes from the catalogue. */
async function planLines(
  tx: Db,
  stock: StockService,
  items: OrderItem[],
  entries: NonNullable<OrderEdit["lines"]>,
): Promise<LinePlan> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const named = new Map<number, { index: number; entry: (typeof entries)[number] }>();
  const asks: { index: number; product_id: number; color_id: number; size_id: number; quantity: number }[] =
    [];
  entries.forEach((entry, index) => {
    const sizeGiven = [entry.product_id, entry.color_id, entry.size_id].filter((v) => v !== undefined).length;
    if (sizeGiven !== 0 && sizeGiven !== 3) {
      throw invalidField(
        `lines.${index}.size_id`,
        "A product, its colour and a size together",
        "invalid_item",
      );
    }
    if (entry.item_id !== undefined) {
      if (!byId.has(entry.item_id) || named.has(entry.item_id)) {
        throw invalidField(`lines.${index}.item_id`, "Not a line of this order", "invalid_item");
      }
      named.set(entry.item_id, { index, entry });
    } else if (sizeGiven === 0) {
      throw invalidField(
        `lines.${index}.size_id`,
        "A new line names a product, colour and size",
        "invalid_item",
      );
    } else if (entry.quantity === 0) {
      throw invalidField(`lines.${index}.quantity`, "A new line has at least one unit", "invalid_quantity");
    }
    if (sizeGiven === 3 && entry.quantity > 0) {
      asks.push({
        index,
        product_id: entry.product_id as number,
        color_id: entry.color_id as number,
        size_id: entry.size_id as number,
        quantity: entry.quantity,
      });
    }
  });

  // New sizes are priced as a storefront order prices them, one line each (so each error names its entry).
  const sizes = await stock.sellableSizes(
    asks.map((a) => a.size_id),
    tx,
  );
  const inserts = asks.map((ask) => {
    try {
      return { index: ask.index, line: priceLines([ask], sizes)[0] as PricedLine };
    } catch {
      throw invalidField(`lines.${ask.index}.size_id`, "This item cannot be sold", "invalid_item");
    }
  });
  const insertAt = new Map(inserts.map((i) => [i.index, i.line]));

  const plan: LinePlan = { updates: [], deletes: [], inserts, after: [], changes: [] };
  for (const item of items) {
    const edit = named.get(item.id);
    if (!edit) {
      plan.after.push({ sizeId: item.sizeId, quantity: item.quantity, lineTotal: item.lineTotal });
      continue;
    }
    const replacement = insertAt.get(edit.index);
    if (replacement || edit.entry.quantity === 0) {
      plan.deletes.push(item);
      plan.changes.push({
        field: "line",
        from: lineView(item),
        to: replacement ? lineView({ ...replacement.item, quantity: replacement.quantity }) : null,
      });
      continue;
    }
    if (edit.entry.quantity === item.quantity) {
      plan.after.push({ sizeId: item.sizeId, quantity: item.quantity, lineTotal: item.lineTotal });
      continue;
    }
    // A kept line keeps the price it was sold at.
    const lineTotal = discountedUnitPrice(item.unitPrice, item.discount) * edit.entry.quantity;
    plan.updates.push({ item, quantity: edit.entry.quantity, lineTotal });
    plan.after.push({ sizeId: item.sizeId, quantity: edit.entry.quantity, lineTotal });
    plan.changes.push({
      field: "line",
      from: lineView(item),
      to: lineView({ ...item, quantity: edit.entry.quantity }),
    });
  }
  for (const { index, line } of inserts) {
    plan.after.push({
      sizeId: line.sizeId,
      quantity: line.quantity,
      lineTotal: line.item.lineTotal as number,
    });
    const entry = entries[index];
    if (entry?.item_id === undefined) {
      plan.changes.push({
        field: "line",
        from: null,
        to: lineView({ ...line.item, quantity: line.quantity }),
      });
    }
  }
  if (plan.after.length === 0) {
    throw invalidField("lines", "An order keeps at least one line; cancel it instead", "no_lines_left");
  }
  return plan;
}

/** Units per size (lines whose size was deleted since hold no stock). */
function unitsBySize(lines: { sizeId: number | null; quantity: number }[]) {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (line.sizeId !== null) units.set(line.sizeId, (units.get(line.sizeId) ?? 0) + line.quantity);
  }
  return units;
}

/** One side of the changes for the audit log: the lines as a list, the other fields by name. */
function sides(changes: OrderEditChange[], side: "from" | "to"): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lines = changes.filter((c) => c.field === "line").map((c) => c[side]);
  if (lines.length > 0) out.lines = lines;
  for (const c of changes) if (c.field !== "line") out[c.field] = c[side];
  return out;
}

const customerFields = ["full_name", "phone", "governorate_id", "city", "address", "landmark"] as const;

/** The order's contact as the checkout would have it, to check the edited one with the same rules. */
const contactOf = (order: OrderRow): CheckoutCustomerInput => ({
  full_name: order.fullName,
  phone: order.phone,
  email: order.email,
  governorate_id: order.cityId,
  city: order.city,
  address: order.address,
  landmark: order.landmark,
  notes: order.notes,
});

/**
 * An order edited before dispatch (issue 38, decision 0032): lines (quantity, removed, replaced by another
 * colour or size, added), the customer's contact and address, the governorate (its delivery fee), the fee or
 * the discount, with a reason. ONE transaction on the locked order row (two staff editing one order wait for
 * each other and the second sees the first's result): the catalogue takes or gives back the difference per size
 * in ascending size id (the order every reserve takes its rows in, so no deadlock with a checkout), never below
 * zero (a storefront order taking the last unit meanwhile makes this edit a 409, or waits and fails); the
 * totals and the coupon's discount are computed again (its minimum checked again); the timeline records each
 * change with its before and after. The old quantity edit (`POST …/lines`) is this same path.
 */
export function createEditOrder(deps: {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  desk: OrderDeskRepository;
  stock: StockService;
  cities: CitiesService;
  coupons: CouponsService;
  audit: AuditService;
}) {
  const { db, cache, repository, desk, stock, cities, coupons, audit } = deps;

  return async function editOrder(
    ctx: Pick<RequestContext, "requestId">,
    input: { orderNumber: string; staffUserId: number; edit: OrderEdit },
  ): Promise<string> {
    const orderNumber = normalizeOrderNumber(input.orderNumber);
    const { edit } = input;
    const actor = { kind: "staff" as const, id: input.staffUserId };
    // Read before the transaction (the cities service reads outside it; PGlite has one connection).
    const askedGovernorate = Number(edit.customer?.governorate_id);
    const governorate = Number.isInteger(askedGovernorate)
      ? await cities.governorate(askedGovernorate)
      : undefined;
    const changed = await db.transaction(async (tx) => {
      const order = await desk.lockOrder(tx, orderNumber);
      if (!order) throw notFound("No order with this number");
      if (!editableOrderStatuses.includes(order.status)) {
        throw new AppError("conflict", `An order that is ${order.status} can no longer be edited`);
      }
      const items = await desk.itemsOf(tx, order.id);
      const plan = edit.lines
        ? await planLines(tx, stock, items, edit.lines)
        : { updates: [], deletes: [], inserts: [], after: items, changes: [] };
      const changes: OrderEditChange[] = [...plan.changes];

      // The contact: the edited fields over the order's, checked as the checkout checks them.
      const given = edit.customer ?? {};
      const was = {
        full_name: order.fullName,
        phone: order.phone,
        governorate_id: order.cityId,
        city: order.city,
        address: order.address,
        landmark: order.landmark,
      };
      const contact = edit.customer ? validCustomer({ ...contactOf(order), ...given }) : was;
      for (const field of customerFields) {
        if (given[field] !== undefined && contact[field] !== was[field]) {
          changes.push({ field, from: was[field], to: contact[field] });
        }
      }
      let deliveryFee = order.deliveryFee;
      if (contact.governorate_id !== order.cityId) {
        if (!governorate || governorate.id !== contact.governorate_id) {
          throw invalidField("customer.governorate_id", "No governorate with this id", "invalid_governorate");
        }
        deliveryFee = governorate.deliveryFee;
      }
      if (edit.delivery_fee !== undefined) deliveryFee = edit.delivery_fee;
      if (deliveryFee !== order.deliveryFee) {
        changes.push({ field: "delivery_fee", from: order.deliveryFee, to: deliveryFee });
      }

      const subtotal = plan.after.reduce((sum, line) => sum + line.lineTotal, 0);
      let discount = edit.discount ?? order.discount;
      if (order.couponId !== null) {
        const coupon = await coupons.byId(tx, order.couponId);
        if (edit.discount !== undefined && coupon) {
          throw invalidField("discount", "An order with a coupon has the coupon's discount", "coupon_order");
        }
        if (coupon && subtotal < coupon.minSubtotal) throw checkoutFieldError("lines", "coupon_min_subtotal");
        discount = coupon ? couponDiscount(coupon, subtotal) : discount;
      }
      if (discount > subtotal) {
        throw invalidField("discount", "The discount is more than the order's subtotal", "too_large");
      }
      if (discount !== order.discount)
        changes.push({ field: "discount", from: order.discount, to: discount });
      if (changes.length === 0) return false;

      // Stock follows the units per size, in ascending size id; a short size is a 409 and nothing is written.
      const before = unitsBySize(items);
      const after = unitsBySize(plan.after);
      const sizes = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
      for (const sizeId of sizes) {
        const delta = (after.get(sizeId) ?? 0) - (before.get(sizeId) ?? 0);
        if (delta > 0) {
          const short = await stock.reserve(tx, { lines: [{ sizeId, quantity: delta }], orderNumber, actor });
          if (short.length > 0) {
            const index = edit.lines?.findIndex((l) => l.size_id === sizeId) ?? -1;
            const field = index >= 0 ? `lines.${index}` : "lines";
            const available = short[0]?.available ?? 0;
            throw new AppError(
              "conflict",
              "Some items are no longer in stock",
              { [field]: [`Only ${available} left`] },
              { error_codes: { [field]: [available > 0 ? "insufficient_stock" : "out_of_stock"] } },
            );
          }
        } else if (delta < 0) {
          await stock.release(tx, {
            lines: [{ sizeId, quantity: -delta }],
            orderNumber,
            actor,
            lineReduced: true,
          });
        }
      }

      for (const item of plan.deletes) await desk.deleteItem(tx, item.id);
      for (const u of plan.updates) await desk.setItemQuantity(tx, u.item.id, u.quantity, u.lineTotal);
      if (plan.inserts.length > 0) {
        await repository.insertItems(
          tx,
          plan.inserts.map(({ line }) => ({ ...line.item, orderId: order.id })),
        );
      }
      const total = subtotal - discount + deliveryFee;
      await desk.updateOrder(tx, order.id, {
        fullName: contact.full_name,
        phone: contact.phone,
        cityId: contact.governorate_id,
        city: contact.city,
        address: contact.address,
        landmark: contact.landmark,
        subtotal,
        discount,
        deliveryFee,
        total,
      });
      const details = { changes, total: { from: order.total, to: total } };
      await desk.insertEvent(tx, {
        orderId: order.id,
        kind: "edit",
        status: order.status,
        staffUserId: input.staffUserId,
        reason: edit.reason,
        details,
      });
      await audit.record(tx, { actor, requestId: ctx.requestId }, [
        {
          entity: "order",
          entityId: order.id,
          action: "update",
          before: { ...sides(changes, "from"), total: order.total },
          after: { ...sides(changes, "to"), total, reason: edit.reason },
        },
      ]);
      return true;
    });
    // Stock changed (the storefront's pages show what is left).
    if (changed) await cache.invalidateAll();
    return orderNumber;
  };
}
