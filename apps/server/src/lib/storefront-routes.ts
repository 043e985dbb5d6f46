import { type Language, languageSchema } from "@dukkan/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requestContext } from "./request-context.ts";

/** What the storefront's reads under `/api/v1/{lang}` share (the catalogue's and content's routes, spec §7). */
export const langParams = z.object({ lang: languageSchema });
export const idParams = langParams.extend({ id: z.coerce.number().int().positive() });
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) => dataOf(z.array(schema));

/** Short-lived in browsers (spec §9: the client keeps data 60 s); the server cache is invalidated on writes. */
export const listingCache = { httpCache: { maxAge: 60 } };
export const contentCache = { httpCache: { maxAge: 300 } };

/** The request's context in the language of its `{lang}` segment (checked before the route runs). */
export const ctxOf = (request: { params: { lang: string } }) =>
  requestContext(request as unknown as FastifyRequest, request.params.lang as Language);
