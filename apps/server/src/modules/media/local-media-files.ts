import { randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { DirMediaStore } from "./dir-media-store.ts";
import { isStoreUnavailable, type MediaStore, mediaStoreUnavailable } from "./media-store.ts";

/**
 * Files on this machine for the media route and the media worker (which read paths): the directory's own
 * files, or this instance's copies of the bucket's (decision 0030).
 */
export interface LocalMediaFiles {
  /** A readable file with the key's current bytes, or null when the store has no such key. */
  file(key: string): Promise<string | null>;
  /** A new path in this instance's scratch directory (the worker's renderings before they are stored). */
  scratchFile(): string;
  /** `file`, just stored under `key`, becomes this instance's copy (or is removed when none is kept). */
  adopt(key: string, file: string, etag: string | undefined): Promise<void>;
  /** Drops this instance's copy of `key` (after the key was deleted from the store). */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A scratch directory of this process's own, created on first use and removed on close. */
class Scratch {
  private directory: string | undefined;
  constructor(private readonly prefix: string) {}
  get root(): string {
    this.directory ??= mkdtempSync(path.join(tmpdir(), this.prefix));
    return this.directory;
  }
  file(): string {
    return path.join(this.root, `${randomUUID()}.tmp`);
  }
  async remove(): Promise<void> {
    if (this.directory) await rm(this.directory, { recursive: true, force: true });
  }
}

/** MEDIA_STORE=dir: the files are the store's; nothing is copied. */
export function directoryFiles(store: DirMediaStore): LocalMediaFiles {
  const scratch = new Scratch("dukkan-media-");
  return {
    file: async (key) => ((await store.head(key)) ? store.fileOf(key) : null),
    scratchFile: () => scratch.file(),
    adopt: (_key, file) => rm(file, { force: true }),
    forget: async () => {},
    close: () => scratch.remove(),
  };
}

interface Copy {
  file: string;
  size: number;
  etag: string | undefined;
  checkedAt: number;
  usedAt: number;
}

/**
 * MEDIA_STORE=s3: copies of the bucket's files, downloaded on first use, kept within `maxBytes` (least recently
 * used dropped first). A copy older than `freshMs` is checked against the bucket (a HEAD) before it is served
 * again, so that a file deleted or replaced elsewhere stops being served here; while the bucket does not answer,
 * a copy is served as it is rather than failing.
 */
export function bucketCopies(
  store: MediaStore,
  options: { maxBytes: number; freshMs: number },
): LocalMediaFiles {
  const scratch = new Scratch("dukkan-media-cache-");
  const copies = new Map<string, Copy>();
  const downloads = new Map<string, Promise<string | null>>();
  let total = 0;

  async function drop(key: string) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    total -= copy.size;
    await rm(copy.file, { force: true });
  }

  async function keep(key: string, file: string, size: number, etag: string | undefined) {
    await drop(key);
    const target = path.join(scratch.root, "copies", key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
    const now = Date.now();
    copies.set(key, { file: target, size, etag, checkedAt: now, usedAt: now });
    total += size;
    if (total > options.maxBytes) {
      // A response may still be reading a dropped file: unlinking it leaves the open descriptor readable.
      const oldestFirst = [...copies].filter(([other]) => other !== key);
      oldestFirst.sort(([, a], [, b]) => a.usedAt - b.usedAt);
      for (const [other] of oldestFirst) {
        if (total <= options.maxBytes * 0.8) break;
        await drop(other);
      }
    }
    return target;
  }

  async function download(key: string): Promise<string | null> {
    const object = await store.get(key);
    if (!object) {
      await drop(key);
      return null;
    }
    const temporary = scratch.file();
    try {
      await pipeline(object.body, createWriteStream(temporary));
    } catch (error) {
      await rm(temporary, { force: true });
      throw isStoreUnavailable(error) ? error : mediaStoreUnavailable("download interrupted");
    }
    return keep(key, temporary, object.size, object.etag);
  }

  /** The copy if it is fresh, or still the same in the bucket; null when it must be downloaded again. */
  async function checked(key: string, copy: Copy): Promise<string | null> {
    const now = Date.now();
    copy.usedAt = now;
    if (now - copy.checkedAt < options.freshMs) return copy.file;
    const info = await store.head(key).catch((error: unknown) => {
      if (isStoreUnavailable(error)) return copy; // Serve what we have while the bucket is away.
      throw error;
    });
    if (info === copy) return copy.file;
    if (info && info.etag !== undefined && info.etag === copy.etag) {
      copy.checkedAt = now;
      return copy.file;
    }
    return null;
  }

  return {
    async file(key) {
      const copy = copies.get(key);
      const ready = copy && (await checked(key, copy));
      if (ready) return ready;
      let pending = downloads.get(key);
      if (!pending) {
        pending = download(key).finally(() => downloads.delete(key));
        downloads.set(key, pending);
      }
      return pending;
    },
    scratchFile: () => scratch.file(),
    async adopt(key, file, etag) {
      const { size } = await stat(file);
      await keep(key, file, size, etag);
    },
    forget: drop,
    async close() {
      copies.clear();
      await scratch.remove();
    },
  };
}
