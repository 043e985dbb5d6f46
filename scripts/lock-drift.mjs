// Fails when `npm install` changed what the lock file installs, ignoring optional packages (other platforms'
// binaries, which the registry here may or may not carry): see docs/decisions/0003.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const required = (lock) =>
  new Map(
    Object.entries(lock.packages ?? {})
      .filter(([, entry]) => !entry.optional)
      .map(([path, entry]) => [path, entry.version ?? ""]),
  );

const committed = required(
  JSON.parse(
    execFileSync("git", ["show", "HEAD:package-lock.json"], { encoding: "utf8", maxBuffer: 64 << 20 }),
  ),
);
const installed = required(JSON.parse(readFileSync("package-lock.json", "utf8")));

const drift = [];
for (const [path, version] of installed)
  if (committed.get(path) !== version) drift.push(`+ ${path || "(root)"} ${version}`);
for (const [path, version] of committed)
  if (!installed.has(path)) drift.push(`- ${path || "(root)"} ${version}`);

if (drift.length > 0) {
  console.error(
    `ci: package-lock.json is out of date: run npm install and commit it\n${drift.slice(0, 20).join("\n")}`,
  );
  process.exit(1);
}
