import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type tar from "tar-stream";
import type { DatabaseSnapshot } from "./database-snapshot.ts";
import { type ArchivedFile, type BackupManifest, manifestEntry, mediaPrefix } from "./manifest.ts";

/**
 * A backup is one plain tar: the database's copy, every media file, and the manifest last (its checksums are
 * those of the bytes just written, so every file is read once). Not gzipped: the database entry is compressed
 * already (pg_dump's custom format, PGlite's .tar.gz) and media are mostly JPEG and WebP.
 */

/**
 * The media files worth keeping, by key: not the WebP variants under `.variants/` (made again on first request,
 * decision 0002), not a write in progress (`*.tmp`), nothing the media route would not serve (a dot segment).
 */
export async function mediaFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((key) => !key.split("/").some((segment) => segment.startsWith(".")) && !key.endsWith(".tmp"))
    .sort();
}

function addEntry(
  pack: tar.Pack,
  header: { name: string; size: number; mtime: Date },
  body: Readable,
): Promise<ArchivedFile> {
  const hash = createHash("sha256");
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ ...header, mode: 0o600, type: "file" }, (error) => {
      if (error) reject(error);
      else resolve({ bytes: header.size, sha256: hash.digest("hex") });
    });
    pipeline(body, hashing, entry).catch(reject);
  });
}

export interface WriteBackupOptions {
  snapshot: DatabaseSnapshot;
  mediaDir: string;
  release: string;
  now?: Date;
}

/** Writes the archive to `out` and answers its manifest. Media are listed after the database copy was taken. */
export async function writeBackup(out: Writable, options: WriteBackupOptions): Promise<BackupManifest> {
  const { snapshot } = options;
  const now = options.now ?? new Date();
  // tar-stream is loaded by the first backup: a server that makes none does not keep it (issue 37, decision 0041).
  const { default: tar } = await import("tar-stream");
  const pack = tar.pack();
  const written = pipeline(pack, out);
  // A failure of the output (a full disk) must end the loop below, not leave it waiting on a stalled entry.
  const outputFailed = written.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => Promise.reject(error),
  );
  const files: Record<string, ArchivedFile> = {};
  const add = async (name: string, size: number, mtime: Date, body: () => Readable) => {
    files[name] = await Promise.race([addEntry(pack, { name, size, mtime }, body()), outputFailed]);
  };

  if ("bytes" in snapshot.source) {
    const { bytes } = snapshot.source;
    await add(snapshot.entry, bytes.length, now, () => Readable.from([bytes]));
  } else {
    const { file } = snapshot.source;
    await add(snapshot.entry, (await stat(file)).size, now, () => createReadStream(file));
  }
  for (const key of await mediaFiles(options.mediaDir)) {
    const file = path.join(options.mediaDir, key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue; // deleted since it was listed
    await add(`${mediaPrefix}${key}`, info.size, info.mtime, () => createReadStream(file));
  }

  const manifest: BackupManifest = {
    format: "dukkan-backup",
    format_version: 1,
    created_at: now.toISOString(),
    release: options.release,
    database: snapshot.database,
    schema: snapshot.schema,
    tables: snapshot.tables,
    files,
  };
  const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  pack.entry({ name: manifestEntry, size: text.length, mtime: now, mode: 0o600 }, text);
  pack.finalize();
  await written;
  return manifest;
}
