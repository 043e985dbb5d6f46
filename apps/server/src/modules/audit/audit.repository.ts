import type { AuditEntity } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { auditLog, type NewAuditRow } from "@dukkan/db/schema/audit";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";

export interface AuditFilter {
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  actorId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
}

export function createAuditRepository() {
  return {
    /** 1,000 entries a statement (a batch write may record thousands). */
    async insert(tx: Db, rows: NewAuditRow[]) {
      for (let i = 0; i < rows.length; i += 1_000) await tx.insert(auditLog).values(rows.slice(i, i + 1_000));
    },

    /** Entries newest first (by id: the order they were written in). */
    async page(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
