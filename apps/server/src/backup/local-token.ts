import { randomBytes, timingSafeEqual } from "node:crypto";
import { lstat, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A one-time token by which `npm run backup` asks the running server for its embedded database (issue 36): the
 * command writes it to DATA_DIR (mode 0600) and presents it; the server takes it only from a file of its own user
 * that nobody else can read, written in the last minutes, and deletes it on first use. Whoever can write
 * DATA_DIR can read the database's files anyway: the token grants nothing they lack.
 */
export const tokenFile = (dataDir: string) => path.join(dataDir, "backup-token");
export const tokenHeader = "x-dukkan-backup-token";
const maxAgeMs = 5 * 60 * 1000;

export async function issueLocalToken(dataDir: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const temporary = `${tokenFile(dataDir)}.${process.pid}.tmp`;
  await writeFile(temporary, token, { mode: 0o600 });
  await rename(temporary, tokenFile(dataDir));
  return token;
}

export const withdrawLocalToken = (dataDir: string) => rm(tokenFile(dataDir), { force: true });

/** True once for the token in DATA_DIR; the file is gone afterwards, whether it matched or not. */
export async function consumeLocalToken(dataDir: string, presented: string | undefined): Promise<boolean> {
  if (!presented) return false;
  const file = tokenFile(dataDir);
  const info = await lstat(file).catch(() => null);
  if (!info) return false;
  try {
    const ownedAndPrivate =
      info.isFile() &&
      (info.mode & 0o077) === 0 &&
      (process.getuid === undefined || info.uid === process.getuid()) &&
      Date.now() - info.mtimeMs < maxAgeMs;
    if (!ownedAndPrivate) return false;
    const expected = Buffer.from((await readFile(file, "utf8")).trim());
    const given = Buffer.from(presented);
    return expected.length === given.length && timingSafeEqual(expected, given);
  } finally {
    await rm(file, { force: true });
  }
}
