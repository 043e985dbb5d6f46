import { buffer } from "node:stream/consumers";
import type { MediaStore } from "./media-store.ts";

export interface MigrationReport {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size: an earlier run's, or written there by the server. */
  present: number;
}

/**
 * Copies every file of `source` that `target` lacks (or holds with another size), `concurrency` at a time.
 * The target is listed once first, so a second run copies nothing and an interrupted one goes on where it
 * stopped; each copy is one whole put, never half a file. The first failure stops the run (and is thrown)
 * after the copies in flight end: `progress` has told what was done by then.
 */
export async function migrateMedia(
  source: MediaStore,
  target: MediaStore,
  options: {
    concurrency?: number;
    /** Filled as the copy goes: after a failure it tells what was done. */
    report?: MigrationReport;
    progress?: (report: MigrationReport) => void;
  } = {},
): Promise<MigrationReport> {
  const existing = new Map<string, number>();
  for await (const { key, size } of target.list()) existing.set(key, size);
  const report = options.report ?? { copied: 0, copiedBytes: 0, present: 0 };
  const pending: Array<{ key: string; size: number }> = [];
  for await (const file of source.list()) {
    if (existing.get(file.key) === file.size) report.present++;
    else pending.push(file);
  }
  pending.sort((a, b) => a.key.localeCompare(b.key));

  let next = 0;
  let failure: unknown;
  async function worker() {
    while (next < pending.length && failure === undefined) {
      const { key } = pending[next++]!;
      try {
        const object = await source.get(key);
        if (!object) continue; // Removed from the source since it was listed.
        const bytes = await buffer(object.body);
        await target.put(key, bytes, object.contentType);
        report.copied++;
        report.copiedBytes += bytes.length;
        if (report.copied % 100 === 0) options.progress?.(report);
      } catch (error) {
        failure ??= error;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  if (failure !== undefined) throw failure;
  return report;
}
