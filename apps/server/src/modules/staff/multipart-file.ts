import type { FastifyInstance } from "fastify";
import { AppError } from "#server/lib/app-error.ts";

/**
 * Parses `multipart/form-data` bodies of this (encapsulated) plugin's routes into `{ file }`: the form's `file`
 * field, a Blob, or null. The whole body is buffered within `bodyLimit` (413 beyond, by Fastify).
 */
export function acceptMultipartFile(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit }, (request, body, done) => {
    const headers = { "content-type": String(request.headers["content-type"]) };
    new Response(new Uint8Array(body as Buffer), { headers })
      .formData()
      .then((form) => done(null, { file: form.get("file") }))
      .catch(() =>
        done(new AppError("bad_request", "The request body is not a valid multipart form"), undefined),
      );
  });
}
