import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** The demo store's media: generated files (SVG, PDF) and copies of bundled assets, by media key. */
export class SeedMedia {
  readonly files = new Map<string, string | Buffer>();
  readonly copies = new Map<string, string>();

  /** Writes every file under `mediaDir`; returns how many. */
  async write(mediaDir: string): Promise<number> {
    const dirs = new Set<string>();
    for (const key of [...this.files.keys(), ...this.copies.keys()]) dirs.add(dirname(join(mediaDir, key)));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    const entries = [...this.files];
    for (let i = 0; i < entries.length; i += 64) {
      await Promise.all(
        entries.slice(i, i + 64).map(([key, content]) => writeFile(join(mediaDir, key), content)),
      );
    }
    await Promise.all([...this.copies].map(([key, source]) => copyFile(source, join(mediaDir, key))));
    return this.files.size + this.copies.size;
  }
}
