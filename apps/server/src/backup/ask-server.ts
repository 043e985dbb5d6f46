import type { Writable } from "node:stream";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AppConfig } from "#server/config.ts";
import { issueLocalToken, tokenHeader, withdrawLocalToken } from "./local-token.ts";
import { BackupProblem } from "./pg-tools.ts";

/** The server's own address as this machine reaches it: a wildcard listener answers on loopback. */
function serverOrigin(config: AppConfig): string {
  const host =
    config.host === "0.0.0.0" || config.host === ""
      ? "127.0.0.1"
      : config.host === "::"
        ? "::1"
        : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}

/**
 * The running server holds the embedded database's files: it takes the copy (backup.routes.ts) and streams the
 * archive to `out`, for the one-time token this command leaves in DATA_DIR.
 */
export async function backupThroughServer(config: AppConfig, pid: number, out: Writable): Promise<void> {
  const origin = serverOrigin(config);
  const url = `${origin}/api/v1/staff/backup?api_key=${encodeURIComponent(config.apiKey)}`;
  const token = await issueLocalToken(config.dataDir);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { [tokenHeader]: token, "accept-encoding": "identity" },
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new BackupProblem(
        `the server (process ${pid}) holds ${config.dataDir} but does not answer at ${origin} (${cause}): run this with the server's HOST and PORT`,
      );
    }
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new BackupProblem(
        `the server (process ${pid}) refused the backup (HTTP ${response.status}): ${body?.message ?? response.statusText}`,
      );
    }
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), out);
  } finally {
    await withdrawLocalToken(config.dataDir);
  }
}
