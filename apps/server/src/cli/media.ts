/**
 * `npm run media -- migrate [--from DIRECTORY]`: copies a data directory's media (DATA_DIR/media, or the one
 * named) into the bucket MEDIA_STORE=s3 and the S3_* variables name (decision 0030). Run it again at any time:
 * what the bucket holds already is left alone, so an interrupted copy goes on where it stopped.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { startupProblem } from "#server/lib/startup-problem.ts";
import { DirMediaStore } from "#server/modules/media/dir-media-store.ts";
import { isStoreUnavailable } from "#server/modules/media/media-store.ts";
import { type MigrationReport, migrateMedia } from "#server/modules/media/migrate-media.ts";
import { openMediaStore } from "#server/modules/media/open-media.ts";

const usage = "usage: npm run media -- migrate [--from DIRECTORY]";

function fail(message: string): never {
  process.stderr.write(`dukkan media: ${message}\n`);
  process.exit(1);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const files = (count: number) => `${count.toLocaleString("en")} file${count === 1 ? "" : "s"}`;

function parseArgs(args: string[]): { from: string | undefined } {
  const [command, ...rest] = args;
  if (command !== "migrate") fail(usage);
  if (rest.length === 0) return { from: undefined };
  if (rest.length === 2 && rest[0] === "--from" && rest[1]) {
    return { from: path.resolve(process.env.INIT_CWD ?? process.cwd(), rest[1]) };
  }
  fail(usage);
}

async function migrate(from: string | undefined) {
  const startedAt = performance.now();
  const config = loadConfig();
  if (config.mediaStore.kind !== "s3") {
    fail("MEDIA_STORE=s3 and S3_BUCKET (S3_ENDPOINT, S3_REGION, credentials) name the bucket to copy into");
  }
  const source = new DirMediaStore(from ?? config.mediaDir);
  if (!existsSync(source.root)) fail(`there is no media directory at ${source.root}`);
  const target = await openMediaStore(config);
  const done: MigrationReport = { copied: 0, copiedBytes: 0, present: 0 };
  try {
    await migrateMedia(source, target, {
      report: done,
      progress: (report) => process.stdout.write(`  ${files(report.copied)} copied…\n`),
    });
  } catch (error) {
    const reason = isStoreUnavailable(error)
      ? `${target.description} does not answer (${error.reason})`
      : startupProblem(error);
    fail(
      `stopped after copying ${files(done.copied)}: ${reason}. Run the same command again to go on; ` +
        "what was copied is kept.",
    );
  } finally {
    target.close();
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(
    `Copied ${files(done.copied)} (${megabytes(done.copiedBytes)}) from ${source.description} into ` +
      `${target.description}; ${files(done.present)} were there already (${seconds} s).\n`,
  );
}

try {
  const { from } = parseArgs(process.argv.slice(2));
  await migrate(from);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
