import { errorEnvelopeSchema } from "@dukkan/contracts";
import { mediaMaxBytes, staffMediaResponseSchema } from "@dukkan/contracts/media";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/app-error.ts";
import { mediaUrl } from "#server/lib/media-url.ts";
import { originOf } from "#server/lib/request-context.ts";
import { type Media, storeUpload } from "#server/modules/media/media.service.ts";
import { acceptMultipartFile } from "./multipart-file.ts";
import { requirePermission, staffAuthErrors } from "./staff-auth.ts";

const megabytes = mediaMaxBytes / 1024 / 1024;
/** The multipart envelope around the file (boundaries, headers) gets a little room beyond the file's limit. */
const bodyLimit = mediaMaxBytes + 64 * 1024;
const tooLarge = () =>
  new AppError("payload_too_large", `The file is larger than the limit of ${megabytes} MB`, {
    file: ["file_too_large"],
  });

/** `POST /staff/media`: one file in the multipart field `file`, checked by content and stored with its variants. */
export async function staffMediaRoutes(instance: FastifyInstance, options: { media: Media }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptMultipartFile(instance, bodyLimit);

  app.post(
    "/staff/media",
    {
      bodyLimit,
      // onRequest, not preHandler: an anonymous caller is refused before a byte of the body is read or buffered.
      onRequest: requirePermission("media.upload"),
      schema: {
        tags: ["staff"],
        summary: "Upload an image (JPEG, PNG, WebP, AVIF, SVG), a PDF or a video (MP4, WebM)",
        description:
          `Multipart, one field \`file\`, at most ${megabytes} MB (413 beyond). The type is read from the content, ` +
          "not the name; SVGs are stored without scripts, event handlers or outside references; images are " +
          "rendered at once at the storefront's widths (320, 640, 1200 WebP, `/media/<key>?w=`). A file that " +
          "cannot be read is refused with 400; one past a limit with 422 and its reason in `errors.file` " +
          "(`image_too_large` over 50 megapixels; `svg_entities`, `svg_namespace`, `svg_too_complex` for an SVG " +
          "with a DOCTYPE subset, without xmlns, or with `<use>` nested over 3 deep or over 10,000 elements " +
          "drawn; `processing_time_limit`, `processing_memory_limit`). Nothing is stored on refusal. 503 when the " +
          "media storage (a bucket, MEDIA_STORE=s3) does not answer: nothing is kept, send the file again.",
        consumes: ["multipart/form-data"],
        security: [{ apiKey: [], bearer: [] }],
        response: {
          201: staffMediaResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
          ...staffAuthErrors,
        },
      },
    },
    async (request, reply) => {
      const file = (request.body as { file?: unknown } | undefined)?.file;
      if (!(file instanceof Blob) || file.size === 0) {
        throw new AppError("bad_request", "Send one file in the multipart field `file`", {
          file: ["required"],
        });
      }
      if (file.size > mediaMaxBytes) throw tooLarge();
      const stored = await storeUpload(options.media.store, Buffer.from(await file.arrayBuffer()));
      reply.status(201).header("cache-control", "no-store");
      return { data: { ...stored, url: mediaUrl(originOf(request), stored.key) } };
    },
  );
}
