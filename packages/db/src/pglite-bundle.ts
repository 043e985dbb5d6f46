import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * PGlite copies its whole file bundle (`pglite.data`, ~6 MB) into memory at every start and keeps it there.
 * A database that already exists never reads ~3.6 MB of it: what only initdb reads (the catalogue's bootstrap
 * and the SQL run once into a new database), conversions between encodings other than UTF-8 (PGlite speaks
 * UTF-8 only), the extension build kit and replication. Decision 0016 (2026-11-27).
 */
const unreadByAnExistingDatabase = [
  /\/lib\/postgresql\/\w+_and_\w+\.so$/,
  /\/lib\/postgresql\/pgxs\//,
  /\/libpqwalreceiver\.so$/,
  /\/share\/postgresql\/(postgres\.bki|\w+\.sql|sql_features\.txt|errcodes\.txt|[\w.]+\.sample)$/,
];

export interface BundledFile {
  name: string;
  start: number;
  end: number;
}

const distDir = () => dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));

/**
 * The bundle's table of contents, as PGlite's Emscripten loader lists it (`{filename:"…",start:…,end:…}` in
 * one of its modules), or undefined when it is not found as expected (another PGlite version): then PGlite
 * loads its bundle itself, as without this.
 */
export function bundledFiles(dir = distDir()): { files: BundledFile[]; size: number } | undefined {
  const size = statSync(join(dir, "pglite.data")).size;
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".js"))) {
    const source = readFileSync(join(dir, name), "utf8");
    if (!source.includes(`remote_package_size:${size}`)) continue;
    const files = [...source.matchAll(/\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g)].map((match) => ({
      name: match[1]!,
      start: Number(match[2]),
      end: Number(match[3]),
    }));
    const contiguous = files.every((file, i) => file.start === (i === 0 ? 0 : files[i - 1]!.end));
    if (files.length > 0 && contiguous && files.at(-1)!.end === size) return { files, size };
  }
  return undefined;
}

export const isReadByAnExistingDatabase = (file: BundledFile) =>
  !unreadByAnExistingDatabase.some((pattern) => pattern.test(file.name));

/**
 * PGlite's bundle for a database that exists, as PGlite's `fsBundle` option: the same size and layout, with
 * the files such a database never reads left unwritten. A large ArrayBuffer starts as pages the system has
 * not backed yet, and pages nobody writes or reads stay that way, so those files cost no memory. PGlite only
 * asks the option for `arrayBuffer()`.
 */
export function bundleForAnExistingDatabase(dir = distDir()): Blob | undefined {
  const contents = bundledFiles(dir);
  if (!contents) return undefined;
  const buffer = new ArrayBuffer(contents.size);
  const fd = openSync(join(dir, "pglite.data"), "r");
  try {
    for (const file of contents.files.filter(isReadByAnExistingDatabase)) {
      const length = file.end - file.start;
      readSync(fd, new Uint8Array(buffer, file.start, length), 0, length, file.start);
    }
  } finally {
    closeSync(fd);
  }
  return { arrayBuffer: async () => buffer } as unknown as Blob;
}
