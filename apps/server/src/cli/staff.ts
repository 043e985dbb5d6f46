/**
 * `npm run staff -- owner --email E`: creates an owner with this e-mail, or makes the account with it an active
 * owner with a new password (issue 36). The password is read from standard input when it is not a terminal
 * (`printf '%s' "$PASSWORD" | npm run staff -- owner --email E`), else asked for twice without echo.
 * On the embedded database the server must be stopped first: one process at a time may open PGlite's files.
 */
import { DatabaseStartupError, openDatabase, prepareDatabase } from "@dukkan/db";
import { loadConfig } from "#server/config.ts";
import { createCache } from "#server/lib/cache.ts";
import { releaseName } from "#server/lib/release.ts";
import { startupProblem } from "#server/lib/startup-problem.ts";
import { createFirstOwner } from "#server/modules/staff/first-owner.ts";
import { serverHoldingDataDir } from "#server/server-lock.ts";
import { createServices } from "#server/services.ts";
import { readPassword } from "./read-password.ts";

const usage = "usage: npm run staff -- owner --email E   (the password from standard input or a prompt)";

function fail(message: string): never {
  process.stderr.write(`dukkan staff: ${message}\n`);
  process.exit(1);
}

async function run(args: string[]) {
  const [command, ...rest] = args;
  const emailAt = rest.indexOf("--email");
  const email = emailAt >= 0 ? rest[emailAt + 1] : undefined;
  if (command !== "owner" || !email) fail(usage);

  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = serverHoldingDataDir(config.dataDir);
    if (pid !== null) {
      fail(
        `the server (process ${pid}) is using the embedded database in ${config.dataDir}: stop it, run this again, then start it`,
      );
    }
  }
  const password = await readPassword("Password for the owner: ");
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database, { release: releaseName() });
    const services = createServices(database.db, { cache: createCache(), tokenSecret: config.tokenSecret });
    const owner = createFirstOwner({
      db: database.db,
      staff: services.staff,
      tokenSecret: config.tokenSecret,
    });
    const outcome = await owner.createOrReset(email, password);
    process.stdout.write(
      outcome === "created"
        ? `dukkan staff: created the owner ${email.trim().toLowerCase()}\n`
        : `dukkan staff: ${email.trim().toLowerCase()} is an active owner with the new password; its sessions ended\n`,
    );
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DatabaseStartupError) fail(error.message);
  fail(startupProblem(error));
});
