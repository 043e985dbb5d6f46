import type { ClientRecord } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { type Client, clients } from "@dukkan/db/schema/clients";
import { and, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";

export const toClientRecord = (row: Client): ClientRecord => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  born_date: row.bornDate,
  gender: row.gender,
  city_id: row.cityId,
  status: row.status,
});

export interface ClientFields {
  fullName?: string;
  phone?: string;
  email?: string | null;
  cityId?: number | null;
  bornDate?: string | null;
  gender?: "Male" | "Female" | null;
}

/** A unique-index violation, whichever driver raised it (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

export function createClientsRepository(db: Db) {
  return {
    /** The staff's customer list: newest first; a name or phone-digits search through the trigram indexes. */
    async staffPage(
      search: { name: string | null; phoneDigits: string | null } | null,
      limit: number,
      offset: number,
    ) {
      const alternatives: SQL[] = [];
      if (search?.phoneDigits) alternatives.push(sql`${clients.phone} LIKE ${`%${search.phoneDigits}%`}`);
      if (search?.name) {
        alternatives.push(
          sql`${clients.fullName} ILIKE ${`%${search.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      }
      const where = search ? (alternatives.length > 0 ? or(...alternatives) : sql`false`) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(clients)
          .where(where)
          .orderBy(desc(clients.createdAt), desc(clients.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(clients).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async setStatus(id: number, status: number, executor: Db = db) {
      const [row] = await executor
        .update(clients)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning({ id: clients.id });
      return row ?? null;
    },
    async byId(id: number, executor: Db = db) {
      const [row] = await executor.select().from(clients).where(eq(clients.id, id)).limit(1);
      return row ?? null;
    },
    async byPhone(phone: string) {
      const [row] = await db.select().from(clients).where(eq(clients.phone, phone)).limit(1);
      return row ?? null;
    },
    async phoneTaken(phone: string, exceptId?: number) {
      const rows = await db
        .select({ id: clients.id })
        .from(clients)
        .where(exceptId ? and(eq(clients.phone, phone), ne(clients.id, exceptId)) : eq(clients.phone, phone))
        .limit(1);
      return rows.length > 0;
    },
    async insert(fields: ClientFields & { fullName: string; phone: string; passwordHash: string }) {
      const [row] = await db
        .insert(clients)
        .values({ ...fields, status: 1 })
        .returning();
      return row!;
    },
    async update(id: number, fields: ClientFields) {
      const [row] = await db
        .update(clients)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning();
      return row ?? null;
    },
    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(clients).set({ passwordHash, updatedAt: sql`now()` }).where(eq(clients.id, id));
    },
  };
}
