import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startNodeFlags } from "../../scripts/start-flags.mjs";
import { freePort } from "./support/global-setup.ts";
import { type ReleaseServer, releaseDir, releaseNode, startRelease } from "./support/release.ts";

// Issue 36.2: `npm run build`'s release runs elsewhere. tests/e2e/support/release-setup.ts built it, moved it
// to a directory of its own and ran `npm install --omit=dev` there; here its tools and its server run as
// another user on an embedded database seeded first, and nothing in it names the build machine.

const asRoot = process.getuid?.() === 0;
const userName = "dukkan-release-test";
if (!asRoot) {
  console.warn(
    `[deploy] not root: the release runs as ${process.env.USER ?? "this user"}, not as a system user of its own (useradd needs root)`,
  );
}

/** The system user an operator creates for the shop (docs/operations.md), made here when running as root. */
function systemUser(): { uid: number; gid: number } | undefined {
  if (!asRoot) return undefined;
  if (spawnSync("id", ["-u", userName]).status !== 0) {
    execFileSync("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", userName]);
  }
  const id = (flag: string) => Number(execFileSync("id", [flag, userName], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

describe("a release moved to another directory and installed there", () => {
  const user = systemUser();
  const dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-release-data-"));
  const ownerEmail = "owner@release.example";
  const ownerPassword = "Granite-worktop-and-basin-73";
  let server: ReleaseServer;
  let port = 0;
  let commonPassword: ReturnType<typeof tool>;
  const env = () => ({ NODE_ENV: "production", DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port) });

  /** One of the release's command-line tools, as its package.json scripts run them. */
  const tool = (script: string, args: string[] = [], input?: string) =>
    spawnSync(releaseNode(), [`apps/server/dist/${script}.js`, ...args], {
      cwd: releaseDir(),
      env: { PATH: process.env.PATH, ...env() },
      input,
      encoding: "utf8",
      ...user,
    });

  beforeAll(async () => {
    if (user) chownSync(dataDir, user.uid, user.gid);
    port = await freePort();
    const seeded = tool("seed");
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain("Seeded the demo store");
    const migrated = tool("migrate");
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(migrated.stdout).toMatch(
      /the database is at \d{4}_\w+ \(\d+ migrations, release \d{4}\.\d\d\.\d\d-[0-9a-f]{7}\)/,
    );
    const owner = tool("staff", ["owner", "--email", ownerEmail], ownerPassword);
    expect(owner.status, owner.stderr).toBe(0);
    commonPassword = tool("staff", ["owner", "--email", "second@release.example"], "password1234");
    server = await startRelease(env(), user);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds no path of the build machine, only the runtime packages, and a release name", () => {
    for (const buildPath of inject("buildPaths")) {
      const found = spawnSync("grep", ["-rlF", "--exclude-dir=node_modules", buildPath, "."], {
        cwd: releaseDir(),
        encoding: "utf8",
      });
      expect(found.stdout, `files naming ${buildPath}`).toBe("");
      expect(found.status).toBe(1);
    }
    const manifest = JSON.parse(readFileSync(path.join(releaseDir(), "package.json"), "utf8"));
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.dependencies.node).toMatch(/^24\./);
    for (const buildTool of ["tsx", "esbuild", "vite", "typescript", "vitest"]) {
      expect(manifest.dependencies[buildTool], buildTool).toBeUndefined();
    }
    const release = JSON.parse(
      readFileSync(path.join(releaseDir(), "apps/server/dist/release.json"), "utf8"),
    );
    expect(release.name).toMatch(/^\d{4}\.\d\d\.\d\d-[0-9a-f]{7}$/);
    expect(server.output()).toContain(`Dukkan ${release.name} is serving`);
  });

  it("has a systemd unit that starts it with npm start's flags", () => {
    const unit = readFileSync(path.join(releaseDir(), "deploy/dukkan@.service"), "utf8");
    const execStart = unit.match(/^ExecStart=(.+)$/m)?.[1]?.split(/\s+/) ?? [];
    expect(execStart[0]).toBe("/opt/dukkan/current/node_modules/.bin/node");
    expect(execStart.slice(1, -1)).toEqual(startNodeFlags);
    expect(execStart.at(-1)).toBe("start.mjs");
  });

  it("runs as its own user on Node 24 with npm start's flags", () => {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    if (user) expect(status).toMatch(new RegExp(`^Uid:\\s+${user.uid}\\s`, "m"));
    const commandLine = readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0");
    expect(commandLine).toEqual(expect.arrayContaining(startNodeFlags));
    expect(commandLine.filter(Boolean).at(-1)).toBe(path.join(releaseDir(), "start.mjs"));
    const environment = readFileSync(`/proc/${server.child.pid}/environ`, "utf8");
    // start.mjs started itself again with glibc's malloc tuned (same PID).
    expect(environment).toContain("GLIBC_TUNABLES=glibc.malloc.mmap_threshold=32768");
    const version = execFileSync(releaseNode(), ["--version"], { encoding: "utf8" });
    expect(version).toMatch(/^v24\./);
  });

  it("serves the API, a storefront page, the staff app and a media variant from the seeded database", async () => {
    const health = await fetch(`${server.base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", databaseKind: "pglite" });

    const home = await fetch(`${server.base}/en/Products`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/\/media\/products\/[^"?]+\?w=\d+/);

    const staff = await fetch(`${server.base}/staff/`);
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('<div id="root"');

    // The media worker is a bundle of its own (media-worker.js), forked without a TypeScript loader.
    const picture = html.match(/\/media\/products\/[^"?]+\.(?:svg|png|jpe?g|webp)\?w=\d+/)?.[0];
    expect(picture).toBeDefined();
    const variant = await fetch(`${server.base}${picture}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
  });

  it("signs in the owner `npm run staff -- owner` created (the password policy's lists ship in the release)", async () => {
    const login = await fetch(`${server.base}/api/v1/staff/login?api_key=dukkan-public`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ownerEmail, password: ownerPassword }),
    });
    expect(login.status).toBe(200);
    expect(commonPassword.status).toBe(1);
    expect(commonPassword.stderr).toContain("password_too_common");
  });

  it("stops on SIGTERM with exit code 0", async () => {
    expect(await server.stop()).toBe(0);
  });
});

describe("NODE_ENV=production npm start in a checkout", () => {
  const checkout = mkdtempSync(path.join(tmpdir(), "dukkan-checkout-"));
  afterAll(() => rmSync(checkout, { recursive: true, force: true }));

  /** scripts/start.mjs, copied with what it imports into a checkout of its own, started as npm start starts it. */
  function npmStart() {
    for (const file of ["start.mjs", "malloc-tunables.mjs", "web-build.mjs"]) {
      cpSync(path.join(import.meta.dirname, "../../scripts", file), path.join(checkout, "scripts", file));
    }
    return spawnSync(releaseNode(), [...startNodeFlags, "scripts/start.mjs"], {
      cwd: checkout,
      env: { PATH: process.env.PATH, NODE_ENV: "production" },
      encoding: "utf8",
    });
  }

  it("says in one line what to run when there is no release", () => {
    const run = npmStart();
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "dukkan: this checkout has no release: run `npm run build` first (docs/operations.md), or start with NODE_ENV unset for the local demo\n",
    );
  });

  it("runs release/start.mjs, never building", () => {
    mkdirSync(path.join(checkout, "release"));
    writeFileSync(path.join(checkout, "release/start.mjs"), 'console.log("the release runs");\n');
    const run = npmStart();
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("the release runs\n");
  });
});
