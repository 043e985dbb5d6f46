import {
  type Courier,
  type CourierCreateRequest,
  type CourierUpdateRequest,
  normalizeIraqiPhone,
  normalizeOrderNumber,
  type Settlement,
  type SettlementCreateRequest,
  type SettlementList,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import { paginated } from "#server/lib/pagination.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { CourierRow, OrderDeskRepository, SettlementRow } from "./order-desk.repository.ts";
import type { StaffNames } from "./order-desk.service.ts";

function phoneOf(input: string): string {
  const phone = normalizeIraqiPhone(input);
  if (!phone) throw invalidField("phone", "Not an Iraqi mobile number", "invalid_phone");
  return phone;
}

function courierView(row: { courier: CourierRow; withCourier: number; cashToSettle: number }): Courier {
  return {
    id: row.courier.id,
    name: row.courier.name,
    phone: row.courier.phone,
    active: row.courier.status === 1,
    with_courier: Number(row.withCourier),
    cash_to_settle: Number(row.cashToSettle),
  };
}

/**
 * Couriers and their cash (issue 17). A settlement takes the listed orders of one courier whose cash can be handed
 * in (out with the courier or delivered, not settled yet), locked, in one transaction: any listed order that is
 * not (cancelled meanwhile, another courier's, settled already) makes the whole settlement a 409, so a
 * cancellation racing a settlement has one outcome. A difference between received and expected stays flagged
 * until resolved with a note.
 */
export function createCouriersService(deps: {
  audit: AuditService;
  db: Db;
  cache: Cache;
  desk: OrderDeskRepository;
  staffNames: StaffNames;
}) {
  const { db, cache, desk, staffNames, audit } = deps;

  async function one(id: number): Promise<Courier> {
    const [row] = await desk.couriers(db, [id]);
    if (!row) throw notFound("No courier with this id");
    return courierView(row);
  }

  async function settlementViews(
    rows: { settlement: SettlementRow; courierName: string }[],
  ): Promise<Settlement[]> {
    const [orders, names] = await Promise.all([
      desk.settledOrders(
        db,
        rows.map((r) => r.settlement.id),
      ),
      staffNames(rows.flatMap((r) => (r.settlement.staffUserId ? [r.settlement.staffUserId] : []))),
    ]);
    return rows.map(({ settlement: s, courierName }) => {
      const difference = s.received - s.expected;
      return {
        id: s.id,
        courier: { id: s.courierId, name: courierName },
        orders: orders
          .filter((o) => o.settlementId === s.id)
          .map((o) => ({ order_number: o.orderNumber, amount: o.amount ?? 0 })),
        expected: s.expected,
        received: s.received,
        difference,
        flagged: difference !== 0 && s.resolvedAt === null,
        note: s.note,
        created_at: s.createdAt.toISOString(),
        created_by: s.staffUserId ? (names.get(s.staffUserId) ?? null) : null,
        resolved_at: s.resolvedAt?.toISOString() ?? null,
        resolution_note: s.resolutionNote,
      };
    });
  }

  async function settlement(id: number): Promise<Settlement> {
    const { rows } = await desk.settlements(db, {}, 1, 0, id);
    if (!rows[0]) throw notFound("No settlement with this id");
    return (await settlementViews(rows))[0] as Settlement;
  }

  return {
    list: async (): Promise<Courier[]> => (await desk.couriers(db)).map(courierView),
    get: one,

    async create(write: WriteContext, input: CourierCreateRequest): Promise<Courier> {
      const row = { name: input.name, phone: phoneOf(input.phone) };
      const id = await db.transaction(async (tx) => {
        const created = await desk.insertCourier(tx, row);
        if (created === null) throw invalidField("phone", "A courier has this phone already", "phone_taken");
        await audit.record(tx, write, [
          { entity: "courier", entityId: created, action: "create", before: null, after: row },
        ]);
        return created;
      });
      return one(id);
    },

    async update(write: WriteContext, id: number, input: CourierUpdateRequest): Promise<Courier> {
      const phone = input.phone === undefined ? undefined : phoneOf(input.phone);
      if (phone) {
        const other = await desk.courierByPhone(db, phone);
        if (other && other.id !== id)
          throw invalidField("phone", "A courier has this phone already", "phone_taken");
      }
      const set = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(phone ? { phone } : {}),
        ...(input.active !== undefined ? { status: input.active ? 1 : 0 } : {}),
      };
      await db.transaction(async (tx) => {
        const before = await desk.courier(tx, id);
        if (!before) throw notFound("No courier with this id");
        await desk.updateCourier(tx, id, set);
        const snapshot = (c: { name: string; phone: string; status: number }) => ({
          name: c.name,
          phone: c.phone,
          active: c.status === 1,
        });
        await audit.record(tx, write, [
          {
            entity: "courier",
            entityId: id,
            action: "update",
            before: snapshot(before),
            after: snapshot({ ...before, ...set }),
          },
        ]);
      });
      return one(id);
    },

    async settlements(query: {
      page: number;
      per_page: number;
      courier_id?: number | undefined;
      open?: boolean | undefined;
    }): Promise<SettlementList> {
      const { rows, total } = await desk.settlements(
        db,
        { courierId: query.courier_id, open: query.open },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return paginated(await settlementViews(rows), total, query);
    },
    settlement,

    async settle(write: WriteContext, input: SettlementCreateRequest): Promise<Settlement> {
      // Staff write settlements (the route's context); the timeline names them.
      const staffUserId = write.actor.id as number;
      const wanted = [...new Set(input.order_numbers.map(normalizeOrderNumber))];
      const id = await db.transaction(async (tx) => {
        if (!(await desk.courier(tx, input.courier_id))) {
          throw invalidField("courier_id", "No courier with this id", "invalid_courier");
        }
        const orders = await desk.lockSettleable(tx, input.courier_id, wanted);
        if (orders.length !== wanted.length) {
          const found = new Set(orders.map((o) => o.orderNumber));
          throw new AppError("conflict", "Some orders cannot be settled with this courier now", {
            order_numbers: wanted.filter((n) => !found.has(n)),
          });
        }
        const expected = orders.reduce((sum, o) => sum + (o.amount ?? 0), 0);
        const settlementId = await desk.insertSettlement(tx, {
          courierId: input.courier_id,
          expected,
          received: input.received,
          note: input.note ?? null,
          staffUserId,
        });
        await desk.settleOrders(
          tx,
          orders.map((o) => o.id),
          settlementId,
        );
        for (const order of orders) {
          // Still out with the courier: the cash handed in says it was delivered.
          if (order.status === "with_courier") {
            await desk.insertEvent(tx, {
              orderId: order.id,
              kind: "status",
              status: "delivered",
              staffUserId,
            });
          }
          await desk.insertEvent(tx, {
            orderId: order.id,
            kind: "settlement",
            status: "delivered",
            staffUserId,
            details: { settlement_id: settlementId },
          });
        }
        await audit.record(tx, write, [
          {
            entity: "settlement",
            entityId: settlementId,
            action: "create",
            before: null,
            after: {
              courier_id: input.courier_id,
              order_numbers: wanted,
              expected,
              received: input.received,
            },
          },
        ]);
        return settlementId;
      });
      await cache.invalidateAll();
      return settlement(id);
    },

    async resolve(write: WriteContext, id: number, input: { resolution_note: string }): Promise<Settlement> {
      const resolved = await db.transaction(async (tx) => {
        const done = await desk.resolveSettlement(tx, id, {
          staffUserId: write.actor.id as number,
          note: input.resolution_note,
        });
        if (done) {
          await audit.record(tx, write, [
            {
              entity: "settlement",
              entityId: id,
              action: "update",
              before: { resolved: false },
              after: { resolved: true, resolution_note: input.resolution_note },
            },
          ]);
        }
        return done;
      });
      if (!resolved) {
        await settlement(id); // 404 when there is no such settlement
        throw new AppError("conflict", "This settlement has no open difference");
      }
      return settlement(id);
    },
  };
}
export type CouriersService = ReturnType<typeof createCouriersService>;
