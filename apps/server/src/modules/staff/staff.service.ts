import type { Db } from "@dukkan/db";
import { AppError } from "#server/lib/app-error.ts";
import type { PasswordHasher } from "#server/lib/password-hasher.ts";
import { createStaffRepository } from "./staff.repository.ts";
import { signStaffToken, staffTokenLifetimeSeconds, verifyStaffToken } from "./staff-token.ts";

export type StaffService = ReturnType<typeof createStaffService>;

/** Staff sign-in (the dashboard comes later; issue 10 needs it for order status changes). */
export function createStaffService(deps: { db: Db; hasher: PasswordHasher; tokenKey: Uint8Array }) {
  const repository = createStaffRepository(deps.db);
  return {
    async login(input: { email: string; password: string }) {
      const staff = await repository.activeByEmail(input.email);
      // An unknown e-mail costs one verification too, so timing does not tell which e-mails exist.
      let ok = false;
      if (staff) ok = await deps.hasher.verify(staff.passwordHash, input.password);
      else await deps.hasher.verifyDummy(input.password);
      if (!staff || !ok) throw new AppError("unauthorized", "Wrong e-mail or password");
      return {
        token: await signStaffToken(deps.tokenKey, staff.id),
        token_type: "Bearer" as const,
        expires_in: staffTokenLifetimeSeconds,
        staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
      };
    },
    /** The staff id of a valid token whose account is still active, else null. */
    async authenticate(token: string): Promise<number | null> {
      const id = await verifyStaffToken(deps.tokenKey, token);
      if (id === null) return null;
      return (await repository.activeById(id)) ? id : null;
    },
  };
}
