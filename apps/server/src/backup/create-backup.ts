import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import type { Database } from "@dukkan/db";
import { snapshotDatabase } from "./database-snapshot.ts";
import type { BackupManifest } from "./manifest.ts";
import { writeBackup } from "./write-archive.ts";

export interface CreateBackupOptions {
  database: Database;
  databaseUrl: string | undefined;
  mediaDir: string;
  release: string;
  /** Where pg_dump's output waits to be archived (beside the archive: /tmp may be small). */
  workDir: string;
}

/** Takes the database's snapshot, then writes the whole archive to `out`. */
export async function createBackup(out: Writable, options: CreateBackupOptions): Promise<BackupManifest> {
  const workFile = path.join(options.workDir, `.dukkan-backup-${randomBytes(6).toString("hex")}.dump`);
  try {
    const snapshot = await snapshotDatabase(options.database, { databaseUrl: options.databaseUrl, workFile });
    return await writeBackup(out, { snapshot, mediaDir: options.mediaDir, release: options.release });
  } finally {
    await rm(workFile, { force: true });
  }
}

/** `dukkan-backup-20261127T031500Z.tar`: names sort by time, and `--keep` recognises its own. */
export const archiveName = (now = new Date()) =>
  `dukkan-backup-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar`;
export const archiveNamePattern = /^dukkan-backup-\d{8}T\d{6}Z\.tar$/;
