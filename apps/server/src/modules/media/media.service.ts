import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StaffMedia } from "@dukkan/contracts/media";
import { AppError } from "#server/lib/app-error.ts";
import { variantFile, variantWidths } from "./media.routes.ts";
import {
  contentTypeOf,
  type DetectedKind,
  detectKind,
  extensionOf,
  looksLikeCompletePdf,
  sanitizeSvg,
} from "./media-content.ts";

const unreadable = (message: string) => new AppError("bad_request", message, { file: ["unreadable_file"] });

interface Prepared {
  kind: DetectedKind;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  variants: Map<number, Buffer>;
}

/** Reads and checks the file, and renders the storefront's WebP widths; throws 400 before anything is written. */
async function prepare(original: Buffer): Promise<Prepared> {
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
  const bytes = kind === "svg" ? Buffer.from(sanitizeSvg(original.toString("utf8")), "utf8") : original;
  // libvips is loaded with the first image, not at start-up (as the /media route does).
  const { default: sharp } = await import("sharp");
  try {
    const metadata = await sharp(bytes, { density: 144 }).metadata();
    const variants = new Map<number, Buffer>();
    // Rendering every width decodes the whole image: a truncated or corrupt file fails here.
    for (const width of variantWidths) {
      variants.set(
        width,
        await sharp(bytes, { density: 144 }).resize({ width }).webp({ quality: 78 }).toBuffer(),
      );
    }
    return { kind, bytes, width: metadata.width ?? null, height: metadata.height ?? null, variants };
  } catch {
    throw unreadable("The image cannot be read: it is damaged or incomplete");
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/**
 * Stores an upload under `uploads/<year>/<month>/<uuid>.<ext>`: the WebP widths first, the original last, so
 * that a key that exists is complete; if writing fails part-way, what was written is removed.
 */
export async function storeUpload(
  mediaDir: string,
  original: Buffer,
  now = new Date(),
): Promise<Omit<StaffMedia, "url">> {
  const prepared = await prepare(original);
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const key = `uploads/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extensionOf[prepared.kind]}`;
  const root = path.resolve(mediaDir);
  const files = [...prepared.variants.keys()].map((width) => variantFile(root, key, width));
  try {
    for (const [width, bytes] of prepared.variants)
      await writeAtomically(variantFile(root, key, width), bytes);
    await writeAtomically(path.join(root, key), prepared.bytes);
  } catch (error) {
    await Promise.all([...files, path.join(root, key)].map((file) => rm(file, { force: true })));
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
