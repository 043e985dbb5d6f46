import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./support/global-setup.ts";

// `npm start` as a newcomer runs it: the server entry on an empty DATA_DIR, embedded database, fresh port.
const root = path.resolve(import.meta.dirname, "../..");
const main = path.join(root, "apps/server/src/main.ts");
const running: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs: number) {
  const startedAt = Date.now();
  while (Date.now() - startedAt < timeoutMs) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy server on port ${port} after ${timeoutMs} ms`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map(stop));
});

describe("npm start on an empty DATA_DIR", () => {
  it("seeds once, serves an Arabic SSR home page, and keeps the data over a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dukkan-start-"));
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    // Seeding an empty PGlite: ~30 s on a quiet machine, much longer beside other test files.
    await waitForHealth(port, 200_000);
    expect(first.output()).toContain("seeding the demo store");

    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    const api = await fetch(`http://127.0.0.1:${port}/api/v1/ar/products?isNew=1&api_key=dukkan-public`);
    const newest = ((await api.json()) as { data: { id: number; name: string }[] }).data;
    expect(home).toContain(newest[0]!.name);
    const english = await (await fetch(`http://127.0.0.1:${port}/en`)).text();
    expect(english).toMatch(/<html[^>]*dir="ltr"/);

    await stop(first.child);
    const second = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, 60_000);
    expect(second.output()).not.toContain("seeding");
    const again = await fetch(`http://127.0.0.1:${port}/api/v1/ar/products?isNew=1&api_key=dukkan-public`);
    expect(((await again.json()) as { data: { id: number }[] }).data.map((p) => p.id)).toEqual(
      newest.map((p) => p.id),
    );
  }, 300_000);

  it("stops at once with one clear line when DATABASE_URL cannot be reached", async () => {
    const run = start({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5999/nope",
      PORT: String(await freePort()),
    });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^dukkan: .*5999/);
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it("stops at once with one clear line when DATA_DIR is unusable", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dukkan-bad-")), "a-file");
    writeFileSync(file, "not a directory");
    const run = start({ DATA_DIR: path.join(file, "data"), PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^dukkan: .*DATA_DIR/);
  });
});
