import { randomUUID } from "node:crypto";
import type { StaffRole } from "@dukkan/contracts";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { bearer, freshIp } from "#server/modules/clients/accounts.test-support.ts";
import { api, type TestApp } from "#server/test/harness.ts";

/** Shared by the staff API tests. */

export const demoOwner = { email: "staff@dukkan.iq", password: "Dukkan-staff-2026" };
export const staffPassword = "Counter-and-sink-7";

export interface StaffSession {
  token: string;
  refresh: string;
}

export function staffRefreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = (res.cookies as { name: string; value: string }[]).find(
    (c) => c.name === "dukkan_staff_refresh",
  );
  return cookie?.value || undefined;
}

export const staffLogin = (t: TestApp, credentials: { email: string; password: string }, ip = freshIp()) =>
  t.app.inject({ method: "POST", url: api("staff/login"), remoteAddress: ip, payload: credentials });

export async function signIn(
  t: TestApp,
  credentials: { email: string; password: string },
): Promise<StaffSession> {
  const res = await staffLogin(t, credentials);
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().data.token, refresh: staffRefreshCookieOf(res)! };
}

export const staffRefresh = (t: TestApp, refresh: string | undefined) =>
  t.app.inject({
    method: "POST",
    url: api("staff/refresh"),
    cookies: refresh ? { dukkan_staff_refresh: refresh } : {},
  });

/** A new account of `role`, created by the demo owner; returns its id and credentials. */
export async function createStaff(
  t: TestApp,
  owner: StaffSession,
  role: StaffRole,
  languages: string[] = role === "translator" ? ["ckb"] : [],
) {
  const email = `${role}-${randomUUID().slice(0, 8)}@dukkan.iq`;
  const res = await t.app.inject({
    method: "POST",
    url: api("staff/staff-users"),
    headers: bearer(owner.token),
    payload: { email, name: `Test ${role}`, role, languages, password: staffPassword },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, email, password: staffPassword };
}

export async function signedInStaff(t: TestApp, owner: StaffSession, role: StaffRole) {
  const account = await createStaff(t, owner, role);
  return { ...account, ...(await signIn(t, account)) };
}

export const patchStaff = (t: TestApp, token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: api(`staff/staff-users/${id}`), headers: bearer(token), payload });
