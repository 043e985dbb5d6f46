import { isLanguage, type Language, type RequestContext } from "@dukkan/contracts";
import type { FastifyRequest } from "fastify";

/** The public origin of a request (PUBLIC_URL wins), used for absolute media URLs. */
export function originOf(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function requestContext(request: FastifyRequest, lang: Language): RequestContext {
  return { lang, origin: originOf(request), requestId: request.id };
}

/** For paths without `{lang}`: the `lang` query parameter, else the language cookie, else Arabic (spec §4). */
export function languageOf(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown }).lang;
  if (isLanguage(query)) return query;
  const cookie = request.cookies.lang;
  return isLanguage(cookie) ? cookie : "ar";
}
