import type { Language, RequestContext } from "@dukkan/contracts";
import type { FastifyRequest } from "fastify";

/** The public origin of a request (PUBLIC_URL wins), used for absolute media URLs. */
export function originOf(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function requestContext(request: FastifyRequest, lang: Language): RequestContext {
  return { lang, origin: originOf(request), requestId: request.id };
}
