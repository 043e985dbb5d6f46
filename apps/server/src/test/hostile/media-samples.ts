import { deflateSync } from "node:zlib";

/**
 * Small hostile files for the media upload tests (issue 32), each a few hundred bytes to a few kilobytes that
 * once cost the server seconds to minutes of CPU or gigabytes of memory.
 */

const svgNamespace = 'xmlns="http://www.w3.org/2000/svg"';

/**
 * A run of empty comments and no `<svg`: 211 bytes with 30 comments. The old sniffing regular expression
 * (`(<!--[\s\S]*?-->\s*)*` twice) backtracked over every way of splitting the run: 150 s for 30 comments,
 * doubling with every two more.
 */
export const mediaExponentialComments = (comments = 30) => Buffer.from(`${"<!---->".repeat(comments)}x`);

/** `levels` groups, each using the previous one `fanout` times: 4^10 ≈ a million rectangles from 1 KB. */
export function mediaNestedUseSvg(levels = 10, fanout = 4): Buffer {
  let defs = `<g id="l0"><rect width="1" height="1"/></g>`;
  for (let level = 1; level <= levels; level++)
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fanout)}</g>`;
  return Buffer.from(
    `<svg ${svgNamespace} viewBox="0 0 10 10"><defs>${defs}</defs><use href="#l${levels}"/></svg>`,
  );
}

/** Billion laughs: ten entities each ten times the previous, 10^9 "lol"s once expanded. */
export function mediaBillionLaughsSvg(): Buffer {
  let entities = '<!ENTITY lol0 "lol">';
  for (let level = 1; level <= 9; level++)
    entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  return Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE svg [${entities}]><svg ${svgNamespace} viewBox="0 0 10 10"><text>&lol9;</text></svg>`,
  );
}

/** An external entity: the server's files read into the image. */
export const mediaExternalEntitySvg = () =>
  Buffer.from(
    `<!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]><svg ${svgNamespace}><text>&secret;</text></svg>`,
  );

/** A correct SVG but for its namespace: browsers show nothing for it. */
export const mediaSvgWithoutNamespace = () =>
  Buffer.from('<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="#2a6f97"/></svg>');

/**
 * One polygon whose `points` edges nearly all cross one another: the rasteriser's work grows with the square
 * of the points (4,000 points, 38 KB, took 7 s per width). One element and no reference: only the time limit
 * stops it.
 */
export function mediaCrossingPolygonSvg(points = 8000): Buffer {
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const coordinates: string[] = [];
  for (let index = 0; index < points; index++)
    coordinates.push(`${index % 2 ? 1000 : 0},${(random() * 1000).toFixed(1)}`);
  return Buffer.from(
    `<svg ${svgNamespace} width="1000" height="1000" viewBox="0 0 1000 1000"><polygon points="${coordinates.join(" ")}" fill-rule="evenodd"/></svg>`,
  );
}

const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A 68-byte PNG whose header declares `width` × `height` pixels (RGB, 8 bits): 100,000 × 100,000 is 30 GB
 * once decoded. Valid signature and chunk CRCs, so every reader believes the header.
 */
export function mediaHugeDimensionsPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    // The start of the pixels' zlib stream (decoders read the header when the first IDAT comes).
    pngChunk("IDAT", deflateSync(Buffer.alloc(16))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
