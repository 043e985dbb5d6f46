import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { demoOwner, signIn } from "#server/modules/staff/staff.test-support.ts";
import { stableMediaKeys } from "#server/seed/index.ts";
import { SeedMedia } from "#server/seed/media.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { DirMediaStore } from "./dir-media-store.ts";
import { deleteMedia } from "./media.service.ts";
import { shareKey, variantKey } from "./media-store.ts";
import { TestS3 } from "./s3.test-support.ts";
import { S3MediaStore } from "./s3-media-store.ts";

const run = promisify(execFile);
const mediaCli = path.resolve(import.meta.dirname, "../../cli/media.ts");
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

let s3: TestS3;
let bucket: S3MediaStore;
/** Two instances on one database and one bucket (MEDIA_STORE=s3), each with its own data directory. */
let a: TestApp;
let b: FastifyInstance;
let token: string;
/** A copy of the seeded media (other test files render variants into the shared one meanwhile). */
let seededDir: string;

beforeAll(async () => {
  s3 = new TestS3();
  await s3.start();
  bucket = await S3MediaStore.open(s3.config("server"));
  seededDir = mkdtempSync(path.join(tmpdir(), "dukkan-seeded-media-"));
  a = await buildTestApp({ mediaStore: s3.config() });
  // Only what the seed wrote: other test files upload and render into the shared folder meanwhile, and a
  // copy taken in the middle of their writes made this file's bucket unlistable in CI once.
  const shared = a.config.mediaDir;
  cpSync(shared, seededDir, {
    recursive: true,
    filter: (source) => !/^(uploads|\.variants|\.hash)(\/|$)/.test(path.relative(shared, source)),
  });
  b = await buildApp({
    config: { ...a.config, dataDir: mkdtempSync(path.join(tmpdir(), "dukkan-api-b-")) },
    database: a.database,
    webBuildDir: false,
    staffBuildDir: false,
    logger: false,
  });
  await b.ready();
  token = (await signIn(a, demoOwner)).token;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  bucket?.close();
  await s3?.close();
  if (seededDir) rmSync(seededDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for await (const { key, size } of bucket.list()) keys.set(key, size);
  return keys;
}

async function bytesInBucket(key: string): Promise<Buffer | null> {
  const object = await bucket.get(key);
  return object && Buffer.concat(await object.body.toArray());
}

const migrate = () =>
  run(process.execPath, ["--import", tsx, mediaCli, "migrate", "--from", seededDir], {
    env: { ...process.env, ...s3.env(), DATA_DIR: mkdtempSync(path.join(tmpdir(), "dukkan-cli-")) },
  });

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const request = new Request("http://local/", { method: "POST", body: form });
  return a.app.inject({
    method: "POST",
    url: api("staff/media"),
    headers: { "content-type": request.headers.get("content-type")!, ...bearer(token) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

describe(`media in a bucket shared by two instances on ${testDatabaseKind}`, () => {
  it("npm run media -- migrate copies the seeded media into the bucket; again, it copies nothing; interrupted, only the rest", async () => {
    const seeded = new Map<string, number>();
    for await (const { key, size } of new DirMediaStore(seededDir).list()) seeded.set(key, size);
    expect(seeded.has(stableMediaKeys.productImage)).toBe(true);

    const first = await migrate();
    expect(first.stdout).toMatch(new RegExp(`Copied ${seeded.size.toLocaleString("en")} files \\(`));
    expect(first.stdout).toMatch(/; 0 files were there already/);
    const stored = await bucketKeys();
    for (const [key, size] of seeded) expect(stored.get(key), key).toBe(size);

    const again = await migrate();
    expect(again.stdout).toMatch(
      new RegExp(`Copied 0 files .*; ${seeded.size.toLocaleString("en")} files were there already`),
    );

    await bucket.delete(stableMediaKeys.brandCatalog);
    const resumed = await migrate();
    expect(resumed.stdout).toMatch(/Copied 1 file \(/);
    expect(await bytesInBucket(stableMediaKeys.brandCatalog)).toEqual(
      await new DirMediaStore(seededDir).get(stableMediaKeys.brandCatalog).then(async (object) => {
        return Buffer.concat(await object!.body.toArray());
      }),
    );
  });

  it("lists a bucket page after page (more keys than a page holds)", async () => {
    const keys = Array.from({ length: 23 }, (_, i) => `paging/${String(i).padStart(2, "0")}.txt`);
    for (const key of keys) await bucket.put(key, Buffer.from(key), "text/plain");
    const listed: string[] = [];
    for await (const { key } of bucket.list("paging/", 5)) listed.push(key);
    expect(listed).toEqual(keys);
    for (const key of keys) await bucket.delete(key);
  });

  it("the demo seed writes its files into the bucket with their types", async () => {
    const media = new SeedMedia();
    media.files.set("seed-check/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
    media.copies.set("seed-check/terms.pdf", path.join(seededDir, stableMediaKeys.rulesPdf));
    expect(await media.write(bucket)).toBe(2);
    expect(await bucket.head("seed-check/logo.svg")).toMatchObject({ contentType: "image/svg+xml" });
    expect(await bytesInBucket("seed-check/terms.pdf")).toEqual(
      await bytesInBucket(stableMediaKeys.rulesPdf),
    );
    const onB = await b.inject({ url: "/media/seed-check/logo.svg" });
    expect(onB.headers["content-type"]).toBe("image/svg+xml");
    expect(onB.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it("serves the demo store's images from the bucket on both instances", async () => {
    for (const app of [a.app, b]) {
      const res = await app.inject({ url: `/media/${stableMediaKeys.slideImage}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml");
      expect(res.rawPayload).toEqual(await bytesInBucket(stableMediaKeys.slideImage));
    }
  });

  let uploaded: string;

  it("stores an upload on A in the bucket, not on A's disk; B serves the same bytes and widths", async () => {
    const original = await png("#2a6f97");
    const res = await upload(original);
    expect(res.statusCode, res.body).toBe(201);
    uploaded = res.json().data.key;
    expect(existsSync(path.join(a.config.mediaDir, uploaded))).toBe(false);
    expect(await bytesInBucket(uploaded)).toEqual(original);

    const onB = await b.inject({ url: `/media/${uploaded}` });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers["content-type"]).toBe("image/png");
    expect(onB.rawPayload).toEqual(original);
    for (const width of [320, 640, 1200]) {
      const variant = await b.inject({ url: `/media/${uploaded}?w=${width}` });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers["content-type"]).toBe("image/webp");
      // Rendered by A at upload, read by B from the bucket.
      expect(variant.rawPayload).toEqual(await bytesInBucket(variantKey(uploaded, width)));
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
    }
  });

  it("renders on B what no instance rendered yet, keeps it in the bucket, and A serves B's bytes", async () => {
    const svg = stableMediaKeys.productImage;
    await bucket.delete(variantKey(svg, 320));
    const onB = await b.inject({ url: `/media/${svg}?w=320` });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers["content-type"]).toBe("image/webp");
    expect(await bytesInBucket(variantKey(svg, 320))).toEqual(onB.rawPayload);
    expect((await a.app.inject({ url: `/media/${svg}?w=320` })).rawPayload).toEqual(onB.rawPayload);

    // The share image of A's upload, made on B on first request.
    expect(await bucket.head(shareKey(uploaded))).toBeNull();
    const share = await b.inject({ url: `/media/${uploaded}?share=1` });
    expect(share.statusCode).toBe(200);
    expect(share.headers["content-type"]).toBe("image/jpeg");
    expect(await bytesInBucket(shareKey(uploaded))).toEqual(share.rawPayload);
    expect((await a.app.inject({ url: `/media/${uploaded}?share=1` })).rawPayload).toEqual(share.rawPayload);
  });

  it("deleted on A, a file and its renderings are gone from the bucket and from both instances", async () => {
    await deleteMedia(a.app.media, uploaded);
    const left = [...(await bucketKeys()).keys()].filter((key) => key.includes(path.basename(uploaded)));
    expect(left).toEqual([]);
    for (const app of [a.app, b]) {
      for (const query of ["", "?w=640", "?share=1"]) {
        const res = await app.inject({ url: `/media/${uploaded}${query}` });
        expect(res.statusCode, `${query} after deletion`).toBe(404);
        expect(res.json().code).toBe("not_found");
      }
    }
  });

  it("a write the bucket refuses part-way leaves nothing behind, and the upload answers 503", async () => {
    const before = await bucketKeys();
    // The widths are stored, then the original is refused.
    s3.refuse = (method, url) =>
      method === "PUT" && url.includes("/uploads/") && !url.includes("/.variants/");
    try {
      const res = await upload(await png("#9b2226"));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "service_unavailable" });
    } finally {
      s3.refuse = null;
    }
    expect(await bucketKeys()).toEqual(before);
  });

  it("with the bucket stopped: uploads and uncached files answer 503 quickly, copies still serve; back, all works", async () => {
    const cached = stableMediaKeys.brandLogo;
    expect((await b.inject({ url: `/media/${cached}` })).statusCode).toBe(200);
    const before = await bucketKeys();

    await s3.stopServer();
    try {
      const started = performance.now();
      const refused = await upload(await png("#005f73"));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: "service_unavailable" });
      expect(refused.headers["retry-after"]).toBe("5");

      for (const url of [
        `/media/${stableMediaKeys.branchImage}`,
        `/media/${stableMediaKeys.branchImage}?w=640`,
      ]) {
        const res = await b.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().message).toMatch(/media storage does not answer/);
      }
      expect(performance.now() - started).toBeLessThan(10_000);

      // B's copy of a file it served is served while the bucket is away.
      const copy = await b.inject({ url: `/media/${cached}` });
      expect(copy.statusCode).toBe(200);
      // A load balancer is told: not ready, the media store is down (issue 40).
      const ready = await b.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", media: "down", database: "up" });
    } finally {
      await s3.startServer();
    }
    expect(await bucketKeys()).toEqual(before);
    await expect
      .poll(async () => (await b.inject({ url: "/api/health/ready" })).json().media, { timeout: 15_000 })
      .toBe("up");

    const back = await upload(await png("#005f73"));
    expect(back.statusCode, back.body).toBe(201);
    expect((await b.inject({ url: `/media/${back.json().data.key}?w=640` })).statusCode).toBe(200);
    expect((await b.inject({ url: `/media/${stableMediaKeys.branchImage}` })).statusCode).toBe(200);
  });
});
