/**
 * `npm run migrate`: applies the release's migrations and nothing else (issue 36), as an upgrade's step of its
 * own before the instances restart. Under the same lock as a starting server; a database migrated by a newer
 * release is refused in one line. On the embedded database the server must be stopped first.
 */
import { DatabaseStartupError, knownMigrations, openDatabase, prepareDatabase } from "@dukkan/db";
import { loadConfig } from "#server/config.ts";
import { releaseName } from "#server/lib/release.ts";
import { startupProblem } from "#server/lib/startup-problem.ts";
import { serverHoldingDataDir } from "#server/server-lock.ts";

function fail(message: string): never {
  process.stderr.write(`dukkan migrate: ${message}\n`);
  process.exit(1);
}

async function run() {
  const config = loadConfig();
  const pid = config.databaseUrl ? null : serverHoldingDataDir(config.dataDir);
  if (pid !== null)
    fail(`the server (process ${pid}) is using the embedded database in ${config.dataDir}: stop it first`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const release = releaseName();
    await prepareDatabase(database, { release });
    const { count, newestTag } = knownMigrations();
    process.stdout.write(
      `dukkan migrate: the database is at ${newestTag} (${count} migrations, release ${release})\n`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof DatabaseStartupError) fail(error.message);
  fail(startupProblem(error));
});
