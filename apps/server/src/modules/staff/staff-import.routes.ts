import {
  bulkAnswerSchema,
  bulkRequestSchema,
  errorEnvelopeSchema,
  importJobSchema,
  importQuerySchema,
  importReportSchema,
  writeErrorSchema,
} from "@dukkan/contracts";
import { staffProductListQuerySchema } from "@dukkan/contracts/staff-products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { originOf } from "#server/lib/request-context.ts";
import { type Media, storeUpload } from "#server/modules/media/media.service.ts";
import { acceptMultipartFile } from "./multipart-file.ts";
import { requirePermission, staffAuthErrors, staffWriteContext } from "./staff-auth.ts";

/** A new brand's logo until staff upload its own: its first letter on the shop's colour. */
function placeholderLogo(name: string): Buffer {
  const letter = [...name.trim()][0] ?? "?";
  const text = letter.replace(/[<>&"']/g, "?");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="#0f3d3e"/><text x="160" y="200" font-size="140" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${text}</text></svg>`,
  );
}

/** An import file's limit: 10,000 rows of a sheet are a few MB; 50 MB of anything is refused unread. */
const maxImportBytes = 20 * 1024 * 1024;
const security = [{ apiKey: [], bearer: [] }];
const types = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * Catalogue export and import (issue 19): the product sheet of a list view (`GET /staff/export/products.csv`,
 * `.xlsx`, the list's filters in the query) and `POST /staff/import/products?dry_run=&mode=` with the file as
 * multipart field `file` (or as the raw body).
 */
export async function staffImportRoutes(instance: FastifyInstance, options: { media: Media }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { productImport } = app.services;

  acceptMultipartFile(instance, maxImportBytes + 64 * 1024);
  for (const type of ["text/csv", "application/octet-stream", types.xlsx])
    app.addContentTypeParser(type, { parseAs: "buffer", bodyLimit: maxImportBytes }, (_request, body, done) =>
      done(null, { file: body }),
    );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/staff/export/products.${format}`,
      {
        onRequest: requirePermission("catalog.view"),
        schema: {
          tags: ["staff"],
          summary: `The product sheet as ${format.toUpperCase()}: one row per size, the product list's filters apply`,
          description:
            "Columns: code, name:ar…name:it, brand, categories (`|`), discount, active, colour, size:ar…size:it, " +
            "price (IQD), stock, images (URLs, `|`), stock_at_export (the stock again: an import's conflict " +
            "check). Text cells that would start a formula are prefixed with `'`.",
          security,
          querystring: staffProductListQuerySchema,
          // The 200 is a file stream, not JSON.
          response: { 400: errorEnvelopeSchema, ...staffAuthErrors },
        },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        const stream =
          format === "csv"
            ? productImport.exportCsv(request.query, originOf(request))
            : productImport.exportXlsx(request.query, originOf(request));
        return reply
          .header("content-type", types[format])
          .header("content-disposition", `attachment; filename="dukkan-products-${day}.${format}"`)
          .header("cache-control", "no-store")
          .send(stream as never);
      },
    );
  }

  app.post(
    "/staff/import/products",
    {
      // At onRequest, before the body (up to 20 MB) is read or parsed: an anonymous upload costs nothing.
      onRequest: requirePermission("import.run"),
      bodyLimit: maxImportBytes + 64 * 1024,
      schema: {
        tags: ["staff"],
        summary:
          "Import the product sheet (CSV or XLSX): a report per row and column; written unless `dry_run`",
        description:
          "Products match by code. `mode=all` writes nothing unless every row is valid; `mode=valid` writes the " +
          "products whose rows are all valid. Stock is left as it is unless `set_stock=true`; then a row whose " +
          "size's stock changed since the export (`stock_at_export`) is a `conflict`, not applied. Prices take " +
          "Arabic-Indic digits and thousands separators; images " +
          "only from this shop's media. A file that cannot be read (not UTF-8, no header, an XLSX bomb, a missing " +
          `column) is 400 with \`errors.file\`; over ${maxImportBytes / 1024 / 1024} MB, 413.`,
        consumes: ["multipart/form-data", "text/csv", types.xlsx],
        security,
        querystring: importQuerySchema,
        response: {
          200: importReportSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          ...staffAuthErrors,
        },
      },
    },
    async (request, reply) => {
      const file = (request.body as { file?: unknown } | undefined)?.file;
      const bytes =
        file instanceof Blob
          ? new Uint8Array(await file.arrayBuffer())
          : file instanceof Buffer
            ? file
            : null;
      if (!bytes || bytes.length === 0)
        throw new AppError("bad_request", "Send the file in the multipart field `file`", {
          file: ["required"],
        });
      if (bytes.length > maxImportBytes)
        throw new AppError(
          "payload_too_large",
          `The file is larger than the limit of ${maxImportBytes / 1024 / 1024} MB`,
          {
            file: ["file_too_large"],
          },
        );
      reply.header("cache-control", "no-store");
      const ctx = staffWriteContext(request);
      const prepared = await productImport.prepare(bytes, {
        dryRun: request.query.dry_run === "true",
        mode: request.query.mode,
        origin: originOf(request),
        createBrands: request.query.create_brands === "true",
        createCategoriesIn: request.query.create_categories_in,
        setStock: request.query.set_stock === "true",
        placeholder: async (name) => (await storeUpload(options.media.store, placeholderLogo(name))).key,
      });
      if (request.query.background !== "true") return prepared.write(ctx);
      const job = productImport.jobs.start(ctx.actor.id, prepared.total, (progress) =>
        prepared.write(ctx, progress),
      );
      // The 202 answer (its schema above); the handler's type knows only the 200.
      return reply.code(202).send({ data: job } as never);
    },
  );

  app.get(
    "/staff/import/jobs/:id",
    {
      onRequest: requirePermission("import.run"),
      schema: {
        tags: ["staff"],
        summary:
          "A background import: products written of the total, then its report (the starter's own only)",
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ data: importJobSchema }), 404: errorEnvelopeSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      const job = productImport.jobs.get(request.params.id, staffWriteContext(request).actor.id);
      if (!job) throw notFound("No import job with this id");
      reply.header("cache-control", "no-store");
      return { data: job };
    },
  );

  for (const step of ["preview", "apply"] as const) {
    app.post(
      `/staff/products/bulk/${step}`,
      {
        onRequest: requirePermission("catalog.edit"),
        schema: {
          tags: ["staff"],
          summary:
            step === "preview"
              ? "Bulk change, previewed: what one change does to the products the list's filters select"
              : "Bulk change, applied: batches of 1,000 products, one audit entry each",
          description:
            "Changes: `price` by `percent` or `amount` (IQD), rounded to 250 (no price may reach 0); `discount`; " +
            "`active`; `brand`; `category` (`add` or `replace`). Answers the number of products selected, of rows " +
            "changed, and the first 100 changes before and after.",
          security,
          body: bulkRequestSchema,
          response: {
            200: bulkAnswerSchema,
            400: errorEnvelopeSchema,
            422: writeErrorSchema,
            ...staffAuthErrors,
          },
        },
      },
      async (request) => {
        const { catalogWrites } = app.services;
        return step === "preview"
          ? catalogWrites.previewBulkChange(request.body)
          : catalogWrites.applyBulkChange(staffWriteContext(request), request.body);
      },
    );
  }
}
