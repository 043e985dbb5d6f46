import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3MediaConfig } from "#server/config.ts";
import { contentTypeOfKey } from "./media-content.ts";
import { type MediaInfo, type MediaObject, type MediaStore, mediaStoreUnavailable } from "./media-store.ts";

/**
 * A bucket that does not answer must fail a request in seconds, not hang it: the SDK's defaults wait for the
 * operating system's connect timeout (minutes for a dropped packet) and try three times.
 */
const timeouts = { connectionTimeout: 2_000, requestTimeout: 15_000 };
const attempts = 2;

type Sdk = typeof import("@aws-sdk/client-s3");

/** No such key: the bucket's own 404 (a connection that failed has no status), but not a missing bucket. */
function isMissingKey(error: unknown): boolean {
  const { $metadata, name } = error as { $metadata?: { httpStatusCode?: number }; name?: string };
  return $metadata?.httpStatusCode === 404 && name !== "NoSuchBucket";
}

/** The store's own reason, short and without addresses: ECONNREFUSED, TimeoutError, AccessDenied, NoSuchBucket. */
function reasonOf(error: unknown): string {
  const { code, name } = error as { code?: string; name?: string };
  return code ?? name ?? "unknown error";
}

/**
 * MEDIA_STORE=s3: an S3-compatible bucket every instance reads and writes (decision 0030). The SDK is loaded
 * only then (`open`): it costs ~6 MB of heap and ~30 MB resident, which a shop on its data directory never pays.
 */
export class S3MediaStore implements MediaStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  static async open(config: S3MediaConfig): Promise<S3MediaStore> {
    return new S3MediaStore(config, await import("@aws-sdk/client-s3"));
  }

  private constructor(
    config: S3MediaConfig,
    private readonly sdk: Sdk,
  ) {
    this.bucket = config.bucket;
    this.description = `the bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
    this.client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      maxAttempts: attempts,
      requestHandler: timeouts,
    });
  }

  /** Runs one call; anything but "no such key" becomes the 503 every caller answers. */
  private async call<T>(work: () => Promise<T>, onMissing?: () => T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (onMissing && isMissingKey(error)) return onMissing();
      throw mediaStoreUnavailable(reasonOf(error));
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<{ etag: string | undefined }> {
    const command = new this.sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      ContentLength: bytes.length,
    });
    const answer = await this.call(() => this.client.send(command));
    return { etag: answer.ETag };
  }

  async head(key: string): Promise<MediaInfo | null> {
    const command = new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key });
    const answer = await this.call(
      () => this.client.send(command),
      () => null,
    );
    if (!answer) return null;
    return {
      size: answer.ContentLength ?? 0,
      contentType: answer.ContentType ?? contentTypeOfKey(key),
      etag: answer.ETag,
    };
  }

  async get(key: string): Promise<MediaObject | null> {
    const command = new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key });
    const answer = await this.call(
      () => this.client.send(command),
      () => null,
    );
    if (!answer?.Body) return null;
    return {
      size: answer.ContentLength ?? 0,
      contentType: answer.ContentType ?? contentTypeOfKey(key),
      etag: answer.ETag,
      body: answer.Body as Readable,
    };
  }

  async delete(key: string): Promise<void> {
    await this.call(() =>
      this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  /**
   * Every key under `prefix`, a page (`pageSize`, at most 1,000) at a time. Pages follow the last key seen
   * (ListObjects' `Marker`), which every S3-compatible server honours; the stand-in the tests run (s3rver)
   * cannot make ListObjectsV2's continuation tokens on Node 17 and later (it ciphers them with DES).
   */
  async *list(prefix = "", pageSize = 1000): AsyncIterable<{ key: string; size: number }> {
    let marker: string | undefined;
    for (;;) {
      const command = new this.sdk.ListObjectsCommand({
        Bucket: this.bucket,
        Prefix: prefix || undefined,
        Marker: marker,
        MaxKeys: pageSize,
      });
      const page = await this.call(() => this.client.send(command));
      const items = page.Contents ?? [];
      for (const item of items) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      const last = items.at(-1)?.Key;
      if (!page.IsTruncated || !last) return;
      marker = last;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
