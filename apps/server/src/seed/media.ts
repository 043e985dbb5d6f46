import { readFile } from "node:fs/promises";
import { DirMediaStore } from "#server/modules/media/dir-media-store.ts";
import { contentTypeOfKey } from "#server/modules/media/media-content.ts";
import type { MediaStore } from "#server/modules/media/media-store.ts";

/** Writes at once: enough to keep a bucket busy, few enough for its connection pool (50 sockets). */
const batch = 32;

/** The demo store's media: generated files (SVG, PDF) and copies of bundled assets, by media key. */
export class SeedMedia {
  readonly files = new Map<string, string | Buffer>();
  readonly copies = new Map<string, string>();

  /** Writes every file into the media store (or a media directory); returns how many. */
  async write(target: MediaStore | string): Promise<number> {
    const store = typeof target === "string" ? new DirMediaStore(target) : target;
    const entries: Array<[string, () => Promise<Buffer>]> = [
      ...[...this.files].map(([key, content]): [string, () => Promise<Buffer>] => [
        key,
        async () => Buffer.from(content),
      ]),
      ...[...this.copies].map(([key, source]): [string, () => Promise<Buffer>] => [
        key,
        () => readFile(source),
      ]),
    ];
    for (let i = 0; i < entries.length; i += batch) {
      await Promise.all(
        entries
          .slice(i, i + batch)
          .map(async ([key, bytes]) => store.put(key, await bytes(), contentTypeOfKey(key))),
      );
    }
    return entries.length;
  }
}
