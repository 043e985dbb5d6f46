import type { Readable } from "node:stream";
import { AppError } from "#server/lib/app-error.ts";

/** What the store knows of one file: its size, type and a tag that changes when its bytes do. */
export interface MediaInfo {
  size: number;
  contentType: string;
  etag: string | undefined;
}

export interface MediaObject extends MediaInfo {
  body: Readable;
}

/**
 * Where media files live, by key (`uploads/2026/05/<uuid>.jpg`, `.variants/640/<key>.webp`): the data
 * directory or an S3-compatible bucket (decision 0030). Every write is whole or absent; a missing key is null,
 * never an error; a store that does not answer throws `mediaStoreUnavailable` (503).
 */
export interface MediaStore {
  /** For messages: "the directory /var/lib/dukkan/media", "the bucket media at http://…". */
  readonly description: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<{ etag: string | undefined }>;
  get(key: string): Promise<MediaObject | null>;
  head(key: string): Promise<MediaInfo | null>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` with its size, in no promised order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  close(): void;
}

/** How long a client should wait before asking again when the store does not answer. */
const retryAfterSeconds = 5;

/**
 * The store did not answer: 503 with the envelope. `reason` is the store's code (ECONNREFUSED, TimeoutError,
 * AccessDenied), never an address or a credential.
 */
export class MediaStoreUnavailable extends AppError {
  constructor(readonly reason: string) {
    super("service_unavailable", `The media storage does not answer (${reason}); try again shortly`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const mediaStoreUnavailable = (reason: string) => new MediaStoreUnavailable(reason);

export const isStoreUnavailable = (error: unknown): error is MediaStoreUnavailable =>
  error instanceof MediaStoreUnavailable;

/** Where the WebP rendering of `key` at `width` is kept (beside the originals, under `.variants/`). */
export const variantKey = (key: string, width: number) => `.variants/${width}/${key}.webp`;

/** Where the share image (the link-preview JPEG) of `key` is kept. */
export const shareKey = (key: string) => `.variants/share/${key}.jpg`;

/**
 * Keys a request may name: no empty, dot-led, NUL or backslash segment (`.variants/` is reached only through
 * `?w=` and `?share=1`; `..` never). The router has already decoded the path once: decoding it again made
 * `/media/%25` a 500 and let `%252e%252e` mean `..`.
 */
export function isServableKey(key: string): boolean {
  return (
    key !== "" &&
    !key.includes("\0") &&
    !key.includes("\\") &&
    !key.split("/").some((segment) => segment === "" || segment.startsWith("."))
  );
}
