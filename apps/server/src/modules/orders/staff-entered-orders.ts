import type { CheckoutCustomerInput, OrderStatus, StaffOrderEntry } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { orders } from "@dukkan/db/schema/orders";
import { desc, eq } from "drizzle-orm";
import { AppError } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { StockService } from "#server/modules/catalog/stock.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import type { MessagesService } from "#server/modules/messages/messages.service.ts";
import type { OrderDeskRepository } from "./order-desk.repository.ts";
import { queueStatusMessage } from "./order-messages.ts";
import { askedSizeIds, priceLines } from "./order-pricing.ts";
import type { OrdersRepository } from "./orders.repository.ts";
import { createOrderWrites, isUniqueViolation, requestHash, validCustomer } from "./place-order.ts";

/** What this module asks of the clients module's service (an account's contact, the account of a phone). */
export interface CustomerAccounts {
  contactOf(id: number): Promise<{ fullName: string; phone: string; cityId: number | null } | null>;
  idByPhone(phone: string): Promise<number | null>;
}

/** A `client_id`'s account and the address of its last order: what a returning customer need not repeat. */
async function knownCustomer(
  db: Db,
  accounts: CustomerAccounts,
  clientId: number,
): Promise<CheckoutCustomerInput | null> {
  const client = await accounts.contactOf(clientId);
  if (!client) return null;
  const [last] = await db
    .select({ cityId: orders.cityId, city: orders.city, address: orders.address, landmark: orders.landmark })
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.id))
    .limit(1);
  return {
    full_name: client.fullName,
    phone: client.phone,
    governorate_id: last?.cityId ?? client.cityId,
    city: last?.city,
    address: last?.address,
    landmark: last?.landmark,
  };
}

/** The given fields over what is known of the account; blank given fields do not erase known ones. */
function merged(known: CheckoutCustomerInput, given: CheckoutCustomerInput): CheckoutCustomerInput {
  const out: Record<string, unknown> = { ...known };
  for (const [field, value] of Object.entries(given)) {
    if (value !== undefined && value !== null && String(value).trim() !== "") out[field] = value;
  }
  return out;
}

/**
 * An order entered by staff (issue 38, decision 0014's addendum): the storefront's write path (the lines priced
 * from the catalogue, the order row under a fresh number, the catalogue's reserve with its no-oversell rule, the
 * Idempotency-Key's unique index), in ONE transaction. It starts `confirmed` with its stock taken, or as a
 * `draft` that takes none until confirmed (order-status.ts). It records the channel and who entered it; the
 * ledger's sale rows name that staff member.
 */
export function createEnterOrder(deps: {
  db: Db;
  cache: Cache;
  repository: OrdersRepository;
  desk: OrderDeskRepository;
  stock: StockService;
  cities: CitiesService;
  audit: AuditService;
  customers: CustomerAccounts;
  messages: MessagesService;
}) {
  const { db, cache, repository, desk, stock, cities, audit, customers, messages } = deps;
  const { insertOrder, reserveStock } = createOrderWrites(deps);

  /** The order this key already made, when this staff member sent this very request; else 409. */
  async function replay(key: string, staffUserId: number, hash: string): Promise<string | null> {
    const existing = await repository.byIdempotencyKey(db, key);
    if (!existing) return null;
    if (existing.enteredBy !== staffUserId || existing.requestHash !== hash) {
      throw new AppError("conflict", "This Idempotency-Key was already used for another request");
    }
    return existing.orderNumber;
  }

  async function checkedCustomer(given: StaffOrderEntry["customer"]) {
    const { client_id: clientId, note, ...fields } = given;
    const entered = { ...fields, notes: note };
    let known: CheckoutCustomerInput = {};
    if (clientId !== undefined) {
      const account = await knownCustomer(db, customers, clientId);
      if (!account) throw invalidField("customer.client_id", "No customer with this id", "invalid_client");
      known = account;
    }
    const customer = validCustomer(merged(known, entered));
    const governorate = await cities.governorate(customer.governorate_id);
    if (!governorate) {
      throw invalidField("customer.governorate_id", "No governorate with this id", "invalid_governorate");
    }
    // A new customer's phone that an account already uses: the order joins that account's history.
    return {
      customer,
      governorate,
      clientId: clientId ?? (await customers.idByPhone(customer.phone)),
    };
  }

  /** Enters the order; answers its number (the route reads it back as the order page shows it). */
  return async function enterOrder(
    ctx: { requestId: string; origin: string },
    input: { staffUserId: number; idempotencyKey: string; entry: StaffOrderEntry },
  ): Promise<string> {
    const { staffUserId, idempotencyKey, entry } = input;
    const hash = requestHash(entry);
    const earlier = await replay(idempotencyKey, staffUserId, hash);
    if (earlier) return earlier;

    const { customer, governorate, clientId } = await checkedCustomer(entry.customer);
    const status: OrderStatus = entry.draft ? "draft" : "confirmed";
    const actor = { kind: "staff" as const, id: staffUserId };
    try {
      const orderNumber = await db.transaction(async (tx) => {
        const lines = priceLines(entry.items, await stock.sellableSizes(askedSizeIds(entry.items), tx));
        const subtotal = lines.reduce((sum, l) => sum + (l.item.lineTotal as number), 0);
        const discount = entry.discount?.amount ?? 0;
        if (discount > subtotal) {
          throw invalidField(
            "discount.amount",
            "The discount is more than the order's subtotal",
            "too_large",
          );
        }
        const { id, orderNumber } = await insertOrder(tx, {
          clientId,
          fullName: customer.full_name,
          phone: customer.phone,
          email: null,
          cityId: governorate.id,
          city: customer.city,
          address: customer.address,
          landmark: customer.landmark,
          notes: customer.notes,
          status,
          subtotal,
          discount,
          deliveryFee: governorate.deliveryFee,
          total: subtotal - discount + governorate.deliveryFee,
          paymentMethod: "cod",
          idempotencyKey,
          requestHash: hash,
          channel: entry.channel,
          enteredBy: staffUserId,
          lang: entry.language,
        });
        if (status !== "draft") await reserveStock(tx, lines, { orderNumber, actor });
        await repository.insertItems(
          tx,
          lines.map((l) => ({ ...l.item, orderId: id })),
        );
        const details = { channel: entry.channel, ...(entry.discount ? { discount: entry.discount } : {}) };
        await desk.insertEvent(tx, {
          orderId: id,
          kind: "status",
          status,
          staffUserId,
          reason: entry.discount?.reason ?? null,
          details,
        });
        // A confirmed order's placed message (decision 0037); a draft's waits for its confirmation.
        await queueStatusMessage(tx, messages, { orderId: id, from: null, to: status, origin: ctx.origin });
        await audit.record(tx, { actor, requestId: ctx.requestId }, [
          {
            entity: "order",
            entityId: id,
            action: "create",
            before: null,
            after: { status, total: subtotal - discount + governorate.deliveryFee, ...details },
          },
        ]);
        return orderNumber;
      });
      if (status !== "draft") await cache.invalidateAll();
      return orderNumber;
    } catch (error) {
      if (isUniqueViolation(error, "orders_idempotency_key_key")) {
        const winner = await replay(idempotencyKey, staffUserId, hash);
        if (winner) return winner;
      }
      throw error;
    }
  };
}
