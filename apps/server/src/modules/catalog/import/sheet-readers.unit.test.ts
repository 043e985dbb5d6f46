import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSheet } from "./sheet-files.ts";
import { sheetLimits } from "./sheet-limits.ts";
import { entryOf, inflatingTo, overlappingZip, sheetXml, workbookOf, zipOf } from "./zip.test-support.ts";

/** The `errors.file` code and the message a refused file gets (or "read" when it is not refused). */
function refusal(bytes: Uint8Array): { code: string; message: string } {
  try {
    readSheet(bytes);
    return { code: "read", message: "" };
  } catch (error) {
    const { errors, message } = error as { errors?: { file?: string[] }; message: string };
    if (!errors?.file) throw error;
    return { code: errors.file[0]!, message };
  }
}
const csv = (text: string) => Buffer.from(text, "utf8");

describe("the CSV reader", () => {
  it("reads RFC 4180: quotes with escapes and line breaks, CRLF or LF, a BOM, the header's delimiter", () => {
    const text =
      '\uFEFFcode,name:ar,note\r\nA-1,"مغسلة، ""بيضاء""","two\r\nlines"\nB-2,خلاط,"quoted" tail\r\n,,\r\n';
    expect(readSheet(csv(text))).toEqual([
      ["code", "name:ar", "note"],
      ["A-1", 'مغسلة، "بيضاء"', "two\r\nlines"],
      ["B-2", "خلاط", "quoted tail"],
    ]);
    expect(readSheet(csv("code\tname:ar\nA-1\tمغسلة"))).toEqual([
      ["code", "name:ar"],
      ["A-1", "مغسلة"],
    ]);
    // Trailing empty cells are not kept; empty cells before a value are.
    expect(readSheet(csv("a;b;c;;;\r\n;;x;;;\r\n"))).toEqual([
      ["a", "b", "c"],
      ["", "", "x"],
    ]);
  });

  it("refuses a cell longer than the limit at once, naming its row, whether quoted or not", () => {
    const huge = "x".repeat(10 * 1024 * 1024);
    expect(refusal(csv(`code,name:ar\r\nA-1,${huge}\r\n`))).toEqual({
      code: "cell_too_long",
      message: "Row 2 has a cell longer than 65,536 characters: refused",
    });
    expect(refusal(csv(`code,name:ar\r\nA-1,"${huge}"\r\n`)).code).toBe("cell_too_long");
    expect(refusal(csv(`code,name:ar\r\nA-1,"${"ب".repeat(sheetLimits.cellChars + 1)}"`)).code).toBe(
      "cell_too_long",
    );
    expect(refusal(csv(`code,name:ar\r\nA-1,"${"ب".repeat(sheetLimits.cellChars)}"`)).code).toBe("read");
    expect(refusal(csv('code,name:ar\r\nA-1,"never closed\r\nB-2,x\r\n'))).toEqual({
      code: "unreadable_file",
      message: "Row 2 has a quoted cell that is never closed",
    });
  });

  it("refuses more rows, columns or cells than a sheet may have", () => {
    const rows = (n: number) => csv(`code\n${"A\n".repeat(n)}`);
    expect(refusal(rows(sheetLimits.rows)).code).toBe("read");
    expect(refusal(rows(sheetLimits.rows + 1)).code).toBe("too_many_rows");
    // Empty rows and trailing empty columns cost nothing and are not counted.
    expect(refusal(csv(`code\n${"\n".repeat(100_000)}A${",".repeat(10_000)}\n`)).code).toBe("read");
    expect(refusal(csv(`code\nA${",".repeat(sheetLimits.columns)}x\n`))).toEqual({
      code: "too_many_columns",
      message: "Row 2 has a value beyond column 256: remove the columns that are not needed",
    });
    const wide = `${Array.from({ length: 200 }, (_, i) => `c${i}`).join(",")}\n`;
    expect(refusal(csv(wide.repeat(sheetLimits.cells / 200 + 1))).code).toBe("too_many_cells");
  });

  it("refuses a run of combining marks no text has, which normalising would take quadratic time on", () => {
    const zalgo = `م${"\u0301\u0316".repeat(20_000)}`;
    expect(refusal(csv(`code,brand\r\nA-1,${zalgo}\r\n`))).toEqual({
      code: "invalid_text",
      message: "Row 2 has a cell with more than 30 combining marks in a row: not a product's text",
    });
    // Arabic with every vowel sign and a shadda is text.
    const voweled = "مُحَمَّدٌ ".repeat(500);
    expect(readSheet(csv(`code,name:ar\r\nA-1,${voweled}\r\n`))[1]![1]).toBe(voweled.trim());
  });

  it("parses a 15 MB file within a 96 MB heap, keeping under 3.5 bytes of heap per byte of file", () => {
    // In a process of its own with a small heap, as the server runs in a 256 MB one: the old reader, a string
    // per character, ran out of memory on this file even at 256 MB; held after a full GC its cells took 4.2×.
    const sheetFiles = fileURLToPath(new URL("./sheet-files.ts", import.meta.url));
    const script = path.join(mkdtempSync(path.join(tmpdir(), "dukkan-csv-")), "parse.ts");
    writeFileSync(
      script,
      `import { readSheet } from ${JSON.stringify(sheetFiles)};
const lines = [Buffer.from("\\uFEFFcode,name:ar,name:en,name:ckb,name:tr,name:it,brand,categories,discount,active,colour,size:ar,size:en,size:ckb,size:tr,size:it,price,stock,images\\r\\n")];
for (let i = 0; i < 45_000; i++)
  lines.push(Buffer.from(\`P-\${i},مغسلة بيضاء رقم \${i},"White basin, no. \${i}, wall-hung, with overflow \${"x".repeat(70)}",,,,غروهه,حمامات | مغاسل,0,1,أبيض,٦٠ سم,60 cm,,,,\${125000 + i},4,https://shop.example/media/products/p-\${i}-1.webp | https://shop.example/media/products/p-\${i}-2.webp\\r\\n\`));
const file = Buffer.concat(lines);
lines.length = 0;
globalThis.gc();
const before = process.memoryUsage().heapUsed;
const sheet = readSheet(file);
globalThis.gc();
const growth = process.memoryUsage().heapUsed - before;
console.log(JSON.stringify({ rows: sheet.length, bytes: file.length, growth }));
`,
    );
    const child = spawnSync(
      process.execPath,
      ["--expose-gc", "--max-old-space-size=96", "--import", "tsx", script],
      { cwd: path.dirname(sheetFiles), encoding: "utf8", timeout: 120_000 },
    );
    rmSync(path.dirname(script), { recursive: true, force: true });
    expect(child.status, child.stderr.slice(0, 2000)).toBe(0);
    const { rows, bytes, growth } = JSON.parse(child.stdout.trim().split("\n").at(-1)!);
    expect(rows).toBe(45_001);
    expect(bytes).toBeGreaterThan(15_000_000);
    expect(growth).toBeLessThan(3.5 * bytes);
  }, 120_000);
});

