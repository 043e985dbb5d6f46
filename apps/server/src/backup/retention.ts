import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { archiveNamePattern } from "./create-backup.ts";

/**
 * `--keep N`: after a backup succeeded, the newest N archives of its folder stay and older ones go. Counted in
 * archives, not days: a timer that stopped for a month still leaves N backups, and nothing but this command's
 * own names (`dukkan-backup-<UTC time>.tar`, which sort by time) is ever deleted.
 */
export async function keepNewest(dir: string, keep: number, justWritten: string): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((name) => archiveNamePattern.test(name))
    .sort()
    .reverse();
  const doomed = names.slice(keep).filter((name) => path.join(dir, name) !== path.resolve(justWritten));
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}
