import { createReadStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { type MediaJob, MediaJobFailure, runMediaJob } from "./media-jobs.ts";

/** The only widths we render: every image the storefront shows uses these three (DESIGN.md). */
export const variantWidths = [320, 640, 1200] as const;

const rasterizable = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".avif"]);
const contentTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

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

/** Where the WebP rendering of `key` at `width` is kept (beside the originals, under `.variants/`). */
export function variantFile(root: string, key: string, width: number): string {
  return path.join(root, ".variants", String(width), `${key}.webp`);
}

/** Where the share image of `key` is kept. */
export function shareFile(root: string, key: string): string {
  return path.join(root, ".variants", "share", `${key}.jpg`);
}

/**
 * Resolves a request path inside the media directory; anything else is not found. The router has already
 * decoded the path once: decoding it again made `/media/%25` a 500 and let `%252e%252e` mean `..`.
 */
function resolveInside(root: string, key: string): string {
  const segments = key.split("/");
  if (
    key.includes("\0") ||
    key.includes("\\") ||
    segments.some((segment) => segment === "" || segment.startsWith("."))
  ) {
    throw notFound("No such media file");
  }
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw notFound("No such media file");
  return file;
}

/**
 * `/media/<key>` serves uploaded and seeded files; `?w=320|640|1200` serves an image as WebP at that width.
 * Variants are rendered once, on first request, and kept on disk beside the originals.
 */
export async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string }) {
  const root = path.resolve(options.mediaDir);
  const rendering = new Map<string, Promise<void>>();

  /** Renders a variant in the media worker (one at a time, time-limited, pixel-limited: media-jobs.ts). */
  async function ensureVariant(source: string, target: string, width: number | "share") {
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      return;
    let job = rendering.get(target);
    if (!job) {
      job = (async () => {
        await mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.tmp`;
        const work: MediaJob =
          width === "share"
            ? { op: "share", source, temporary, target }
            : { op: "variant", source, temporary, target, width };
        const result = await runMediaJob(work).catch((error: unknown) => {
          if (error instanceof MediaJobFailure) return { ok: false as const, message: error.message };
          throw error;
        });
        if (!result.ok) {
          await rm(temporary, { force: true });
          throw new AppError("validation_failed", `This image cannot be rendered: ${result.message}`);
        }
      })().finally(() => rendering.delete(target));
      rendering.set(target, job);
    }
    await job;
  }

  app.get("/media/*", { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const file = resolveInside(root, key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound("No such media file");

    const extension = path.extname(file).toLowerCase();
    const { w, share } = request.query as z.infer<typeof querySchema>;
    // Scripts inside an SVG must never run, even when the file is opened directly.
    reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
    reply.header("x-content-type-options", "nosniff");

    if (share && rasterizable.has(extension)) {
      const target = shareFile(root, path.relative(root, file));
      await ensureVariant(file, target, "share");
      return reply.type("image/jpeg").send(createReadStream(target));
    }
    if (w && rasterizable.has(extension)) {
      const variant = variantFile(root, path.relative(root, file), w);
      await ensureVariant(file, variant, w);
      return reply.type("image/webp").send(createReadStream(variant));
    }
    return reply
      .type(contentTypes[extension] ?? "application/octet-stream")
      .header("content-length", info.size)
      .send(createReadStream(file));
  });
}
