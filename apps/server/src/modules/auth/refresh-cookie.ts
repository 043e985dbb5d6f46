import type { FastifyReply, FastifyRequest } from "fastify";
import { secureCookies } from "#server/lib/secure-cookie.ts";
import { refreshTokenLifetimeSeconds } from "./auth.service.ts";

export const refreshCookieName = "dukkan_refresh";
const cookiePath = "/api/v1";

/** httpOnly, SameSite=Lax, only sent to the API, Secure over HTTPS (`secureCookies`). */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(refreshCookieName, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(request),
    path: cookiePath,
    maxAge: refreshTokenLifetimeSeconds,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(refreshCookieName, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(request),
    path: cookiePath,
  });
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[refreshCookieName] || undefined;
