import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type StaffOwnerSetupRequest,
  staffOwnerSetupRequestSchema,
  staffUserUpdateRequestSchema,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { staffUsers } from "@dukkan/db/schema/staff";
import { and, eq } from "drizzle-orm";
import { AppError } from "#server/lib/app-error.ts";
import { parseInput } from "#server/lib/input.ts";
import { systemWrite } from "#server/lib/write-context.ts";
import type { StaffService } from "./staff.service.ts";

/**
 * The shop's first owner (issue 36), for a database without one: from OWNER_EMAIL and OWNER_PASSWORD at start,
 * or through a one-time setup link. The link's code is derived from the token secret, so every instance of one
 * shop (they share TOKEN_SECRET) prints and accepts the same code, and nothing about it is stored; it stops
 * working the moment an active owner exists.
 */
export function createFirstOwner(deps: { db: Db; staff: StaffService; tokenSecret: string }) {
  const code = createHmac("sha256", deps.tokenSecret)
    .update("dukkan-owner-setup")
    .digest("base64url")
    .slice(0, 32);

  async function ownerExists(): Promise<boolean> {
    const count = await deps.db.$count(
      staffUsers,
      and(eq(staffUsers.role, "owner"), eq(staffUsers.status, 1)),
    );
    return count > 0;
  }

  /** Constant-time, whatever the length sent. */
  function codeMatches(candidate: string): boolean {
    const expected = createHmac("sha256", "compare").update(code).digest();
    const given = createHmac("sha256", "compare").update(candidate).digest();
    return timingSafeEqual(expected, given);
  }

  /** Validated as the setup page's form is (a 422 names the field). */
  async function create(input: StaffOwnerSetupRequest) {
    const fields = parseInput(staffOwnerSetupRequestSchema, input);
    return deps.staff.create(systemWrite("system"), { ...fields, role: "owner", languages: [] });
  }

  return {
    ownerExists,
    /** The path of the setup page, while no owner exists; null once one does. */
    async setupPath(): Promise<string | null> {
      return (await ownerExists()) ? null : `/staff/setup?code=${code}`;
    },

    /** Whether the setup page should offer its form: a matching code and still no owner. */
    async setupOpen(candidate: string): Promise<boolean> {
      return codeMatches(candidate) && !(await ownerExists());
    },

    /** The owner chosen on the setup page; 403 for a wrong code, 409 once an owner exists. */
    async setUp(candidate: string, input: StaffOwnerSetupRequest) {
      if (!codeMatches(candidate)) throw new AppError("forbidden", "This setup link is not valid");
      if (await ownerExists())
        throw new AppError("conflict", "The shop already has an owner: sign in instead");
      return create(input);
    },

    /**
     * `npm run staff -- owner --email E`: the account with this e-mail becomes an active owner with this
     * password (its sessions end), or a new owner is created. Audited as the system.
     */
    async createOrReset(email: string, password: string): Promise<"created" | "reset"> {
      const address = email.trim().toLowerCase();
      const [existing] = await deps.db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, address));
      if (!existing) {
        await create({ email: address, password, name: address.split("@")[0] || "Owner" });
        return "created";
      }
      const fields = parseInput(staffUserUpdateRequestSchema, { password, role: "owner", active: true });
      await deps.staff.update(systemWrite("system"), existing.id, fields);
      return "reset";
    },

    /** OWNER_EMAIL and OWNER_PASSWORD at start: an owner when none exists, never overwriting one. */
    async fromEnvironment(email: string, password: string): Promise<"created" | "exists"> {
      if (await ownerExists()) return "exists";
      await create({ email, password, name: email.split("@")[0] || "Owner" });
      return "created";
    },
  };
}

export type FirstOwner = ReturnType<typeof createFirstOwner>;
