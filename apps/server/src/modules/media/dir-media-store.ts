import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOfKey } from "./media-content.ts";
import type { MediaInfo, MediaObject, MediaStore } from "./media-store.ts";

const missing = (error: NodeJS.ErrnoException) => error.code === "ENOENT" || error.code === "ENOTDIR";

/** MEDIA_STORE=dir (the default): files under DATA_DIR/media, as one instance has always kept them. */
export class DirMediaStore implements MediaStore {
  readonly root: string;
  readonly description: string;

  constructor(directory: string) {
    this.root = path.resolve(directory);
    this.description = `the directory ${this.root}`;
  }

  /** The file of `key`; a key that would leave the directory is refused (keys come from requests too). */
  fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`The media key ${key} leaves ${this.root}`);
    return file;
  }

  /** Written beside its name, then renamed: a crash never leaves half a file under the key. */
  async put(key: string, bytes: Buffer): Promise<{ etag: string | undefined }> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { etag: undefined };
  }

  async head(key: string): Promise<MediaInfo | null> {
    const info = await stat(this.fileOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: contentTypeOfKey(key), etag: `${info.size}-${info.mtimeMs}` };
  }

  async get(key: string): Promise<MediaObject | null> {
    const info = await this.head(key);
    return info && { ...info, body: createReadStream(this.fileOf(key)) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix = ""): AsyncIterable<{ key: string; size: number }> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (missing(error)) return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join("/");
      if (!key.startsWith(prefix)) continue;
      const info = await stat(file).catch(() => null);
      if (info) yield { key, size: info.size };
    }
  }

  close(): void {}
}
