import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/**
 * PostgreSQL's client tools (pg_dump, pg_restore, psql: Debian's `postgresql-client-<major>`), found on PATH or
 * in PG_BIN (e.g. /usr/lib/postgresql/16/bin when several majors are installed).
 */

/** A refusal or failure the operator can act on, printed as one line by the CLIs. */
export class BackupProblem extends Error {
  override readonly name = "BackupProblem";
}

export type PgTool = "pg_dump" | "pg_restore" | "psql";

export const pgToolPath = (tool: PgTool) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool);

const installHint = (major?: number) =>
  `install PostgreSQL's client tools (Debian: apt install postgresql-client${major ? `-${major}` : ""}) or set PG_BIN to their folder`;

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function pgToolMajor(tool: PgTool, wanted?: number): Promise<number> {
  const { stdout } = await runPgTool(tool, ["--version"], {}, wanted);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout) ?? /(\d+)\.\d+/.exec(stdout);
  if (!match) throw new BackupProblem(`cannot tell ${tool}'s version from "${stdout.trim()}"`);
  return Number(match[1]);
}

/** Refuses a client tool older than `major`, saying which package to install. */
export async function requirePgTool(tool: PgTool, major: number, what: string): Promise<number> {
  const have = await pgToolMajor(tool, major);
  if (have < major)
    throw new BackupProblem(`${tool} ${have} cannot ${what} (PostgreSQL ${major}): ${installHint(major)}`);
  return have;
}

/**
 * libpq's arguments and environment for DATABASE_URL. The password goes in PGPASSWORD, not on the command line
 * where any user of the machine could read it in the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export interface RunOptions {
  env?: Record<string, string>;
  /** Wire the child's standard input or output yourself (a pipe between two tools). */
  onSpawn?: (child: ChildProcess) => void;
  stdio?: ("pipe" | "ignore" | "inherit")[];
}

/** Runs a client tool to its end; a failure is one line: the tool's first error line. */
export function runPgTool(
  tool: PgTool,
  args: string[],
  options: RunOptions = {},
  major?: number,
): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgToolPath(tool), args, {
      env: { ...process.env, ...options.env },
      stdio: options.stdio ?? ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    if (!options.onSpawn) child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupProblem(`${tool} was not found: ${installHint(major)}`)
          : new BackupProblem(`${tool} could not start: ${error.message}`),
      );
    });
    options.onSpawn?.(child);
    child.once("close", (code) => {
      if (code === 0) return resolve({ stdout });
      const line = stderr
        .split("\n")
        .map((l) => l.trim())
        .find((l) => l && !/^(pg_dump|pg_restore|psql): (detail|hint):/i.test(l));
      reject(new BackupProblem(`${tool} failed: ${line ?? `exit code ${code}`}`));
    });
  });
}
