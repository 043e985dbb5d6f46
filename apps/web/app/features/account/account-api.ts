import type {
  ClientRecord,
  LoginResponse,
  ProfileUpdateRequest,
  RegisterRequest,
} from "@dukkan/contracts/accounts";
import type { Order } from "@dukkan/contracts/orders";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { Language } from "#app/lib/language.ts";

/** The account calls of spec §7, through the one API client. */

/** `POST /client`: status 1 as the spec's client sends it; empty optional fields are left out. */
export function register(form: RegisterRequest): Promise<{ data: ClientRecord }> {
  return api("/client", { body: { ...withoutBlanks(form), status: 1 } });
}

/** The session a sign-in starts: the token and the client (the top level of the contracts' `LoginResponse`). */
export type LoginAnswer = Pick<LoginResponse, "token" | "client">;

/**
 * `POST /client-login` with the credentials in the body (DESIGN "Spec quirks"). Spec §5: an answer without a
 * token or a client id is "Invalid user data received." (thrown as `InvalidUserData`).
 */
export async function login(phone: string, password: string): Promise<LoginAnswer> {
  const answer: Partial<LoginAnswer> = await api("/client-login", { body: { phone, password } });
  if (typeof answer?.token !== "string" || !answer.token || typeof answer.client?.id !== "number") {
    throw new InvalidUserData();
  }
  return { token: answer.token, client: answer.client };
}

export class InvalidUserData extends Error {
  constructor() {
    super("Invalid user data received.");
    this.name = "InvalidUserData";
  }
}

export async function getProfile(clientId: number): Promise<ClientRecord> {
  return (await api(`/client/${clientId}`)).data;
}

/** The profile update (spec §7 "update /client/{clientId}"): PUT; an emptied optional field clears it. */
export async function updateProfile(clientId: number, form: ProfileUpdateRequest): Promise<ClientRecord> {
  return (await api(`/client/${clientId}`, { method: "PUT", body: form })).data;
}

/** A real password change (DESIGN "Spec quirks"); answers with a fresh access token. */
export async function changePassword(
  clientId: number,
  body: { current_password: string; password: string },
): Promise<string> {
  return (await api(`/client/${clientId}/password`, { method: "PUT", body })).data.token;
}

/**
 * The client's orders (`GET /client-auth/orders`, issue 10). `null` while that endpoint does not exist yet,
 * so the dashboard can say orders will show here.
 */
export async function listOrders(lang: Language): Promise<Order[] | null> {
  try {
    const answer = await api("/client-auth/orders", {
      params: { lang },
      cache: true,
    });
    return Array.isArray(answer.data) ? answer.data : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function withoutBlanks<T extends object>(form: T): Partial<T> {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== "")) as Partial<T>;
}
