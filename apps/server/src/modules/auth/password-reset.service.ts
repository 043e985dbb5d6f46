import {
  type ClientRecord,
  type Language,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "@dukkan/contracts";
import { FieldErrorsError, fieldError, parseForm } from "#server/lib/field-errors.ts";
import type { PasswordHasher } from "#server/lib/password-hasher.ts";
import { passwordProblem } from "#server/lib/password-policy.ts";
import type { ClientsService } from "#server/modules/clients/clients.service.ts";
import type { Session } from "./auth.service.ts";
import type { PhoneCodes } from "./phone-codes.service.ts";

/**
 * "Forgot password?" (issue 39, decision 0038): a code to the phone, then the code and a new password. The
 * request's answer and its work are the same whether the phone is registered or not (a code row is written for
 * an unknown phone too, and never sent), so neither the answer nor its timing tells who is a client.
 */
export function createPasswordReset(deps: {
  clients: ClientsService;
  hasher: PasswordHasher;
  codes: PhoneCodes;
  /** Ends every session of a client, and starts one for this device. */
  sessions: { endAllOf(clientId: number): Promise<void>; start(clientId: number): Promise<Session> };
}) {
  const { clients, hasher, codes, sessions } = deps;

  return {
    async request(body: unknown, pageLang: Language): Promise<void> {
      const input = parseForm(passwordResetRequestSchema, body);
      const found = await clients.credentialsByPhone(input.phone);
      const deliver = found !== null && found.status === 1;
      await codes.send({
        phone: input.phone,
        purpose: "password_reset",
        lang: input.lang ?? pageLang,
        deliver,
      });
    },

    /**
     * The new password is checked first (a weak one does not use up a try); then the code takes one try. A
     * wrong, expired or used code, or a phone that is not a client's: one 422 on `code`.
     */
    async confirm(body: unknown): Promise<Session & { client: ClientRecord }> {
      const input = parseForm(passwordResetConfirmSchema, body);
      const found = await clients.credentialsByPhone(input.phone);
      const weak = passwordProblem(input.password, { phone: input.phone, email: found?.record.email });
      if (weak) throw new FieldErrorsError({ password: [weak] });
      const ok = await codes.consume(input.phone, "password_reset", input.code);
      if (!ok || !found || found.status !== 1) throw fieldError("code", "code_invalid");
      await clients.setPasswordHash(found.id, await hasher.hash(input.password));
      await sessions.endAllOf(found.id);
      return { ...(await sessions.start(found.id)), client: found.record };
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
