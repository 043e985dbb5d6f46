import { deflateRawSync } from "node:zlib";
import { workbookParts } from "./sheet-files.ts";

/**
 * Zip archives written by hand for the import's hostile-file tests: each entry's compressed bytes and the
 * uncompressed size its headers declare are the test's to choose, as an attacker's would be.
 */
export interface HandMadeEntry {
  name: string;
  /** The entry's bytes as stored (deflated unless `stored`). */
  data: Buffer;
  /** The uncompressed size the local header and the central directory declare. */
  declaredSize: number;
  stored?: boolean;
}

export function zipOf(entries: HandMadeEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.declaredSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An honest entry: its text deflated, its true size declared. */
export const entryOf = (name: string, text: string): HandMadeEntry => {
  const bytes = Buffer.from(text, "utf8");
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length };
};

/**
 * A deflate stream that inflates to `bytes` zero bytes (6.5 MB of it per GB), written bit by bit: one block of
 * fixed Huffman codes, a literal zero, then copies of 258 bytes from 1 byte back, 13 bits each.
 */
export function inflatingTo(bytes: number): Buffer {
  const copies = Math.floor((bytes - 1) / 258);
  const out = Buffer.alloc(Math.ceil((3 + 8 + copies * 13 + 7) / 8));
  let bit = 0;
  /** `count` bits of `value`, least significant first (deflate's order for everything but Huffman codes). */
  const bits = (value: number, count: number) => {
    for (let i = 0; i < count; i++, bit++) if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  /** A Huffman code, most significant bit first. */
  const code = (value: number, count: number) => {
    for (let i = count - 1; i >= 0; i--, bit++) if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  bits(1, 1); // the last block,
  bits(1, 2); // of fixed codes
  code(0b00110000, 8); // literal 0
  for (let i = 0; i < copies; i++) {
    code(0b11000101, 8); // length 258
    code(0, 5); // distance 1
  }
  code(0, 7); // end of block
  return out;
}

/**
 * A zip whose entries all point at one deflated stream (an "overlapping" zip bomb), each declaring `declaredSize`
 * bytes uncompressed.
 */
export function overlappingZip(names: string[], data: Buffer, declaredSize: number): Buffer {
  const [first, ...more] = names;
  const zip = zipOf([{ name: first!, data, declaredSize }]);
  const local = zip.subarray(0, 30 + Buffer.byteLength(first!) + data.length);
  const central = zip.subarray(local.length, zip.length - 22);
  const headers = [central, ...more.map((name) => centralHeaderAtZero(central, name))];
  const directory = Buffer.concat(headers);
  const end = Buffer.from(zip.subarray(zip.length - 22));
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  return Buffer.concat([local, directory, end]);
}
function centralHeaderAtZero(template: Buffer, name: string): Buffer {
  const header = Buffer.from(template.subarray(0, 46));
  header.writeUInt16LE(Buffer.byteLength(name), 28);
  return Buffer.concat([header, Buffer.from(name)]);
}

/** A one-sheet workbook whose parts are honest but for `parts` given here (the sheet, shared strings…). */
export const workbookOf = (parts: Record<string, string>) =>
  zipOf(Object.entries({ ...workbookParts, ...parts }).map(([name, text]) => entryOf(name, text)));

export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
