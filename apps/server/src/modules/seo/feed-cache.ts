import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

/**
 * A product feed compressed once per version (issue 35): at 100,000 products a feed is 445,000 items and
 * 345 MB of text, ~13 s to write and ~15 s more to gzip, so anyone fetching it again and again would keep a
 * core busy. The first request for a version streams it while the same gzip bytes go to a file; later
 * requests, and those that arrive while it is being written, get the file. Files of older versions of the
 * same feed are removed once a new one is complete.
 */
export function createFeedCache(dir: string) {
  const writing = new Map<string, Promise<void>>();

  /** Joins small strings into ~64 KB chunks: one stream chunk per item was a third of the time. */
  async function* batched(parts: AsyncIterable<string>): AsyncGenerator<string> {
    let buffered = "";
    for await (const part of parts) {
      buffered += part;
      if (buffered.length >= 64 * 1024) {
        yield buffered;
        buffered = "";
      }
    }
    if (buffered) yield buffered;
  }

  /**
   * The gzip bytes of `feed` (say `google-ar`) at `version` (its ETag), as a stream: from the file when it is
   * there (or being written), else made now by `produce` and kept.
   */
  async function gzipped(
    feed: string,
    version: string,
    produce: () => AsyncIterable<string>,
  ): Promise<Readable> {
    const file = path.join(
      dir,
      `${feed}-${createHash("sha1").update(version).digest("hex").slice(0, 16)}.gz`,
    );
    const inFlight = writing.get(file);
    if (inFlight) await inFlight.catch(() => {});
    if (existsSync(file)) return createReadStream(file);

    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    const out = new PassThrough();
    const gzip = createGzip({ level: 6 });
    const done = (async () => {
      const toFile = pipeline(gzip, createWriteStream(partial));
      gzip.pipe(out);
      await pipeline(Readable.from(batched(produce())), gzip);
      await toFile;
      await rename(partial, file);
      for (const name of await readdir(dir)) {
        const older =
          name.startsWith(`${feed}-`) && path.join(dir, name) !== file && !name.endsWith(".partial");
        if (older) await rm(path.join(dir, name), { force: true });
      }
    })();
    writing.set(file, done);
    done
      .catch(async (error: unknown) => {
        out.destroy(error as Error);
        await rm(partial, { force: true });
      })
      .finally(() => writing.delete(file));
    return out;
  }

  return { gzipped };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
