import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's files may be opened by one process at a time: the server notes its process id in
 * DATA_DIR while it runs, and the shell commands (`npm run staff`) refuse to open the database meanwhile.
 */
const pidFile = (dataDir: string) => path.join(dataDir, "server.pid");

/** Notes this process as the server of `dataDir`; the note goes when the process exits. */
export function holdDataDir(dataDir: string): void {
  writeFileSync(pidFile(dataDir), String(process.pid));
  process.once("exit", () => rmSync(pidFile(dataDir), { force: true }));
}

/** The process id of a live server using `dataDir`, or null (no note, or its process is gone). */
export function serverHoldingDataDir(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
