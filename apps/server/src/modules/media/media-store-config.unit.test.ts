import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

const base = { DATA_DIR: "/tmp/dukkan-config-check", TOKEN_SECRET: "x".repeat(32) };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }).mediaStore;

describe("MEDIA_STORE", () => {
  it("is the data directory unless told otherwise", () => {
    expect(load({})).toEqual({ kind: "dir" });
    expect(load({ MEDIA_STORE: "dir", S3_BUCKET: "ignored" })).toEqual({ kind: "dir" });
  });

  it("reads the bucket from S3_*", () => {
    expect(
      load({
        MEDIA_STORE: "s3",
        S3_BUCKET: "shop-media",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
        MEDIA_CACHE_MB: "64",
      }),
    ).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "shop-media",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      cacheMegabytes: 64,
      cacheFreshSeconds: 60,
    });
    // No keys: the SDK's own chain (a machine's role on AWS).
    expect(load({ MEDIA_STORE: "s3", S3_BUCKET: "b" })).toMatchObject({
      credentials: undefined,
      endpoint: undefined,
    });
  });

  it("refuses what cannot work, naming the variable", () => {
    expect(() => load({ MEDIA_STORE: "bucket" })).toThrow(
      new ConfigError('MEDIA_STORE must be dir or s3, got "bucket"'),
    );
    expect(() => load({ MEDIA_STORE: "s3" })).toThrow(/needs S3_BUCKET/);
    expect(() => load({ MEDIA_STORE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => load({ MEDIA_STORE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => load({ MEDIA_STORE: "s3", S3_BUCKET: "b", MEDIA_CACHE_MB: "0" })).toThrow(/MEDIA_CACHE_MB/);
  });
});
