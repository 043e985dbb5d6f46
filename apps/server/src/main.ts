import {
  DatabaseStartupError,
  isEmpty,
  keepPgliteStatistics,
  openDatabase,
  prepareDatabase,
} from "@dukkan/db";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { releaseMemoryWhenIdle } from "./idle-memory.ts";
import { releaseName } from "./lib/release.ts";
import { startupProblem } from "./lib/startup-problem.ts";
import { ignoreBrokenPipes, logDestination } from "./log-destination.ts";
import { startDraining } from "./modules/health/readiness.ts";
import { openMediaStore } from "./modules/media/open-media.ts";
import { createFirstOwner } from "./modules/staff/first-owner.ts";
import { seedDemoStore } from "./seed/index.ts";
import { holdDataDir } from "./server-lock.ts";
import { connectionTracker, killAfter, shutdownOnSignal } from "./shutdown.ts";

/** Start-up problems the operator can fix get one clear line and exit code 1, never a stack dump. */
function fail(message: string): never {
  process.stderr.write(`dukkan: ${message}\n`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  ignoreBrokenPipes();
  const log = logDestination();
  const config = loadConfig();
  const release = releaseName();
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let database = await open();
  if (database.kind === "pglite") holdDataDir(config.dataDir);
  let seeded = false;
  // Several instances may start at once: the schema check, the migrations and the seed run under one lock.
  await prepareDatabase(database, {
    release,
    afterMigrations: async () => {
      if (!config.demoStore || !(await isEmpty(database.db))) return;
      process.stdout.write("dukkan: empty database, seeding the demo store…\n");
      // In production the demo store comes without the demo owner and its published password.
      const mediaDir = await openMediaStore(config); // the data directory's, or the bucket (MEDIA_STORE)
      await seedDemoStore(database.db, { mediaDir, demoOwner: !config.production });
      seeded = true;
    },
  });
  // The seed leaves ~75 MB behind in glibc's main heap, which glibc hands back only from its top, and PGlite's
  // WebAssembly memory at the seed's peak (it never shrinks): the seeding start idled at ~240 MB against ~165 MB
  // on a restart (issue 37, decision 0039). So this process starts itself again on the seeded data, as a restart
  // would (same PID, arguments and environment; a few seconds, once per shop). Without execve, a fresh PGlite.
  if (seeded) {
    await database.close();
    process.execve?.(
      process.execPath,
      [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      process.env,
    );
    database = await open();
  }
  // PGlite has no autovacuum: without statistics it planned the staff lists badly (issue 37, decision 0039).
  const statistics = keepPgliteStatistics(database, {
    onError: (error) => process.stderr.write(`dukkan: ANALYZE failed: ${startupProblem(error)}\n`),
  });
  await statistics.ready;
  const app = await buildApp({ config, database, logStream: log.destination });

  const connections = connectionTracker(app.server);
  const idleMemory = releaseMemoryWhenIdle(app.server);
  const shutdown = shutdownOnSignal({
    drain: () => {
      startDraining(app.server);
      return connections.drain();
    },
    close: async () => {
      idleMemory.stop();
      statistics.stop();
      await app.close();
      await database.close();
    },
    log: (message, details) => app.log.info(details ?? {}, message),
    exit: (code) => void log.settle().then(() => process.exit(code)),
    killAfter: (ms) => void killAfter(ms),
  });
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  const firstOwner = createFirstOwner({
    db: database.db,
    staff: app.services.staff,
    tokenSecret: config.tokenSecret,
  });
  const { OWNER_EMAIL: ownerEmail, OWNER_PASSWORD: ownerPassword } = process.env;
  if (ownerEmail && ownerPassword) {
    const outcome = await firstOwner
      .fromEnvironment(ownerEmail, ownerPassword)
      .catch((error: unknown) => fail(`OWNER_EMAIL or OWNER_PASSWORD: ${startupProblem(error)}`));
    if (outcome === "created")
      app.log.info(`The owner ${ownerEmail.trim().toLowerCase()} was created (OWNER_EMAIL)`);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      fail(`port ${config.port} is already in use: stop the other server or set PORT`);
    throw error;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const reach =
    config.host === "127.0.0.1" ? "; this machine only: set HOST=0.0.0.0 to open it to the network" : "";
  app.log.info(`Dukkan ${release} is serving ${origin} (${database.kind}, ready in ${seconds} s${reach})`);
  const setupPath = await firstOwner.setupPath();
  if (setupPath) {
    // Printed, never logged at a level a log shipper might drop: the operator needs it once.
    process.stdout.write(
      `dukkan: the shop has no owner yet. Open ${origin}${setupPath} to choose the owner's e-mail and password ` +
        "(or start with OWNER_EMAIL and OWNER_PASSWORD, or run `npm run staff -- owner --email E`)\n",
    );
  }
  // The first search would otherwise wait for the index (about 2 s on 100,000 products).
  // Start-up (migrations, the seed, the index) leaves garbage and a grown heap behind: hand it back at once.
  app.services.search
    .warmUp()
    .then(() => idleMemory.releaseNow())
    .catch((error: unknown) => app.log.error({ err: error }, "search index"));
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseStartupError || error instanceof ConfigError) fail(error.message);
  fail(`start-up failed: ${startupProblem(error)}`);
});