describe("the XLSX reader", () => {
  const sharedSheet = (strings: string) =>
    workbookOf({
      "xl/sharedStrings.xml": `<sst>${strings}</sst>`,
      "xl/worksheets/sheet1.xml": sheetXml(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>',
      ),
    });

  it("reads shared and inline strings, runs, entities, CDATA and prefixed names; not phonetic guides", () => {
    const book = workbookOf({
      "xl/sharedStrings.xml":
        '<sst><si><t>A&amp;B &#x645;&#1594; &bogus; &&</t></si><si><r><t>مغ</t></r><r><t xml:space="preserve">سلة</t></r><rPh><t>x</t></rPh></si></sst>',
      "xl/worksheets/sheet1.xml": sheetXml(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
          '<row r="3"><c r="B3" t="inlineStr"><is><t><![CDATA[a<b&amp;]]></t></is></c><c r="C3"><f>1+1</f><v>2</v></c></row>' +
          '<x:row><x:c t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c></x:row><row r="5"/>',
      ),
    });
    expect(readSheet(book)).toEqual([
      ["A&B مغ &bogus; &&", "", "مغسلة"],
      ["", "a<b&amp;", "2"],
      ["prefixed"],
    ]);
  });

  it("unpacks no more than its budget, whatever the zip declares: 13 entries that each inflate to 1 GB", () => {
    // The old reader trusted the declared 100 bytes and inflated each entry whole: ~9 s apiece.
    const bomb = inflatingTo(1024 ** 3);
    const names = [
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/worksheets/sheet1.xml",
      "xl/sharedStrings.xml",
      ...Array.from({ length: 9 }, (_, i) => `xl/media/image${i}.png`),
    ];
    expect(refusal(overlappingZip(names, bomb, 100))).toEqual({
      code: "file_too_large",
      message: "The workbook unpacks to more than 64 MB: refused",
    });
    // The sheet only, behind an honest workbook.
    const sheetBomb = zipOf([
      entryOf("xl/workbook.xml", "<workbook/>"),
      { name: "xl/worksheets/sheet1.xml", data: bomb, declaredSize: 100 },
    ]);
    expect(refusal(sheetBomb).code).toBe("file_too_large");
    // Parts that fit one by one but not together.
    const half = inflatingTo(40 * 1024 * 1024);
    const together = zipOf([
      entryOf("xl/workbook.xml", "<workbook/>"),
      { name: "xl/worksheets/sheet1.xml", data: half, declaredSize: 100 },
      { name: "xl/sharedStrings.xml", data: half, declaredSize: 100 },
    ]);
    expect(refusal(together).code).toBe("file_too_large");
    // A stored entry larger than the budget, declared small.
    const stored = zipOf([
      entryOf("xl/workbook.xml", "<workbook/>"),
      {
        name: "xl/worksheets/sheet1.xml",
        data: Buffer.alloc(65 * 1024 * 1024),
        declaredSize: 1,
        stored: true,
      },
    ]);
    expect(refusal(stored).code).toBe("file_too_large");
  }, 60_000);

  it("refuses zips it cannot trust: too many entries, damaged offsets, encryption, truncated streams", () => {
    const many = zipOf(
      Array.from({ length: 2_001 }, (_, i) => entryOf(i === 0 ? "xl/workbook.xml" : `x/${i}`, "<a/>")),
    );
    expect(refusal(many).message).toMatch(/more than 2000 entries/);
    const honest = workbookOf({
      "xl/worksheets/sheet1.xml": sheetXml('<row><c t="inlineStr"><is><t>ok</t></is></c></row>'),
    });
    expect(readSheet(honest)).toEqual([["ok"]]);
    const encrypted = Buffer.from(honest);
    const directory = encrypted.readUInt32LE(encrypted.length - 6);
    encrypted.writeUInt16LE(1, directory + 8);
    expect(refusal(encrypted).message).toMatch(/encrypted/);
    const damaged = Buffer.from(honest);
    damaged.writeUInt32LE(0xfffffff0, damaged.length - 6);
    expect(refusal(damaged).code).toBe("unreadable_file");
    const truncated = zipOf([
      entryOf("xl/workbook.xml", "<workbook/>"),
      { ...entryOf("xl/worksheets/sheet1.xml", sheetXml("<row/>".repeat(1000))), data: Buffer.from([0x78]) },
    ]);
    expect(refusal(truncated).code).toBe("unreadable_file");
  });

  it("refuses a DOCTYPE outright: no entity is ever declared, let alone expanded (billion laughs)", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`,
    ).join("")}]><sst><si><t>&lol9;</t></si><si><t>x</t></si></sst>`;
    expect(refusal(sharedSheet(laughs))).toEqual({
      code: "unreadable_file",
      message:
        "The workbook declares an XML document type (DOCTYPE or entities): refused, a spreadsheet has none",
    });
    const inSheet = workbookOf({
      "xl/worksheets/sheet1.xml": `<!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]>${sheetXml('<row><c t="inlineStr"><is><t>&x;</t></is></c></row>')}`,
    });
    expect(refusal(inSheet).code).toBe("unreadable_file");
  });

  it("bounds nesting, columns, cell lengths and shared strings", () => {
    const deep = `${"<a>".repeat(100)}${"</a>".repeat(100)}`;
    expect(
      refusal(workbookOf({ "xl/worksheets/sheet1.xml": sheetXml(`<row>${deep}</row>`) })).message,
    ).toMatch(/nested deeper than 64/);
    const farColumn = (value: string) =>
      workbookOf({
        "xl/worksheets/sheet1.xml": sheetXml(
          `<row r="7"><c r="XFD7" t="inlineStr"><is><t>${value}</t></is></c></row>`,
        ),
      });
    expect(refusal(farColumn("x"))).toEqual({
      code: "too_many_columns",
      message: "Row 7 has a value beyond column 256: remove the columns that are not needed",
    });
    expect(readSheet(farColumn(""))).toEqual([]);
    expect(refusal(sharedSheet(`<si><t>${"x".repeat(sheetLimits.cellChars + 1)}</t></si>`)).code).toBe(
      "cell_too_long",
    );
    expect(refusal(sharedSheet(`<si><t>${"&amp;".repeat(sheetLimits.cellChars)}</t></si><si/>`)).code).toBe(
      "cell_too_long",
    );
    expect(readSheet(sharedSheet(`<si><t>${"&amp;".repeat(100)}</t></si><si/>`))).toEqual([
      ["&".repeat(100)],
    ]);
    expect(readSheet(sharedSheet("<si><t>&#x110000;&#0;</t></si><si/>"))).toEqual([["\uFFFD\uFFFD"]]);
    // 200,000 `&` without a `;`: decoded in one pass, then refused for their length.
    expect(refusal(sharedSheet(`<si><t>${"&".repeat(200_000)}</t></si><si/>`)).code).toBe("cell_too_long");
  });
});

