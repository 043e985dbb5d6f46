import { DatabaseStartupError, isEmpty, migrate, openDatabase } from "@dukkan/db";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { releaseMemoryWhenIdle } from "./idle-memory.ts";
import { seedDemoStore } from "./seed/index.ts";
import { connectionTracker, shutdownOnSignal } from "./shutdown.ts";

/** Start-up problems the operator can fix get one clear line and exit code 1, never a stack dump. */
function fail(message: string): never {
  process.stderr.write(`dukkan: ${message}\n`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  if (await isEmpty(database.db)) {
    process.stdout.write("dukkan: empty database, seeding the demo store…\n");
    await seedDemoStore(database.db, { mediaDir: config.mediaDir });
  }
  const app = await buildApp({ config, database });

  const connections = connectionTracker(app.server);
  const idleMemory = releaseMemoryWhenIdle(app.server);
  const shutdown = shutdownOnSignal({
    drain: () => connections.drain(),
    close: async () => {
      idleMemory.stop();
      await app.close();
      await database.close();
    },
    log: (message, details) => app.log.info(details ?? {}, message),
    exit: (code) => process.exit(code),
  });
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      fail(`port ${config.port} is already in use: stop the other server or set PORT`);
    throw error;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  app.log.info(`Dukkan is serving http://localhost:${config.port} (${database.kind}, ready in ${seconds} s)`);
  // The first search would otherwise wait for the index (about 2 s on 100,000 products).
  // Start-up (migrations, the seed, the index) leaves garbage and a grown heap behind: hand it back at once.
  app.services.search
    .warmUp()
    .then(() => idleMemory.releaseNow())
    .catch((error: unknown) => app.log.error({ err: error }, "search index"));
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseStartupError || error instanceof ConfigError) fail(error.message);
  process.stderr.write(
    `dukkan: start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
