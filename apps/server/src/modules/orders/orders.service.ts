import { createHash, randomInt } from "node:crypto";
import {
  type CheckoutErrorCode,
  type CheckoutQuote,
  type CheckoutQuoteLine,
  checkoutErrorMessages,
  couponDiscount,
  discountedUnitPrice,
  localize,
  normalizeIraqiPhone,
  normalizeOrderNumber,
  type Order,
  type OrderLineError,
  type OrderStatus,
  orderNotFoundMessage,
  orderNumberAlphabet,
  orderTransitions,
  type PlaceOrderInput,
  type RequestContext,
  validateCheckoutCustomer,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { NewOrderItem } from "@dukkan/db/schema";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { mediaUrl } from "#server/lib/media-url.ts";
import { paginated } from "#server/lib/pagination.ts";
import type { CouponRow } from "#server/modules/coupons/coupons.repository.ts";
import { type CouponsService, checkoutFieldError } from "#server/modules/coupons/coupons.service.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";

export type OrdersService = ReturnType<typeof createOrdersService>;

/** `DK-` and 8 characters of an alphabet without look-alikes: 25⁸ ≈ 1.5 × 10¹¹ numbers, drawn by crypto. */
export function newOrderNumber(): string {
  let out = "DK-";
  for (let i = 0; i < 8; i++) out += orderNumberAlphabet[randomInt(orderNumberAlphabet.length)];
  return out;
}

/** The request as the server understood it (client prices already dropped): what one Idempotency-Key stands for. */
export function requestHash(input: PlaceOrderInput): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505" && (!e.constraint || e.constraint === constraint)) return true;
  }
  return false;
}

function linesError(status: "conflict" | "validation_failed", lines: OrderLineError[]): AppError {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, CheckoutErrorCode[]> = {};
  for (const line of lines) {
    errors[`items.${line.index}`] = [checkoutErrorMessages[line.code]];
    codes[`items.${line.index}`] = [line.code];
  }
  const message =
    status === "conflict" ? "Some items are no longer in stock" : "Some items do not exist or cannot be sold";
  return new AppError(status, message, errors, { error_codes: codes, lines });
}

interface PricedLine {
  index: number;
  sizeId: number;
  quantity: number;
  item: Omit<NewOrderItem, "orderId">;
}

const maxNumberAttempts = 5;

/**
 * Orders: placing one is ONE transaction that prices every line from the database, takes the stock with
 * conditional updates (never below zero), counts the coupon under its limits and writes the order, its lines
 * and the first timeline event; any failure rolls all of it back.
 */
