/**
 * The media worker: a child process (started by media-jobs.ts) that does every decode of an uploaded or stored
 * file, so that a file that costs too much is stopped by killing the process. A worker thread would not do: its
 * libvips work runs on the process's four libuv threads (shared with the server's file reads), and terminating
 * it waits for that work to finish (decision 0023).
 */
import { rename, writeFile } from "node:fs/promises";
import type { Sharp, SharpOptions } from "sharp";
import { declaresEntities } from "./media-content.ts";
import type { MediaJob, MediaJobResult, PrepareResult } from "./media-jobs.ts";
import { mediaLimits, shareImage, svgDensity } from "./media-limits.ts";
import { sanitizeSvg, svgNamespace } from "./svg-sanitize.ts";
import { measureSvg } from "./svg-structure.ts";

const { default: sharp } = await import("sharp");
sharp.concurrency(1);
sharp.cache(false);

/** Every input is opened with the pixel limit: an image larger than it is never decoded. */
const input: SharpOptions = { density: svgDensity, limitInputPixels: mediaLimits.inputPixels };

class Refused extends Error {
  constructor(
    readonly refusal: Exclude<MediaJobResult, { ok: true }>["refusal"],
    message: string,
  ) {
    super(message);
  }
}

const unreadable = () =>
  new Refused("unreadable_file", "The image cannot be read: it is damaged or incomplete");

/** The SVG without anything active, or why it is refused: entities, no SVG namespace, too much to draw. */
function checkedSvg(bytes: Buffer): Buffer {
  const text = bytes.toString("utf8");
  if (declaresEntities(text)) {
    throw new Refused(
      "svg_entities",
      "The SVG declares entities (a DOCTYPE with an internal subset): refused",
    );
  }
  const svg = sanitizeSvg(text);
  const structure = measureSvg(svg, mediaLimits.svgElements);
  if (structure.rootName !== "svg") throw unreadable();
  if (structure.rootNamespace !== svgNamespace) {
    throw new Refused(
      "svg_namespace",
      `The SVG's root has no xmlns="${svgNamespace}": browsers would not show it. Add the attribute and upload again`,
    );
  }
  if (structure.referenceLoop) throw new Refused("svg_too_complex", "The SVG refers to itself in a loop");
  if (structure.useDepth > mediaLimits.svgUseDepth) {
    throw new Refused(
      "svg_too_complex",
      `The SVG nests <use> references ${structure.useDepth} deep; at most ${mediaLimits.svgUseDepth}`,
    );
  }
  if (structure.elements > mediaLimits.svgElements || structure.expandedElements > mediaLimits.svgElements) {
    throw new Refused(
      "svg_too_complex",
      `The SVG draws more than ${mediaLimits.svgElements.toLocaleString("en")} elements once its references are expanded`,
    );
  }
  return Buffer.from(svg, "utf8");
}

/** The image's size from its header alone, refused past the pixel limit before anything is decoded. */
async function checkedSize(image: Buffer | string): Promise<{ width: number; height: number }> {
  // Without the limit here: metadata reads the header only, and its size makes the clearer message.
  const { width, height } = await sharp(image, { ...input, limitInputPixels: false })
    .metadata()
    .catch(() => Promise.reject(unreadable()));
  if (!width || !height) throw unreadable();
  if (width * height > mediaLimits.inputPixels) {
    throw new Refused(
      "image_too_large",
      `The image is ${width} × ${height} pixels; at most ${mediaLimits.inputPixels / 1_000_000} megapixels`,
    );
  }
  return { width, height };
}

const webp = (image: Buffer | string, width: number): Sharp =>
  sharp(image, input).resize({ width }).webp({ quality: 78 });

/** The share image: the whole image on white at 1200 × 630, the best JPEG quality within the byte limit. */
async function shareJpeg(source: string): Promise<Buffer> {
  const canvas = await sharp(source, input)
    .resize({ ...shareImage, fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of [82, 72, 60, 45]) {
    jpeg = await sharp(canvas.data, { raw: canvas.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= shareImage.maxBytes) break;
  }
  return jpeg;
}

async function run(job: MediaJob): Promise<MediaJobResult> {
  if (job.op === "share") {
    await checkedSize(job.source);
    await writeFile(job.temporary, await shareJpeg(job.source).catch(() => Promise.reject(unreadable())));
    await rename(job.temporary, job.target);
    return { ok: true };
  }
  if (job.op === "variant") {
    await checkedSize(job.source);
    await webp(job.source, job.width)
      .toFile(job.temporary)
      .catch(() => Promise.reject(unreadable()));
    await rename(job.temporary, job.target);
    return { ok: true };
  }
  const original = Buffer.from(job.bytes);
  const bytes = job.kind === "svg" ? checkedSvg(original) : original;
  const { width, height } = await checkedSize(bytes);
  const variants: PrepareResult["variants"] = [];
  // Rendering every width decodes the whole image: a truncated or corrupt file fails here.
  for (const variantWidth of job.widths) {
    const rendered = await webp(bytes, variantWidth)
      .toBuffer()
      .catch(() => Promise.reject(unreadable()));
    variants.push([variantWidth, rendered]);
  }
  return { ok: true, bytes: job.kind === "svg" ? bytes : undefined, width, height, variants };
}

process.on("message", (message: { id: number; job: MediaJob }) => {
  run(message.job)
    .catch((error: unknown): MediaJobResult => {
      if (error instanceof Refused) return { ok: false, refusal: error.refusal, message: error.message };
      return { ok: false, refusal: "unreadable_file", message: "The file cannot be processed" };
    })
    .then((result) => process.send?.({ id: message.id, result }));
});
// The server went away (or stopped this worker): nothing is left to do.
process.on("disconnect", () => process.exit(0));
