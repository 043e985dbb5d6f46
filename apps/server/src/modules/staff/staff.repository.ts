import type { Db } from "@dukkan/db";
import { staffUsers } from "@dukkan/db/schema/staff";
import { and, eq } from "drizzle-orm";

export function createStaffRepository(db: Db) {
  return {
    async activeByEmail(email: string) {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.email, email.trim().toLowerCase()), eq(staffUsers.status, 1)))
        .limit(1);
      return row;
    },
    async activeById(id: number) {
      const [row] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, id), eq(staffUsers.status, 1)))
        .limit(1);
      return row;
    },
  };
}
