import type { ClientRecord } from "@dukkan/contracts/accounts";
import { ApiError, api } from "#app/lib/api-client.ts";
import type { Language } from "#app/lib/language.ts";

/** The account calls of spec §7, through the one API client. */

export interface RegisterForm {
  full_name: string;
  phone: string;
  password: string;
  email: string;
  city_id: string;
  born_date: string;
  gender: string;
}

export type ProfileForm = Omit<RegisterForm, "password">;

/** `POST /client`: status 1 as the spec's client sends it; empty optional fields are left out. */
export function register(form: RegisterForm): Promise<{ data: ClientRecord }> {
  return api("/client", { body: { ...withoutBlanks(form), status: 1 } });
}

export interface LoginAnswer {
  token: string;
  client: ClientRecord;
}

/**
 * `POST /client-login` with the credentials in the body (DESIGN "Spec quirks"). Spec §5: an answer without a
 * token or a client id is "Invalid user data received." (thrown as `InvalidUserData`).
 */
export async function login(phone: string, password: string): Promise<LoginAnswer> {
  const answer = await api<Partial<LoginAnswer>>("/client-login", { body: { phone, password } });
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
  return (await api<{ data: ClientRecord }>(`/client/${clientId}`)).data;
}

/** The profile update (spec §7 "update /client/{clientId}"): PUT; an emptied optional field clears it. */
export async function updateProfile(clientId: number, form: ProfileForm): Promise<ClientRecord> {
  return (await api<{ data: ClientRecord }>(`/client/${clientId}`, { method: "PUT", body: form })).data;
}

/** A real password change (DESIGN "Spec quirks"); answers with a fresh access token. */
export async function changePassword(
  clientId: number,
  body: { current_password: string; password: string },
): Promise<string> {
  return (await api<{ data: { token: string } }>(`/client/${clientId}/password`, { method: "PUT", body }))
    .data.token;
}

export interface OrderSummary {
  order_number: string;
  status: string;
  created_at: string;
  total: number;
  items: unknown[];
}

/**
 * The client's orders (`GET /client-auth/orders`, issue 10). `null` while that endpoint does not exist yet,
 * so the dashboard can say orders will show here.
 */
export async function listOrders(lang: Language): Promise<OrderSummary[] | null> {
  try {
    const answer = await api<{ data: OrderSummary[] }>("/client-auth/orders", {
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
