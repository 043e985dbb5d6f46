import type { FastifyReply, FastifyRequest } from "fastify";
import { secureCookies } from "#server/lib/secure-cookie.ts";
import { staffRefreshLifetimeSeconds } from "./staff-sessions.ts";

/**
 * The staff refresh cookie: httpOnly, only sent to the staff API, SameSite=Strict (the staff app is same-origin,
 * so no cross-site request ever needs it), Secure over HTTPS (`secureCookies`).
 */
export const staffRefreshCookieName = "dukkan_staff_refresh";
const cookiePath = "/api/v1/staff";

/**
 * A readable sign that a session may exist (no secret in it), on the app's pages only: without it, the app goes
 * straight to sign-in instead of asking for a refresh that can only fail.
 */
export const staffSessionHintName = "dukkan_staff_session";

const options = (request: FastifyRequest, path: string, httpOnly: boolean) =>
  ({ httpOnly, sameSite: "strict", secure: secureCookies(request), path }) as const;

export function setStaffRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const maxAge = staffRefreshLifetimeSeconds;
  reply.setCookie(staffRefreshCookieName, token, { ...options(request, cookiePath, true), maxAge });
  reply.setCookie(staffSessionHintName, "1", { ...options(request, "/staff", false), maxAge });
}

export function clearStaffRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(staffRefreshCookieName, options(request, cookiePath, true));
  reply.clearCookie(staffSessionHintName, options(request, "/staff", false));
}

export const staffRefreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[staffRefreshCookieName] || undefined;