describe("the XLSX reader on workbooks saved by LibreOffice Calc (fixtures/README.md)", () => {
  const fixture = (name: string) =>
    readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

  it("reads a CSV converted by Calc as the CSV reads it: shared strings, numbers, quotes, Arabic digits", () => {
    const fromCalc = readSheet(fixture("calc-from-csv.xlsx"));
    // Calc stores no cell for an empty one at the end of a row; the CSV has it.
    const fromCsv = readSheet(fixture("calc-from-csv.csv")).map((row) =>
      row.slice(0, row.findLastIndex((cell) => cell !== "") + 1),
    );
    expect(fromCalc).toEqual(fromCsv);
    expect(fromCalc[3]).toEqual([
      "P-3",
      'سخان "فوري"',
      "Instant heater",
      "Ariston",
      "",
      "5",
      "1",
      "1234567",
      "12",
      "50 L",
    ]);
  });

  it("reads an export of ours saved again by Calc", () => {
    expect(readSheet(fixture("calc-resaved-export.xlsx"))).toEqual([
      ["code", "name:ar", "name:en", "price", "stock", "images"],
      [
        "P-1",
        "مغسلة بيضاء",
        "White basin, wall-hung",
        "125000",
        "4",
        "https://shop.example/media/products/p-1-1.webp | https://shop.example/media/products/p-1-2.webp",
      ],
      ["P-2", "حنفية مطبخ", "", "89500", "0"],
      ["P-3", 'سخان "فوري" ١٢', "Instant heater <50 L> & more", "1234567", "12"],
    ]);
  });
});
