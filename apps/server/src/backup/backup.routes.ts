import { rm } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { Database } from "@dukkan/db";
import type { FastifyInstance } from "fastify";
import { AppError } from "#server/lib/app-error.ts";
import { releaseName } from "#server/lib/release.ts";
import { archiveName } from "./create-backup.ts";
import { snapshotDatabase } from "./database-snapshot.ts";
import { consumeLocalToken, tokenHeader } from "./local-token.ts";
import { writeBackup } from "./write-archive.ts";

/**
 * `POST /api/v1/staff/backup`: the archive of `npm run backup`, streamed by the running server. Only this
 * process may open an embedded database's files, so a consistent copy of PGlite while the shop runs is taken
 * here (decision 0026). The caller presents the one-time token it wrote into DATA_DIR (local-token.ts): the
 * route serves the command on the same machine, not the web. Hidden from the OpenAPI document for that reason.
 */
export async function backupRoutes(app: FastifyInstance, options: { database: Database }) {
  let running = false;
  app.post("/staff/backup", { schema: { hide: true }, compress: false }, async (request, reply) => {
    const token = request.headers[tokenHeader];
    if (!(await consumeLocalToken(app.config.dataDir, typeof token === "string" ? token : undefined)))
      throw new AppError(
        "forbidden",
        "A backup is made by `npm run backup` on the server's machine (it writes a one-time token to DATA_DIR)",
      );
    if (running) throw new AppError("conflict", "A backup is being made: try again when it ends");
    running = true;
    const workFile = path.join(app.config.dataDir, `.backup-${request.id}.dump`);
    const done = () => {
      running = false;
      return rm(workFile, { force: true });
    };
    try {
      // Taken before answering, so that a failure is an error answer rather than a cut archive.
      const snapshot = await snapshotDatabase(options.database, {
        databaseUrl: app.config.databaseUrl,
        workFile,
      });
      const body = new PassThrough();
      writeBackup(body, { snapshot, mediaDir: app.config.mediaDir, release: releaseName() })
        .catch((error: unknown) => {
          request.log.error({ err: error }, "backup");
          body.destroy(error as Error);
        })
        .finally(done);
      return reply
        .type("application/x-tar")
        .header("content-disposition", `attachment; filename="${archiveName()}"`)
        .header("cache-control", "no-store")
        .send(body);
    } catch (error) {
      await done();
      throw error;
    }
  });
}
