import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";

/** Form fields, as a plain object; the first value of a repeated field wins, uploaded files are ignored. */
function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string" && !Object.hasOwn(fields, name)) {
      Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return fields;
}

/**
 * The spec's client sends forms (`application/x-www-form-urlencoded` or `multipart/form-data`) as well as JSON.
 * Registered per routes plugin, so only the routes that take forms accept them. Multipart bodies are parsed by
 * the platform's `Response.formData()`, within the app's body limit.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, fieldsOf(new URLSearchParams(body as string)));
    },
  );
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, (request, body, done) => {
    const headers = { "content-type": String(request.headers["content-type"]) };
    new Response(new Uint8Array(body as Buffer), { headers })
      .formData()
      .then((form) => done(null, fieldsOf(form.entries())))
      .catch(() => {
        const error = Object.assign(new Error("The request body is not valid"), { statusCode: 400 });
        done(error, undefined);
      });
  });
}

/**
 * For routes whose form bodies the services validate (so that every failure becomes a 422 field error in the
 * spec's shape, not the generic 400): the body passes as sent; the schema still documents it. Params and query
 * are validated as usual.
 */
export const formBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === "body" ? (data) => ({ value: data }) : validatorCompiler(route as never);
