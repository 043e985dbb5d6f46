import {
  type ClientRecord,
  phoneSearchDigits,
  profileUpdateRequestSchema,
  registerRequestSchema,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { notFound } from "#server/lib/app-error.ts";
import { FieldErrorsError, fieldError, parseForm } from "#server/lib/field-errors.ts";
import type { PasswordHasher } from "#server/lib/password-hasher.ts";
import { passwordProblem } from "#server/lib/password-policy.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import {
  type ClientFields,
  createClientsRepository,
  isUniqueViolation,
  toClientRecord,
} from "./clients.repository.ts";

const phoneKey = "clients_phone_key";

export function createClientsService(deps: {
  db: Db;
  hasher: PasswordHasher;
  cities: CitiesService;
  audit: AuditService;
}) {
  const repository = createClientsRepository(deps.db);
  const { hasher, cities } = deps;

  /** The rules the schema cannot check: a free phone, an existing city. Collected, so all show at once. */
  async function checkFields(fields: { phone?: string; cityId?: number | null }, exceptId?: number) {
    const codes: ConstructorParameters<typeof FieldErrorsError>[0] = {};
    const [taken, cityFound] = await Promise.all([
      fields.phone ? repository.phoneTaken(fields.phone, exceptId) : false,
      fields.cityId ? cities.exists(fields.cityId) : true,
    ]);
    if (taken) codes.phone = ["phone_taken"];
    if (!cityFound) codes.city_id = ["invalid_city"];
    return codes;
  }

  return {
    /** `POST /client`: field errors (422) for anything wrong, a phone already registered included. */
    async register(body: unknown): Promise<ClientRecord> {
      const input = parseForm(registerRequestSchema, body);
      const codes = await checkFields({ phone: input.phone, cityId: input.city_id });
      const weak = passwordProblem(input.password, { email: input.email, phone: input.phone });
      if (weak) codes.password = [weak];
      if (Object.keys(codes).length > 0) throw new FieldErrorsError(codes);
      const passwordHash = await hasher.hash(input.password);
      try {
        const row = await repository.insert({
          fullName: input.full_name,
          phone: input.phone,
          passwordHash,
          email: input.email ?? null,
          cityId: input.city_id ?? null,
          bornDate: input.born_date ?? null,
          gender: input.gender ?? null,
        });
        return toClientRecord(row);
      } catch (error) {
        // Two registrations of one phone at once: the unique index decides.
        if (isUniqueViolation(error, phoneKey)) throw fieldError("phone", "phone_taken");
        throw error;
      }
    },

    async get(id: number): Promise<ClientRecord> {
      const row = await repository.byId(id);
      if (!row) throw notFound("Client not found");
      return toClientRecord(row);
    },

    /** Fields left out stay; an empty optional field is cleared. */
    async updateProfile(id: number, body: unknown): Promise<ClientRecord> {
      const input = parseForm(profileUpdateRequestSchema, body);
      const codes = await checkFields({ phone: input.phone, cityId: input.city_id }, id);
      if (Object.keys(codes).length > 0) throw new FieldErrorsError(codes);
      const fields: ClientFields = {};
      if (input.full_name !== undefined) fields.fullName = input.full_name;
      if (input.phone !== undefined) fields.phone = input.phone;
      if (input.email !== undefined) fields.email = input.email;
      if (input.city_id !== undefined) fields.cityId = input.city_id;
      if (input.born_date !== undefined) fields.bornDate = input.born_date;
      if (input.gender !== undefined) fields.gender = input.gender;
      try {
        const row =
          Object.keys(fields).length > 0 ? await repository.update(id, fields) : await repository.byId(id);
        if (!row) throw notFound("Client not found");
        return toClientRecord(row);
      } catch (error) {
        if (isUniqueViolation(error, phoneKey)) throw fieldError("phone", "phone_taken");
        throw error;
      }
    },

    /** What an order entered by staff takes from an account (issue 38): name, phone, governorate; or null. */
    async contactOf(id: number) {
      const row = await repository.byId(id);
      return row ? { fullName: row.fullName, phone: row.phone, cityId: row.cityId } : null;
    },
    /** The account with this (normalised) phone, if any: a staff-entered order for it joins its history. */
    async idByPhone(phone: string): Promise<number | null> {
      return (await repository.byPhone(phone))?.id ?? null;
    },

    /** For login: the stored hash and status of the client with this (normalised) phone. */
    async credentialsByPhone(phone: string) {
      const row = await repository.byPhone(phone);
      return row
        ? { id: row.id, passwordHash: row.passwordHash, status: row.status, record: toClientRecord(row) }
        : null;
    },
    /** For a password change: the stored hash, and what the new password must not be made of. */
    async credentialsOf(id: number) {
      const row = await repository.byId(id);
      return row ? { passwordHash: row.passwordHash, email: row.email, phone: row.phone } : null;
    },
    setPasswordHash: (id: number, passwordHash: string) => repository.setPasswordHash(id, passwordHash),

    /** The staff's customer list (issue 17): `q` is a name or a phone in any digit form. */
    async staffPage(query: { page: number; per_page: number; q?: string | undefined }) {
      const q = query.q?.trim();
      const search = q ? { phoneDigits: phoneSearchDigits(q), name: /\p{L}/u.test(q) ? q : null } : null;
      return repository.staffPage(search, query.per_page, (query.page - 1) * query.per_page);
    },
    async staffGet(id: number) {
      const row = await repository.byId(id);
      if (!row) throw notFound("No customer with this id");
      return row;
    },
    /** Disabling takes effect on the next request: access tokens of an inactive client are refused (requireClient). */
    async setActive(write: WriteContext, id: number, active: boolean) {
      await deps.db.transaction(async (tx) => {
        const before = await repository.byId(id, tx);
        if (!before) throw notFound("No customer with this id");
        await repository.setStatus(id, active ? 1 : 0, tx);
        await deps.audit.record(tx, write, [
          {
            entity: "customer",
            entityId: id,
            action: "update",
            before: { active: before.status === 1 },
            after: { active },
          },
        ]);
      });
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
