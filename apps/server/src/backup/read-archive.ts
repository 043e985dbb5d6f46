import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type ArchivedFile,
  type BackupManifest,
  databaseEntry,
  manifestEntry,
  manifestSchema,
  mediaPrefix,
} from "./manifest.ts";
import { BackupProblem } from "./pg-tools.ts";

const maxManifestBytes = 64 * 1024 * 1024;

/** Only regular files named as a backup names them: no `..`, no absolute path, no link to write through. */
function checkEntryName(name: string, type: string | null | undefined): void {
  const plain =
    path.posix.normalize(name) === name &&
    !name.startsWith("/") &&
    !name.split("/").some((segment) => segment === "" || segment === "." || segment === "..");
  const known =
    name === manifestEntry ||
    name === databaseEntry.pglite ||
    name === databaseEntry.postgres ||
    name.startsWith(mediaPrefix);
  if (type !== "file" || !plain || !known)
    throw new BackupProblem(`the archive holds an unexpected entry (${name}): it is not a Dukkan backup`);
}

function hashing(hash: ReturnType<typeof createHash>, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      counted.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Reads a backup archive through, checking every entry against the manifest's size and SHA-256, and writes the
 * entries into `into` (a staging folder) when given. Answers the manifest only if every file matched and none is
 * missing or extra; otherwise throws before the caller has touched anything but its staging folder.
 */
export async function readVerified(input: Readable, into?: string): Promise<BackupManifest> {
  const { default: tar } = await import("tar-stream"); // loaded when used (issue 37, decision 0041)
  const extract = tar.extract();
  const seen = new Map<string, ArchivedFile>();
  let manifestText: string | undefined;
  const reading = pipeline(input, extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      checkEntryName(name, type);
      if (seen.has(name) || (name === manifestEntry && manifestText !== undefined))
        throw new BackupProblem(`the archive holds ${name} twice: it is not a Dukkan backup`);
      if (name === manifestEntry) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxManifestBytes) throw new BackupProblem("the archive's manifest is too large");
          chunks.push(chunk);
        }
        manifestText = Buffer.concat(chunks).toString("utf8");
        continue;
      }
      const hash = createHash("sha256");
      const counted = { bytes: 0 };
      let sink: Writable = discard();
      if (into) {
        const target = path.join(into, name);
        await mkdir(path.dirname(target), { recursive: true });
        sink = createWriteStream(target);
      }
      await pipeline(entry, hashing(hash, counted), sink);
      seen.set(name, { bytes: counted.bytes, sha256: hash.digest("hex") });
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    if (error instanceof BackupProblem) throw error;
    throw new BackupProblem(
      `the archive cannot be read (${(error as Error).message}): it is damaged, cut short or not a Dukkan backup`,
    );
  }
  if (manifestText === undefined)
    throw new BackupProblem(
      "the archive has no manifest.json: it is not a Dukkan backup, or it was cut short",
    );
  const manifest = parseManifest(manifestText);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = seen.get(name);
    if (!actual) throw new BackupProblem(`the archive is damaged: ${name} is missing`);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new BackupProblem(`the archive is damaged: ${name} does not match its SHA-256 in the manifest`);
  }
  for (const name of seen.keys()) {
    if (!(name in manifest.files))
      throw new BackupProblem(`the archive is damaged: ${name} is not in its manifest`);
  }
  if (!(databaseEntry[manifest.database.kind] in manifest.files))
    throw new BackupProblem(`the archive is damaged: it holds no ${manifest.database.kind} database`);
  return manifest;
}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupProblem("the archive's manifest.json is not JSON: the archive is damaged");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupProblem(
      `the archive's manifest.json is not one this release reads (${issue?.path.join(".") || "?"}: ${issue?.message}): was it made by a newer release?`,
    );
  }
  return parsed.data;
}
