import type { FastifyReply, FastifyRequest } from "fastify";
import { staffRefreshLifetimeSeconds } from "./staff-sessions.ts";

/**
 * The staff refresh cookie: httpOnly, only sent to the staff API, SameSite=Strict (the staff app is same-origin,
 * so no cross-site request ever needs it), Secure when the request came over HTTPS.
 */
export const staffRefreshCookieName = "dukkan_staff_refresh";
const cookiePath = "/api/v1/staff";

const options = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: "strict", secure: request.protocol === "https", path: cookiePath }) as const;

export function setStaffRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(staffRefreshCookieName, token, {
    ...options(request),
    maxAge: staffRefreshLifetimeSeconds,
  });
}

export function clearStaffRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(staffRefreshCookieName, options(request));
}

export const staffRefreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[staffRefreshCookieName] || undefined;
