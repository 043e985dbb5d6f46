/**
 * `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` into this DATA_DIR or DATABASE_URL
 * (issue 36, decision 0026). An empty target only, unless --force; the archive is checked whole before anything
 * is replaced; a backup of a newer schema is refused; an older one is migrated forward. Stop the server first.
 */

import path from "node:path";
import { DatabaseStartupError } from "@dukkan/db";
import { BackupProblem } from "#server/backup/pg-tools.ts";
import { restoreBackup } from "#server/backup/restore-backup.ts";
import { loadConfig } from "#server/config.ts";
import { releaseName } from "#server/lib/release.ts";
import { startupProblem } from "#server/lib/startup-problem.ts";
import { serverHoldingDataDir } from "#server/server-lock.ts";

const usage = "usage: npm run restore -- FILE [--force]";

function fail(message: string): never {
  process.stderr.write(`dukkan restore: ${message}\n`);
  process.exit(1);
}

async function run(args: string[]) {
  const startedAt = performance.now();
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("--")) fail(usage);
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const config = loadConfig();
  const pid = config.databaseUrl ? null : serverHoldingDataDir(config.dataDir);
  if (pid !== null)
    fail(`the server (process ${pid}) is using the embedded database in ${config.dataDir}: stop it first`);
  const outcome = await restoreBackup({
    archive,
    force,
    dataDir: config.dataDir,
    mediaDir: config.mediaDir,
    databaseUrl: config.databaseUrl,
    release: releaseName(),
  });
  const { manifest } = outcome;
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(
    `dukkan restore: restored the backup of ${manifest.created_at} (release ${manifest.release}, ${rows.toLocaleString("en")} rows, ${Object.keys(manifest.files).length - 1} media files) into ${outcome.target}; schema now ${outcome.migratedTo}; in ${seconds} s\n`,
  );
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupProblem || error instanceof DatabaseStartupError) fail(error.message);
  fail(startupProblem(error));
});
