import type { CustomerRecordUpdateRequest, PhoneBlock, PhoneBlockRequest } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { clients } from "@dukkan/db/schema/clients";
import { type BlockedPhone, blockedPhones, clientNotes } from "@dukkan/db/schema/clients-record";
import { eq, inArray, sql } from "drizzle-orm";
import { notFound } from "#server/lib/app-error.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";

/** Staff names by id (the staff module's). */
type StaffNames = (ids: number[]) => Promise<Map<number, string>>;

const staffIdOf = (write: WriteContext) => (write.actor.kind === "staff" ? write.actor.id : null);

/**
 * The shop's record of its customers (issue 38, decision 0034): notes and tags on an account, and the block list
 * by phone. The refusal record is computed from orders by the orders module.
 */
export function createCustomerRecordService(deps: { db: Db; audit: AuditService; staffNames: StaffNames }) {
  const { db, audit, staffNames } = deps;

  async function named(rows: BlockedPhone[]): Promise<Map<string, PhoneBlock>> {
    const names = await staffNames(rows.flatMap((r) => (r.blockedBy ? [r.blockedBy] : [])));
    return new Map(
      rows.map((r) => [
        r.phone,
        {
          phone: r.phone,
          reason: r.reason,
          at: r.createdAt.toISOString(),
          by: r.blockedBy ? { id: r.blockedBy, name: names.get(r.blockedBy) ?? "" } : null,
        },
      ]),
    );
  }

  return {
    async notesOf(clientId: number): Promise<{ notes: string | null; tags: string[] }> {
      const [row] = await db.select().from(clientNotes).where(eq(clientNotes.clientId, clientId));
      return { notes: row?.notes ?? null, tags: row?.tags ?? [] };
    },

    /** Fields left out stay as they are; one audit entry with the record before and after. */
    async updateNotes(write: WriteContext, clientId: number, input: CustomerRecordUpdateRequest) {
      return db.transaction(async (tx) => {
        const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
        if (!client) throw notFound("No customer with this id");
        const [row] = await tx
          .select()
          .from(clientNotes)
          .where(eq(clientNotes.clientId, clientId))
          .for("update");
        const before = { notes: row?.notes ?? null, tags: row?.tags ?? [] };
        const after = {
          notes: input.notes !== undefined ? input.notes : before.notes,
          tags: input.tags ?? before.tags,
        };
        await tx
          .insert(clientNotes)
          .values({ clientId, ...after, updatedBy: staffIdOf(write) })
          .onConflictDoUpdate({
            target: clientNotes.clientId,
            set: { ...after, updatedBy: staffIdOf(write), updatedAt: sql`now()` },
          });
        await audit.record(tx, write, [
          { entity: "customer", entityId: clientId, action: "update", before, after },
        ]);
        return after;
      });
    },

    /** The blocks among these phones (E.164), by phone: one query for a page of orders. */
    async blocksOf(phones: string[]): Promise<Map<string, PhoneBlock>> {
      const unique = [...new Set(phones)];
      if (unique.length === 0) return new Map();
      return named(await db.select().from(blockedPhones).where(inArray(blockedPhones.phone, unique)));
    },

    /** Blocking a phone already blocked replaces its reason (and who and when). */
    async block(write: WriteContext, input: PhoneBlockRequest): Promise<PhoneBlock> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(blockedPhones)
          .where(eq(blockedPhones.phone, input.phone))
          .for("update");
        const [saved] = await tx
          .insert(blockedPhones)
          .values({ phone: input.phone, reason: input.reason, blockedBy: staffIdOf(write) })
          .onConflictDoUpdate({
            target: blockedPhones.phone,
            set: {
              reason: input.reason,
              blockedBy: staffIdOf(write),
              createdAt: sql`now()`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        if (!saved) throw new Error("The block was not saved");
        await audit.record(tx, write, [
          {
            entity: "phone_block",
            entityId: saved.id,
            action: before ? "update" : "create",
            before: before ? { phone: before.phone, reason: before.reason } : null,
            after: { phone: saved.phone, reason: saved.reason },
          },
        ]);
        return saved;
      });
      return (await named([row])).get(row.phone) as PhoneBlock;
    },

    /** Unblocking a phone that is not blocked changes nothing (and records nothing). */
    async unblock(write: WriteContext, phone: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning();
        if (!gone) return;
        await audit.record(tx, write, [
          {
            entity: "phone_block",
            entityId: gone.id,
            action: "delete",
            before: { phone: gone.phone, reason: gone.reason },
            after: null,
          },
        ]);
      });
    },
  };
}
export type CustomerRecordService = ReturnType<typeof createCustomerRecordService>;
