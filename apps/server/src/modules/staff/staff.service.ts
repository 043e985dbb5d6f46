import type {
  StaffEmailChangeRequest,
  StaffPasswordChangeRequest,
  StaffUser,
  StaffUserList,
  staffUserCreateRequestSchema,
  staffUserUpdateRequestSchema,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { z } from "zod";
import { AppError } from "#server/lib/app-error.ts";
import type { LoginThrottle } from "#server/lib/login-throttle.ts";
import type { PasswordHasher } from "#server/lib/password-hasher.ts";
import { passwordProblem, publishedPasswords } from "#server/lib/password-policy.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import { createStaffRepository, type StaffUserRow } from "./staff.repository.ts";
import type { StaffPrincipal } from "./staff-principal.ts";
import { createStaffSessions } from "./staff-sessions.ts";

export type StaffService = ReturnType<typeof createStaffService>;

const fieldError = (field: string, code: string, message: string) =>
  new AppError("validation_failed", message, { [field]: [code] });

/** An account as its audit entries show it: never its password hash, nor when it last signed in. */
function auditedOf(row: StaffUserRow) {
  const { last_sign_in_at: _lastSignIn, ...account } = toStaffUser(row);
  return account;
}

function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    languages: row.languages,
    active: row.status === 1,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** Staff accounts (issue 16): sessions, own password, and the owner's management of accounts and roles. */
export function createStaffService(deps: {
  db: Db;
  /** Account changes are audited in their own transaction (who gave whom which role). */
  audit: AuditService;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  tokenKey: Uint8Array;
}) {
  const repository = createStaffRepository(deps.db);
  const sessions = createStaffSessions({ ...deps, repository });

  /** A new password passes the policy (length, not common, not the account's e-mail) before it is hashed. */
  async function hashNewPassword(password: string, email: string, field = "password") {
    const problem = passwordProblem(password, { email });
    if (problem) throw fieldError(field, problem, "The password is not acceptable");
    return deps.hasher.hash(password);
  }

  /** Whether a password hash is of a published password, memoised by the hash (a new password, a new hash). */
  const publishedByHash = new Map<string, Promise<boolean>>();
  async function isPublished(passwordHash: string): Promise<boolean> {
    let answer = publishedByHash.get(passwordHash);
    if (!answer) {
      answer = (async () => {
        for (const password of publishedPasswords)
          if (await deps.hasher.verify(passwordHash, password)) return true;
        return false;
      })();
      if (publishedByHash.size > 1_000) publishedByHash.clear();
      publishedByHash.set(passwordHash, answer);
    }
    return answer;
  }

  return {
    ...sessions,

    /** Whether the account still has a password printed in the project's docs (the demo owner's, issue 36). */
    async usesPublishedPassword(id: number): Promise<boolean> {
      const row = await repository.byId(id);
      return row ? isPublished(row.passwordHash) : false;
    },

    /** Staff members' names by id (order timelines, settlements). */
    namesOf: (ids: number[]) => repository.namesOf(ids),

    /**
     * Checks the current password, stores the new one and ends every other session of the account; this
     * device's session goes on.
     */
    async changeOwnPassword(staff: StaffPrincipal, input: StaffPasswordChangeRequest): Promise<void> {
      const row = await repository.byId(staff.id);
      if (!row) throw new AppError("not_found", "Staff account not found");
      if (!(await deps.hasher.verify(row.passwordHash, input.current_password))) {
        throw fieldError("current_password", "current_password_wrong", "The current password is incorrect");
      }
      const passwordHash = await hashNewPassword(input.password, row.email);
      await deps.db.transaction(async (tx) => {
        await repository.updateUser(tx, staff.id, { passwordHash });
        await repository.revokeSessionsOf(staff.id, { keep: staff.sessionId, tx });
      });
    },

    /**
     * A staff member's own new e-mail, after their password (issue 36). Audited; sessions go on (the
     * account is the same, only the address it signs in with changed).
     */
    async changeOwnEmail(staff: StaffPrincipal, input: StaffEmailChangeRequest): Promise<StaffUser> {
      const row = await repository.byId(staff.id);
      if (!row) throw new AppError("not_found", "Staff account not found");
      if (!(await deps.hasher.verify(row.passwordHash, input.current_password))) {
        throw fieldError("current_password", "current_password_wrong", "The current password is incorrect");
      }
      const updated = await deps.db.transaction(async (tx) => {
        if (await repository.emailTaken(input.email, staff.id, tx)) {
          throw fieldError("email", "email_taken", "This e-mail already has a staff account");
        }
        const after = await repository.updateUser(tx, staff.id, { email: input.email });
        if (after) {
          await deps.audit.record(tx, { actor: { kind: "staff", id: staff.id }, requestId: null }, [
            {
              entity: "staff_user",
              entityId: staff.id,
              action: "update",
              before: auditedOf(row),
              after: auditedOf(after),
            },
          ]);
        }
        return after;
      });
      if (!updated) throw new AppError("not_found", "Staff account not found");
      return toStaffUser(updated);
    },

    async list(query: { page: number; per_page: number; q?: string | undefined }): Promise<StaffUserList> {
      const { rows, total } = await repository.page(
        { q: query.q },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toStaffUser),
        total,
        page: query.page,
        per_page: query.per_page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      };
    },

    async get(id: number): Promise<StaffUser> {
      const row = await repository.byId(id);
      if (!row) throw new AppError("not_found", "Staff account not found");
      return toStaffUser(row);
    },

    async create(
      ctx: WriteContext,
      input: z.output<typeof staffUserCreateRequestSchema>,
    ): Promise<StaffUser> {
      const passwordHash = await hashNewPassword(input.password, input.email);
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repository.insertUser(
          {
            email: input.email,
            name: input.name,
            role: input.role,
            languages: input.role === "translator" ? input.languages : [],
            passwordHash,
          },
          tx,
        );
        if (inserted) {
          await deps.audit.record(tx, ctx, [
            {
              entity: "staff_user",
              entityId: inserted.id,
              action: "create",
              before: null,
              after: auditedOf(inserted),
            },
          ]);
        }
        return inserted;
      });
      if (!row) throw fieldError("email", "email_taken", "This e-mail already has a staff account");
      return toStaffUser(row);
    },

    /**
     * Role, languages, name, disabling and password resets. Disabling or resetting ends the account's sessions
     * at once. The last active owner can be neither demoted nor disabled (checked on the locked owner rows).
     */
    async update(
      ctx: WriteContext,
      id: number,
      input: z.output<typeof staffUserUpdateRequestSchema>,
    ): Promise<StaffUser> {
      const passwordHash =
        input.password === undefined
          ? undefined
          : await hashNewPassword(input.password, (await repository.byId(id))?.email ?? "");
      const row = await deps.db.transaction(async (tx) => {
        const owners = await repository.lockActiveOwners(tx);
        const current = await repository.byId(id, tx);
        if (!current) throw new AppError("not_found", "Staff account not found");
        const role = input.role ?? current.role;
        const active = input.active ?? current.status === 1;
        const losesOwner = owners.includes(id) && (role !== "owner" || !active);
        if (losesOwner && owners.length === 1) {
          throw new AppError("conflict", "The shop needs at least one active owner", {
            [input.role !== undefined && role !== "owner" ? "role" : "active"]: ["last_owner"],
          });
        }
        const languages = input.languages ?? current.languages;
        if (role === "translator" && languages.length === 0) {
          throw fieldError("languages", "languages_required", "A translator needs at least one language");
        }
        if (input.email !== undefined && (await repository.emailTaken(input.email, id, tx))) {
          throw fieldError("email", "email_taken", "This e-mail already has a staff account");
        }
        const updated = await repository.updateUser(tx, id, {
          ...(input.email === undefined ? {} : { email: input.email }),
          ...(input.name === undefined ? {} : { name: input.name }),
          role,
          languages: role === "translator" ? languages : [],
          status: active ? 1 : 0,
          ...(passwordHash === undefined ? {} : { passwordHash }),
        });
        if (!active || passwordHash !== undefined) await repository.revokeSessionsOf(id, { tx });
        if (updated) {
          const after = {
            ...auditedOf(updated),
            ...(passwordHash === undefined ? {} : { password: "reset" }),
          };
          await deps.audit.record(tx, ctx, [
            { entity: "staff_user", entityId: id, action: "update", before: auditedOf(current), after },
          ]);
        }
        return updated;
      });
      if (!row) throw new AppError("not_found", "Staff account not found");
      return toStaffUser(row);
    },
  };
}