export function createOrdersService(deps: {
  db: Db;
  cache: Cache;
  coupons: CouponsService;
  /** Card payments need a provider; none is configured yet, so `creditCard` is refused. */
  cardPaymentsAvailable?: boolean;
}) {
  const { db, cache, coupons } = deps;
  const repository = createOrdersRepository();

  async function views(ctx: RequestContext, rows: OrderRow[]): Promise<Order[]> {
    const { items, events, cities } = await repository.details(
      db,
      rows.map((r) => r.id),
      [...new Set(rows.map((r) => r.cityId))],
    );
    return rows.map((row) => ({
      order_number: row.orderNumber,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      customer: {
        full_name: row.fullName,
        phone: row.phone,
        email: row.email,
        governorate_id: row.cityId,
        governorate: localize(cities.find((c) => c.id === row.cityId)?.name, ctx.lang),
        city: row.city,
        address: row.address,
        landmark: row.landmark,
        notes: row.notes,
      },
      items: items
        .filter((i) => i.orderId === row.id)
        .map((i) => ({
          product_id: i.productId,
          color_id: i.productColorId,
          size_id: i.sizeId,
          name: localize(i.name, ctx.lang),
          code: i.code,
          image: mediaUrl(ctx.origin, i.image),
          color: i.colorName ? localize(i.colorName, ctx.lang) : null,
          size: i.sizeName ? localize(i.sizeName, ctx.lang) : null,
          unit_price: i.unitPrice,
          discount: i.discount,
          price: discountedUnitPrice(i.unitPrice, i.discount),
          quantity: i.quantity,
          line_total: i.lineTotal,
        })),
      subtotal: row.subtotal,
      discount: row.discount,
      delivery_fee: row.deliveryFee,
      total: row.total,
      payment_method: row.paymentMethod,
      coupon: row.couponCode,
      timeline: events
        .filter((e) => e.orderId === row.id)
        .map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
    }));
  }

  async function view(ctx: RequestContext, row: OrderRow): Promise<Order> {
    const [order] = await views(ctx, [row]);
    return order as Order;
  }

  /** The order an Idempotency-Key already made, when it is this client's and this very request; else 409. */
  async function replay(
    ctx: RequestContext,
    key: string,
    clientId: number,
    hash: string,
  ): Promise<Order | null> {
    const existing = await repository.byIdempotencyKey(db, key);
    if (!existing) return null;
    if (existing.clientId !== clientId || existing.requestHash !== hash) {
      throw new AppError("conflict", "This Idempotency-Key was already used for another request");
    }
    const row = await repository.byId(db, existing.id);
    return view(ctx, row as OrderRow);
  }

  /** Prices every line from the database; lines that name no sellable product, colour and size are a 422. */
  async function priceLines(tx: Db, input: PlaceOrderInput): Promise<PricedLine[]> {
    // One line per size, in the customer's order; repeated sizes add up.
    const merged = new Map<number, { index: number; productId: number; colorId: number; quantity: number }>();
    input.items.forEach((line, index) => {
      const seen = merged.get(line.size_id);
      if (seen && seen.productId === line.product_id && seen.colorId === line.color_id) {
        seen.quantity += line.quantity;
      } else if (!seen) {
        merged.set(line.size_id, {
          index,
          productId: line.product_id,
          colorId: line.color_id,
          quantity: line.quantity,
        });
      } else {
        merged.set(-index - 1, {
          index,
          productId: line.product_id,
          colorId: line.color_id,
          quantity: line.quantity,
        });
      }
    });
    const rows = await repository.sellable(
      tx,
      [...merged.keys()].filter((id) => id > 0),
    );
    const bySize = new Map(rows.map((r) => [r.sizeId, r]));
    const invalid: OrderLineError[] = [];
    const priced: PricedLine[] = [];
    for (const [sizeId, line] of merged) {
      const row = bySize.get(sizeId);
      const sellable =
        row &&
        row.productId === line.productId &&
        row.productColorId === line.colorId &&
        row.status === 1 &&
        row.deletedAt === null;
      if (!sellable) {
        invalid.push({
          index: line.index,
          product_id: line.productId,
          size_id: Math.abs(sizeId),
          code: "invalid_item",
          available: 0,
        });
        continue;
      }
      const price = discountedUnitPrice(row.price, row.discount);
      priced.push({
        index: line.index,
        sizeId,
        quantity: line.quantity,
        item: {
          productId: row.productId,
          productColorId: row.productColorId,
          sizeId,
          name: row.name,
          code: row.code,
          image: row.colorImages[0] ?? row.image,
          colorName: row.colorName,
          sizeName: row.sizeName,
          unitPrice: row.price,
          discount: row.discount,
          quantity: line.quantity,
          lineTotal: price * line.quantity,
        },
      });
    }
    if (invalid.length > 0) throw linesError("validation_failed", invalid);
    return priced;
  }

  async function insertOrder(tx: Db, row: Omit<Parameters<typeof repository.insertOrder>[1], "orderNumber">) {
    for (let attempt = 0; attempt < maxNumberAttempts; attempt++) {
      const orderNumber = newOrderNumber();
      const id = await repository.insertOrder(tx, { ...row, orderNumber });
      if (id !== null) return id;
    }
    throw new Error("Could not draw a free order number");
  }

  return {
    /**
     * The checkout page's view of a cart: each line priced from the database with its stock, and the delivery fee
     * of every governorate. Writes nothing; the order itself is priced again when placed.
     */
    async quote(ctx: RequestContext, lines: CheckoutQuoteLine[]): Promise<CheckoutQuote> {
      const wanted = lines.filter((l) => l.size_id > 0).slice(0, 50);
      const [rows, governorates] = await Promise.all([
        wanted.length > 0
          ? repository.sellable(
              db,
              wanted.map((l) => l.size_id),
            )
          : Promise.resolve([]),
        repository.governorates(db),
      ]);
      const bySize = new Map(rows.map((r) => [r.sizeId, r]));
      const items = wanted.map((line): CheckoutQuote["items"][number] => {
        const row = bySize.get(line.size_id);
        const sellable =
          row &&
          row.productId === line.product_id &&
          row.productColorId === line.color_id &&
          row.status === 1 &&
          row.deletedAt === null;
        if (!row || !sellable) {
          return {
            ...line,
            name: null,
            image: null,
            color: null,
            size: null,
            price: 0,
            unit_price: 0,
            discount: 0,
            line_total: 0,
            available: 0,
            problem: "invalid_item",
          };
        }
        const price = discountedUnitPrice(row.price, row.discount);
        return {
          ...line,
          name: localize(row.name, ctx.lang),
          image: mediaUrl(ctx.origin, row.colorImages[0] ?? row.image),
          color: localize(row.colorName, ctx.lang),
          size: localize(row.sizeName, ctx.lang),
          unit_price: row.price,
          discount: row.discount,
          price,
          line_total: price * line.quantity,
          available: row.quantity,
          problem:
            row.quantity === 0 ? "out_of_stock" : row.quantity < line.quantity ? "insufficient_stock" : null,
        };
      });
      return {
        items,
        subtotal: items.reduce((sum, i) => sum + (i.problem ? 0 : i.line_total), 0),
        governorates: governorates.map((g) => ({
          id: g.id,
          name: localize(g.name, ctx.lang),
          delivery_fee: g.deliveryFee,
        })),
        card_payments: Boolean(deps.cardPaymentsAvailable),
      };
    },

    async place(
      ctx: RequestContext,
      input: { clientId: number; idempotencyKey: string; order: PlaceOrderInput },
    ): Promise<Order> {
      const { clientId, idempotencyKey, order } = input;
      const hash = requestHash(order);
      const earlier = await replay(ctx, idempotencyKey, clientId, hash);
      if (earlier) return earlier;

      const customer = validateCheckoutCustomer(order.customer);
      if (!customer.ok) {
        const entries = Object.entries(customer.errors) as [string, CheckoutErrorCode][];
        throw new AppError(
          "validation_failed",
          "The given data was invalid.",
          Object.fromEntries(entries.map(([f, c]) => [`customer.${f}`, [checkoutErrorMessages[c]]])),
          { error_codes: Object.fromEntries(entries.map(([f, c]) => [`customer.${f}`, [c]])) },
        );
      }
      if (order.payment_method === "creditCard" && !deps.cardPaymentsAvailable) {
        throw checkoutFieldError("payment_method", "payment_method_unavailable");
      }
      const city = await repository.city(db, customer.value.governorate_id);
      if (!city) throw checkoutFieldError("customer.governorate_id", "invalid_governorate");
      const couponCode = order.coupon?.trim() || null;

      let orderId: number;
      try {
        orderId = await db.transaction(async (tx) => {
          const lines = await priceLines(tx, order);
          const subtotal = lines.reduce((sum, l) => sum + (l.item.lineTotal as number), 0);
          let coupon: CouponRow | null = null;
          if (couponCode) {
            // This client's orders queue here while its own uses of the coupon are counted.
            await repository.lockClient(tx, clientId);
            coupon = await coupons.usable({ code: couponCode, subtotal, clientId, field: "coupon" }, tx);
          }
          const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
          // The order row first: a concurrent request with the same Idempotency-Key waits on its unique index
          // here, before touching any stock, and fails once this transaction commits.
          const id = await insertOrder(tx, {
            clientId,
            fullName: customer.value.full_name,
            phone: customer.value.phone,
            email: customer.value.email,
            cityId: city.id,
            city: customer.value.city,
            address: customer.value.address,
            landmark: customer.value.landmark,
            notes: customer.value.notes,
            subtotal,
            discount,
            deliveryFee: city.deliveryFee,
            total: subtotal - discount + city.deliveryFee,
            paymentMethod: order.payment_method,
            couponId: coupon?.id ?? null,
            couponCode: coupon?.code ?? null,
            idempotencyKey,
            requestHash: hash,
          });
          // Sizes in id order, so that two orders never wait on each other's rows (no deadlock).
          const short: PricedLine[] = [];
          for (const line of [...lines].sort((a, b) => a.sizeId - b.sizeId)) {
            if (!(await repository.takeStock(tx, line.sizeId, line.quantity))) short.push(line);
          }
          if (short.length > 0) {
            const left = await repository.stock(
              tx,
              short.map((l) => l.sizeId),
            );
            throw linesError(
              "conflict",
              short
                .sort((a, b) => a.index - b.index)
                .map((l) => {
                  const available = left.get(l.sizeId) ?? 0;
                  return {
                    index: l.index,
                    product_id: l.item.productId,
                    size_id: l.sizeId,
                    code: available > 0 ? "insufficient_stock" : "out_of_stock",
                    available,
                  };
                }),
            );
          }
          if (coupon) {
            if (!(await coupons.claim(tx, coupon.id))) throw checkoutFieldError("coupon", "coupon_used_up");
            await coupons.recordRedemption(tx, { couponId: coupon.id, orderId: id, clientId });
          }
          await repository.insertItems(
            tx,
            lines.map((l) => ({ ...l.item, orderId: id })),
          );
          await repository.insertEvent(tx, { orderId: id, status: "placed" });
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error, "orders_idempotency_key_key")) {
          const winner = await replay(ctx, idempotencyKey, clientId, hash);
          if (winner) return winner;
        }
        throw error;
      }
      // Stock and best sellers changed.
      await cache.invalidateAll();
      return view(ctx, (await repository.byId(db, orderId)) as OrderRow);
    },

    /** An order by its number and the e-mail or phone it was placed with; any mismatch is the same 404. */
    async lookup(
      ctx: RequestContext,
      input: { orderNumber: string; email?: string | undefined; phone?: string | undefined },
    ) {
      const row = await repository.byNumber(db, normalizeOrderNumber(input.orderNumber));
      const email = input.email?.trim().toLowerCase();
      const phone = input.phone?.trim() ? normalizeIraqiPhone(input.phone) : null;
      const matches =
        row &&
        ((email && row.email !== null && row.email === email) || (phone !== null && row.phone === phone));
      if (!matches) throw notFound(orderNotFoundMessage);
      return view(ctx, row);
    },

    async ofClient(ctx: RequestContext, clientId: number, page: { page: number; per_page: number }) {
      const { rows, total } = await repository.page(
        db,
        { clientId },
        page.per_page,
        (page.page - 1) * page.per_page,
      );
      return paginated(await views(ctx, rows), total, page);
    },

    /** The client's own order; another client's is the same 404 as a missing one. */
    async clientOrder(ctx: RequestContext, clientId: number, orderNumber: string) {
      const row = await repository.byNumber(db, normalizeOrderNumber(orderNumber));
      if (!row || row.clientId !== clientId) throw notFound("No order with this number");
      return view(ctx, row);
    },

    async list(
      ctx: RequestContext,
      filter: { status?: OrderStatus },
      page: { page: number; per_page: number },
    ) {
      const { rows, total } = await repository.page(
        db,
        filter,
        page.per_page,
        (page.page - 1) * page.per_page,
      );
      return paginated(await views(ctx, rows), total, page);
    },

    async staffOrder(ctx: RequestContext, orderNumber: string) {
      const row = await repository.byNumber(db, normalizeOrderNumber(orderNumber));
      if (!row) throw notFound("No order with this number");
      return view(ctx, row);
    },

    /**
     * Moves an order to `to` when its current status allows it (a conditional update, so two staff members
     * cancelling at once return the stock once). Cancelling returns the stock and the coupon use.
     */
    async changeStatus(
      ctx: RequestContext,
      input: { orderNumber: string; to: OrderStatus; staffUserId: number; note?: string | undefined },
    ) {
      const orderNumber = normalizeOrderNumber(input.orderNumber);
      const from = (Object.keys(orderTransitions) as OrderStatus[]).filter((s) =>
        orderTransitions[s].includes(input.to),
      );
      const moved = await db.transaction(async (tx) => {
        const row = await repository.transition(tx, { orderNumber, from, to: input.to });
        if (!row) return null;
        if (input.to === "cancelled") {
          await repository.returnStock(tx, row.id);
          await coupons.release(tx, row.id);
        }
        await repository.insertEvent(tx, {
          orderId: row.id,
          status: input.to,
          staffUserId: input.staffUserId,
          note: input.note ?? null,
        });
        return row;
      });
      if (!moved) {
        const current = await repository.byNumber(db, orderNumber);
        if (!current) throw notFound("No order with this number");
        throw new AppError("conflict", `An order that is ${current.status} cannot become ${input.to}`);
      }
      await cache.invalidateAll();
      return view(ctx, (await repository.byId(db, moved.id)) as OrderRow);
    },
  };
}
