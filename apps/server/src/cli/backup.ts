/**
 * `npm run backup -- --out FILE|DIR [--keep N]`: one archive of the database and the media (issue 36, decision
 * 0026). PostgreSQL is dumped by pg_dump in one snapshot; the embedded database is copied by this command when no
 * server runs, else by the running server, which this command asks through a one-time token in DATA_DIR. The
 * archive is written beside its name, read back and checked, then renamed: a name that exists is a whole backup.
 */
import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { DatabaseStartupError, openDatabase } from "@dukkan/db";
import { backupThroughServer } from "#server/backup/ask-server.ts";
import { archiveName, createBackup } from "#server/backup/create-backup.ts";
import { BackupProblem } from "#server/backup/pg-tools.ts";
import { readVerified } from "#server/backup/read-archive.ts";
import { keepNewest } from "#server/backup/retention.ts";
import { loadConfig } from "#server/config.ts";
import { releaseName } from "#server/lib/release.ts";
import { startupProblem } from "#server/lib/startup-problem.ts";
import { serverHoldingDataDir } from "#server/server-lock.ts";

const usage = "usage: npm run backup -- --out FILE|DIRECTORY [--keep N]";

function fail(message: string): never {
  process.stderr.write(`dukkan backup: ${message}\n`);
  process.exit(1);
}

function parseArgs(args: string[]): { out: string; keep: number | undefined } {
  let out: string | undefined;
  let keep: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === "--out" && value) out = value;
    else if (flag === "--keep" && value && /^[1-9]\d*$/.test(value)) keep = Number(value);
    else fail(usage);
    i++;
  }
  if (!out) fail(usage);
  const invoked = process.env.INIT_CWD ?? process.cwd();
  const resolved = path.resolve(invoked, out);
  const isDirectory = out.endsWith("/") || (existsSync(resolved) && statSync(resolved).isDirectory());
  return { out: isDirectory ? path.join(resolved, archiveName()) : resolved, keep };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function run(args: string[]) {
  const startedAt = performance.now();
  const { out, keep } = parseArgs(args);
  const config = loadConfig();
  await mkdir(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  // The archive holds every password hash and address: its owner alone may read it.
  const file = createWriteStream(partial, { mode: 0o600 });
  try {
    const pid = config.databaseUrl ? null : serverHoldingDataDir(config.dataDir);
    if (pid !== null) {
      await backupThroughServer(config, pid, file);
    } else {
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolMax: 2,
      });
      try {
        await createBackup(file, {
          database,
          databaseUrl: config.databaseUrl,
          mediaDir: config.mediaDir,
          release: releaseName(),
          workDir: path.dirname(out),
        });
      } finally {
        await database.close();
      }
    }
    const manifest = await readVerified(createReadStream(partial));
    await rename(partial, out);
    const removed = keep ? await keepNewest(path.dirname(out), keep, out) : [];
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const media = Object.keys(manifest.files).length - 1;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(
      `dukkan backup: wrote ${out} (${megabytes((await stat(out)).size)}; ${manifest.database.kind}, schema ${manifest.schema.tag}, ${rows.toLocaleString("en")} rows, ${media.toLocaleString("en")} media files) in ${seconds} s${removed.length ? `; removed ${removed.length} older backup(s)` : ""}\n`,
    );
  } catch (error) {
    file.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupProblem || error instanceof DatabaseStartupError) fail(error.message);
  fail(startupProblem(error));
});
