import { createHash, randomInt } from "node:crypto";
import {
  type Actor,
  type CheckoutCustomer,
  type CheckoutCustomerInput,
  type CheckoutErrorCode,
  checkoutErrorMessages,
  couponDiscount,
  type Order,
  orderNumberAlphabet,
  type PlaceOrderInput,
  type RequestContext,
  validateCheckoutCustomer,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { NewOrder } from "@dukkan/db/schema/orders";
import { AppError } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { PhoneCodes } from "#server/modules/auth/phone-codes.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import {
  type CouponRow,
  type CouponsService,
  checkoutFieldError,
} from "#server/modules/coupons/coupons.service.ts";
import type { MessagesService } from "#server/modules/messages/messages.service.ts";
import type { SystemMessages } from "#server/modules/messages/system-messages.service.ts";
import { askedSizeIds, linesError, type PricedLine, priceLines } from "./order-pricing.ts";
import type { OrderViews } from "./order-view.ts";
import type { OrdersRepository } from "./orders.repository.ts";
import { createPhoneConfirmation } from "./phone-confirmation.service.ts";

/** `DK-` and 8 characters of an alphabet without look-alikes: 25⁸ ≈ 1.5 × 10¹¹ numbers, drawn by crypto. */
export function newOrderNumber(): string {
  let out = "DK-";
  for (let i = 0; i < 8; i++) out += orderNumberAlphabet[randomInt(orderNumberAlphabet.length)];
  return out;
}

/** The request as the server understood it (client prices already dropped): what one Idempotency-Key stands for. */
export function requestHash(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505" && (!e.constraint || e.constraint === constraint)) return true;
  }
  return false;
}

const maxNumberAttempts = 5;

/** The customer fields normalised (the phone to E.164), or a 422 with `customer.<field>` codes. */
export function validCustomer(input: CheckoutCustomerInput): CheckoutCustomer {
  const customer = validateCheckoutCustomer(input);
  if (customer.ok) return customer.value;
  const entries = Object.entries(customer.errors) as [string, CheckoutErrorCode][];
  throw new AppError(
    "validation_failed",
    "The given data was invalid.",
    Object.fromEntries(entries.map(([f, c]) => [`customer.${f}`, [checkoutErrorMessages[c]]])),
    { error_codes: Object.fromEntries(entries.map(([f, c]) => [`customer.${f}`, [c]])) },
  );
}

/**
 * The steps every order's write shares, storefront or staff-entered (issue 38): the order row under a fresh
 * number, and the stock taken by the catalogue's reserve (short lines are one 409 naming what is left).
 */
