import { randomUUID } from "node:crypto";
import type { StaffMedia } from "@dukkan/contracts/media";
import { AppError } from "#server/lib/app-error.ts";
import { variantWidths } from "./media.routes.ts";
import {
  contentTypeOf,
  type DetectedKind,
  detectKind,
  extensionOf,
  looksLikeCompletePdf,
} from "./media-content.ts";
import { MediaJobFailure, runMediaJob } from "./media-jobs.ts";
import { type MediaStore, shareKey, variantKey } from "./media-store.ts";
import type { Media } from "./open-media.ts";

/** The media store and this instance's files of it, as other modules' routes receive them. */
export type { Media };

const unreadable = (message: string) => new AppError("bad_request", message, { file: ["unreadable_file"] });

interface Prepared {
  kind: DetectedKind;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  variants: Map<number, Buffer>;
}

/**
 * An image's checks and WebP widths, done by the media worker: refused as unreadable (400), or as breaking a
 * limit (422: too many pixels, an SVG with entities, no namespace or too much to draw, too long to process).
 */
async function prepareImage(kind: Exclude<DetectedKind, "pdf" | "mp4" | "webm">, original: Buffer) {
  const result = await runMediaJob({
    op: "prepare",
    kind,
    bytes: original,
    widths: [...variantWidths],
  }).catch((error: unknown) => {
    if (!(error instanceof MediaJobFailure)) throw error;
    const code = error.reason === "time_limit" ? "processing_time_limit" : "processing_memory_limit";
    throw new AppError("validation_failed", error.message, { file: [code] });
  });
  if (!result.ok) {
    if (result.refusal === "unreadable_file") throw unreadable(result.message);
    throw new AppError("validation_failed", result.message, { file: [result.refusal] });
  }
  return {
    kind,
    bytes: result.bytes ? Buffer.from(result.bytes) : original,
    width: result.width ?? null,
    height: result.height ?? null,
    variants: new Map((result.variants ?? []).map(([width, bytes]) => [width, Buffer.from(bytes)])),
  };
}

/** Reads and checks the file, and renders the storefront's WebP widths; throws 4xx before anything is written. */
async function prepare(original: Buffer): Promise<Prepared> {
  // Only the first 64 KB are sniffed, by a linear scanner (media-content.ts): nothing here depends on the file's size.
  const kind = detectKind(original);
  if (!kind) {
    throw unreadable(
      "The file is not a JPEG, PNG, WebP, AVIF or SVG image, a PDF, nor an MP4 or WebM video (checked by its content)",
    );
  }
  if (kind === "mp4" || kind === "webm")
    return { kind, bytes: original, width: null, height: null, variants: new Map() };
  if (kind === "pdf") {
    if (!looksLikeCompletePdf(original)) throw unreadable("The PDF is incomplete or damaged");
    return { kind, bytes: original, width: null, height: null, variants: new Map() };
  }
  return prepareImage(kind, original);
}

/**
 * Stores an upload under `uploads/<year>/<month>/<uuid>.<ext>`: the WebP widths first, the original last, so
 * that a key that exists is complete. If a write fails (the bucket stops answering: 503), what was written is
 * removed as far as the store lets us, and the key is never answered: nothing can refer to a half-stored upload.
 */
export async function storeUpload(
  store: MediaStore,
  original: Buffer,
  now = new Date(),
): Promise<Omit<StaffMedia, "url">> {
  const prepared = await prepare(original);
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const key = `uploads/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extensionOf[prepared.kind]}`;
  const written: string[] = [];
  try {
    for (const [width, bytes] of prepared.variants) {
      written.push(variantKey(key, width));
      await store.put(variantKey(key, width), bytes, "image/webp");
    }
    written.push(key);
    await store.put(key, prepared.bytes, contentTypeOf[prepared.kind]);
  } catch (error) {
    // Best effort: a store that stopped answering keeps a few variants without their original, never served.
    await Promise.all(written.map((each) => store.delete(each).catch(() => undefined)));
    throw error;
  }
  return {
    key,
    kind:
      prepared.kind === "pdf"
        ? "pdf"
        : prepared.kind === "mp4" || prepared.kind === "webm"
          ? "video"
          : "image",
    content_type: contentTypeOf[prepared.kind],
    bytes: prepared.bytes.length,
    width: prepared.width,
    height: prepared.height,
  };
}

/** Deletes a file and everything rendered from it, from the store and from this instance's copies. */
export async function deleteMedia(media: Media, key: string): Promise<void> {
  const derived = [...variantWidths.map((width) => variantKey(key, width)), shareKey(key)];
  // The original first: once it is gone no instance renders new variants from it.
  for (const each of [key, ...derived]) {
    await media.store.delete(each);
    await media.files.forget(each);
  }
}
