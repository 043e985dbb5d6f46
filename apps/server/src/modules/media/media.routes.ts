import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { contentTypeOfKey } from "./media-content.ts";
import { type MediaJob, MediaJobFailure, runMediaJob } from "./media-jobs.ts";
import { isServableKey, shareKey, variantKey } from "./media-store.ts";
import type { Media } from "./open-media.ts";

/** The only widths we render: every image the storefront shows uses these three (DESIGN.md). */
export const variantWidths = [320, 640, 1200] as const;

const rasterizable = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".avif"]);

const querySchema = z.object({
  w: z.coerce
    .number()
    .refine((w) => (variantWidths as readonly number[]).includes(w), {
      message: "w must be 320, 640 or 1200",
    })
    .optional(),
  /** The link-preview JPEG (1200 × 630, at most 300 KB; media-limits.ts), made once like a variant. */
  share: z.literal("1").optional(),
});

/** Where the WebP rendering of `key` at `width` is kept in a media directory. */
export function variantFile(root: string, key: string, width: number): string {
  return path.join(root, variantKey(key, width));
}

/** Where the share image of `key` is kept in a media directory. */
export function shareFile(root: string, key: string): string {
  return path.join(root, shareKey(key));
}

/**
 * `/media/<key>` serves uploaded and seeded files; `?w=320|640|1200` serves an image as WebP at that width.
 * Variants are rendered once, on first request, and stored beside the originals (the directory or the bucket),
 * so that every instance serves the same bytes (decisions 0002, 0030).
 */
export async function mediaRoutes(app: FastifyInstance, options: { media: Media }) {
  const { store, files } = options.media;
  const rendering = new Map<string, Promise<string>>();

  /** Renders a variant in the media worker (one at a time, time-limited, pixel-limited: media-jobs.ts). */
  async function render(source: string, target: string, width: number | "share"): Promise<string> {
    const temporary = files.scratchFile();
    const rendered = `${temporary}.out`;
    const work: MediaJob =
      width === "share"
        ? { op: "share", source, temporary, target: rendered }
        : { op: "variant", source, temporary, target: rendered, width };
    try {
      const result = await runMediaJob(work).catch((error: unknown) => {
        if (error instanceof MediaJobFailure) return { ok: false as const, message: error.message };
        throw error;
      });
      if (!result.ok)
        throw new AppError("validation_failed", `This image cannot be rendered: ${result.message}`);
      const { etag } = await store.put(target, await readFile(rendered), contentTypeOfKey(target));
      await files.adopt(target, rendered, etag);
    } finally {
      await Promise.all([rm(temporary, { force: true }), rm(rendered, { force: true })]);
    }
    const file = await files.file(target);
    if (!file)
      throw new AppError("service_unavailable", "The rendered image vanished from the media storage");
    return file;
  }

  /** The variant's file, rendered first if no instance has rendered it yet; concurrent asks share one rendering. */
  async function variant(source: string, target: string, width: number | "share"): Promise<string> {
    const existing = await files.file(target);
    if (existing) return existing;
    let job = rendering.get(target);
    if (!job) {
      job = render(source, target, width).finally(() => rendering.delete(target));
      rendering.set(target, job);
    }
    return job;
  }

  app.get("/media/*", { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    if (!isServableKey(key)) throw notFound("No such media file");
    const original = await files.file(key);
    if (!original) throw notFound("No such media file");

    const { w, share } = request.query as z.infer<typeof querySchema>;
    const canRender = rasterizable.has(path.extname(key).toLowerCase());
    let file = original;
    let type = contentTypeOfKey(key);
    if (share && canRender) {
      file = await variant(original, shareKey(key), "share");
      type = "image/jpeg";
    } else if (w && canRender) {
      file = await variant(original, variantKey(key, w), w);
      type = "image/webp";
    }
    // Opened before anything is sent: a copy dropped from this instance's cache meanwhile stays readable.
    const handle = await open(file).catch(() => Promise.reject(notFound("No such media file")));
    const { size } = await handle.stat();
    // Scripts inside an SVG must never run, even when the file is opened directly.
    reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
    reply.header("x-content-type-options", "nosniff");
    return reply.type(type).header("content-length", size).send(handle.createReadStream());
  });
}