export function createOrderWrites(deps: { repository: OrdersRepository; stock: StockService }) {
  const { repository, stock } = deps;
  async function insertOrder(tx: Db, row: Omit<NewOrder, "orderNumber">) {
    for (let attempt = 0; attempt < maxNumberAttempts; attempt++) {
      const orderNumber = newOrderNumber();
      const id = await repository.insertOrder(tx, { ...row, orderNumber });
      if (id !== null) return { id, orderNumber };
    }
    throw new Error("Could not draw a free order number");
  }

  /** Has the catalogue take the stock of every line; short lines are one 409 naming what is left. */
  async function reserveStock(tx: Db, lines: PricedLine[], order: { orderNumber: string; actor: Actor }) {
    const short = await stock.reserve(tx, {
      lines: lines.map((l) => ({ sizeId: l.sizeId, quantity: l.quantity })),
      orderNumber: order.orderNumber,
      actor: order.actor,
    });
    if (short.length === 0) return;
    const left = new Map(short.map((s) => [s.sizeId, s.available]));
    throw linesError(
      "conflict",
      lines
        .filter((l) => left.has(l.sizeId))
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

  return { insertOrder, reserveStock };
}

export interface PlaceOrderDeps {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  views: OrderViews;
  coupons: CouponsService;
  stock: StockService;
  cities: CitiesService;
  messages: MessagesService;
  alerts: SystemMessages;
  phoneCodes: PhoneCodes;
  cardPaymentsAvailable: boolean;
}

/**
 * Placing an order is ONE transaction, in these steps (docs/decisions/0006): price the lines from the catalogue;
 * with a coupon, serialise this client's checkouts and check the coupon; write the order row (the
 * Idempotency-Key's unique index makes a concurrent duplicate wait here); have the catalogue reserve the stock
 * (which writes the sale movements); count the coupon; write the lines and the first timeline event; queue the
 * customer's confirmation in the outbox (decision 0031). Any failure rolls all of it back.
 */
export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, cache, repository, views, coupons, stock, cities, messages } = deps;

  /** The order an Idempotency-Key already made, when it is this client's and this very request; else 409. */
  async function replay(ctx: RequestContext, key: string, clientId: number, hash: string) {
    const existing = await repository.byIdempotencyKey(db, key);
    if (!existing) return null;
    if (existing.clientId !== clientId || existing.requestHash !== hash) {
      throw new AppError("conflict", "This Idempotency-Key was already used for another request");
    }
    return views.viewById(ctx, existing.id);
  }

  /** The customer fields checked, with their governorate (and its delivery fee). */
  async function checkedCustomer(order: PlaceOrderInput) {
    const customer = { value: validCustomer(order.customer) };
    if (order.payment_method === "creditCard" && !deps.cardPaymentsAvailable) {
      throw checkoutFieldError("payment_method", "payment_method_unavailable");
    }
    const governorate = await cities.governorate(customer.value.governorate_id);
    if (!governorate) throw checkoutFieldError("customer.governorate_id", "invalid_governorate");
    return { ...customer.value, governorate };
  }

  const { insertOrder, reserveStock } = createOrderWrites(deps);
  const phoneConfirmation = createPhoneConfirmation({ db, codes: deps.phoneCodes });

  return async function place(
    ctx: RequestContext,
    input: { clientId: number; idempotencyKey: string; order: PlaceOrderInput },
  ): Promise<Order> {
    const { clientId, idempotencyKey, order } = input;
    const hash = requestHash(order);
    const earlier = await replay(ctx, idempotencyKey, clientId, hash);
    if (earlier) return earlier;

    const customer = await checkedCustomer(order);
    // A new customer's first cash-on-delivery order may need the phone's code first (decision 0038).
    if (order.payment_method === "cod") await phoneConfirmation.check(customer.phone, order.phone_code);
    const couponCode = order.coupon?.trim() || null;

    let orderId: number;
    try {
      orderId = await db.transaction(async (tx) => {
        const lines = priceLines(order.items, await stock.sellableSizes(askedSizeIds(order.items), tx));
        const subtotal = lines.reduce((sum, l) => sum + (l.item.lineTotal as number), 0);
        let coupon: CouponRow | null = null;
        if (couponCode) {
          // This client's orders queue here while its own uses of the coupon are counted.
          await repository.lockClient(tx, clientId);
          coupon = await coupons.usable({ code: couponCode, subtotal, clientId, field: "coupon" }, tx);
        }
        const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
        const { governorate } = customer;
        const total = subtotal - discount + governorate.deliveryFee;
        // The order row first: a concurrent request with the same Idempotency-Key waits on its unique index
        // here, before touching any stock, and fails once this transaction commits.
        const { id, orderNumber } = await insertOrder(tx, {
          clientId,
          fullName: customer.full_name,
          phone: customer.phone,
          email: customer.email,
          cityId: governorate.id,
          city: customer.city,
          address: customer.address,
          landmark: customer.landmark,
          notes: customer.notes,
          subtotal,
          discount,
          deliveryFee: governorate.deliveryFee,
          total,
          paymentMethod: order.payment_method,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          idempotencyKey,
          requestHash: hash,
          // The customer's language: the desk's WhatsApp message and printouts use it.
          lang: ctx.lang,
        });
        await reserveStock(tx, lines, { orderNumber, actor: { kind: "client", id: clientId } });
        if (coupon) {
          if (!(await coupons.claim(tx, coupon.id))) throw checkoutFieldError("coupon", "coupon_used_up");
          await coupons.recordRedemption(tx, { couponId: coupon.id, orderId: id, clientId });
        }
        await repository.insertItems(
          tx,
          lines.map((l) => ({ ...l.item, orderId: id })),
        );
        await repository.insertEvent(tx, { orderId: id, status: "placed" });
        await messages.queueOrderPlaced(
          tx,
          { id, orderNumber, phone: customer.phone, email: customer.email, total, lang: ctx.lang },
          ctx.origin,
        );
        await deps.alerts.queueNewOrder(
          tx,
          { id, orderNumber, total, customer: customer.full_name },
          ctx.origin,
        );
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
    return views.viewById(ctx, orderId);
  };
}
