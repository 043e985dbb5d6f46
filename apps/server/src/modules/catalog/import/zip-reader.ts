import { inflateRawSync } from "node:zlib";
import { fileError } from "./sheet-limits.ts";

/**
 * A zip archive read for the few entries an XLSX import needs (issue 32). Nothing the archive declares about
 * sizes is trusted: each entry is inflated with a running byte count that stops at the limit, whatever the
 * central directory claims; the entries read share one budget; entries nobody asks for are never inflated.
 */
export interface ZipArchive {
  /** The entry's bytes (undefined if absent): past what is left of the budget, refused as a zip bomb. */
  read(name: string): Buffer | undefined;
}

/** Entries in the central directory: a workbook has a dozen, with images a few hundred. */
export const maxZipEntries = 2_000;

const unreadable = (why: string) =>
  fileError("unreadable_file", `The file is not a readable XLSX workbook (${why})`);
const unpacksTooLarge = (limitBytes: number) =>
  fileError(
    "file_too_large",
    `The workbook unpacks to more than ${Math.round(limitBytes / 1024 / 1024)} MB: refused`,
  );

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The archive in `bytes`, whose entries may unpack to `budget` bytes in all. */
export function openZip(bytes: Uint8Array, budget: number): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(bytes, view);
  let left = budget;
  return {
    read(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      const content = inflateEntry(bytes, view, entry, left);
      if (!content) throw unpacksTooLarge(budget);
      left -= content.length;
      return content;
    },
  };
}

/** The central directory's entries by name (read from the end-of-central-directory record). */
function centralDirectory(bytes: Uint8Array, view: DataView): Map<string, Entry> {
  const end = endOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw unreadable("ZIP64 archives are not read");
  if (count > maxZipEntries) throw unreadable(`more than ${maxZipEntries} entries`);
  if (offset + size > end) throw unreadable("a damaged central directory");
  const entries = new Map<string, Entry>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || view.getUint32(at, true) !== 0x02014b50)
      throw unreadable("a damaged central directory");
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > offset + size) throw unreadable("a damaged central directory");
    if (flags & 1) throw unreadable("it is encrypted");
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString("utf8");
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/** The end-of-central-directory record: the last 22 bytes, or before them a comment of up to 64 KB. */
function endOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--)
    if (view.getUint32(at, true) === 0x06054b50) return at;
  throw unreadable("no zip directory");
}

/** The entry's bytes, or undefined when they would be more than `maxBytes`. */
function inflateEntry(bytes: Uint8Array, view: DataView, entry: Entry, maxBytes: number): Buffer | undefined {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50)
    throw unreadable("a damaged entry");
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw unreadable("a damaged entry");
  const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressedSize);
  if (entry.method === 0) return data.length > maxBytes ? undefined : data;
  if (entry.method !== 8) throw unreadable("an entry compressed in a way XLSX does not use");
  if (maxBytes < 1) return undefined;
  try {
    // zlib counts what it writes and stops at maxOutputLength: a lying directory cannot make it go further.
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return undefined;
    throw unreadable("a damaged entry");
  }
}
