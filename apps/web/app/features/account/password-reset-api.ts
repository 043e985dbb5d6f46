import { api } from "#app/lib/api-client.ts";
import type { Language } from "#app/lib/language.ts";
import { InvalidUserData, type LoginAnswer } from "./account-api.ts";

/** "Forgot password?" (issue 39): always 202, whether the phone is registered or not. */
export async function requestResetCode(phone: string, lang: Language): Promise<void> {
  await api("/client/password-reset", { body: { phone, lang } });
}

/** The code and the new password: the answer signs this device in, as a login does. */
export async function confirmReset(body: {
  phone: string;
  code: string;
  password: string;
}): Promise<LoginAnswer> {
  const answer: Partial<LoginAnswer> = await api("/client/password-reset/confirm", { body });
  if (typeof answer?.token !== "string" || typeof answer.client?.id !== "number") throw new InvalidUserData();
  return { token: answer.token, client: answer.client };
}
