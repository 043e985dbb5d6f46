import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startNodeFlags } from "../../../scripts/start-flags.mjs";
import { releaseMemoryWhenIdle } from "./idle-memory.ts";

const quietMs = 150;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A real HTTP server whose requests are answered when the test says so, watched for quiet periods. */
async function watchedServer() {
  const waiting: http.ServerResponse[] = [];
  const server = http.createServer((_request, response) => waiting.push(response));
  let releases = 0;
  const idle = releaseMemoryWhenIdle(server, { quietMs, release: () => (releases += 1) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => {
    idle.stop();
    server.closeAllConnections();
    server.close();
  });
  const port = (server.address() as AddressInfo).port;
  return {
    idle,
    releases: () => releases,
    /** Sends a request and resolves once the server holds it. */
    async request() {
      const held = waiting.length;
      http.get({ port, host: "127.0.0.1", path: "/" }).on("error", () => {});
      while (waiting.length === held) await sleep(5);
    },
    answerAll: () => {
      for (const response of waiting.splice(0)) response.end("done");
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("releaseMemoryWhenIdle", () => {
  it("releases once after a quiet period that follows requests, and not again until more are served", async () => {
    const server = await watchedServer();
    await server.request();
    server.answerAll();
    await sleep(quietMs * 2 + 100);
    expect(server.releases()).toBe(1);
    await sleep(quietMs * 2);
    expect(server.releases()).toBe(1);
    await server.request();
    server.answerAll();
    await sleep(quietMs * 2 + 100);
    expect(server.releases()).toBe(2);
  });

  it("never releases while a request is in progress, however long it takes", async () => {
    const server = await watchedServer();
    await server.request();
    await sleep(quietMs * 3);
    server.idle.releaseNow();
    expect(server.releases()).toBe(0);
    server.answerAll();
    await sleep(20);
    server.idle.releaseNow();
    expect(server.releases()).toBe(1);
  });
});

describe("releaseMemory", () => {
  /** Runs `code` after importing idle-memory.ts in a Node of its own, started with `flags`; its last line as JSON. */
  function inNode(flags: string[], code: string) {
    const idleMemory = fileURLToPath(new URL("./idle-memory.ts", import.meta.url));
    const child = spawnSync(
      process.execPath,
      [
        ...flags,
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `import * as idle from ${JSON.stringify(idleMemory)};\n${code}`,
      ],
      { cwd: import.meta.dirname, encoding: "utf8", timeout: 60_000 },
    );
    expect(child.status, child.stderr.slice(0, 2000)).toBe(0);
    return { result: JSON.parse(child.stdout.trim().split("\n").at(-1)!), stderr: child.stderr };
  }
  const garbageThenRelease = `
const made = (() => Array.from({ length: 200_000 }, (_, i) => ({ i, text: \`item \${i}\` })).length)();
const before = process.memoryUsage().heapUsed;
const released = idle.releaseMemory();
console.log(JSON.stringify({ made, released, freed: before - process.memoryUsage().heapUsed, gcOnGlobal: typeof globalThis.gc }));`;

  it("runs V8's full collection with npm start's flags (--expose-gc) and leaves no gc on the global object", () => {
    expect(startNodeFlags).toContain("--expose-gc");
    const { result } = inNode(startNodeFlags, garbageThenRelease);
    expect(result).toMatchObject({ made: 200_000, released: true, gcOnGlobal: "undefined" });
    expect(result.freed).toBeGreaterThan(0);
  }, 60_000);

  it("says so, once, when Node runs without --expose-gc, and releases nothing", () => {
    const { result, stderr } = inNode([], `${garbageThenRelease}\nidle.releaseMemory();`);
    expect(result).toMatchObject({ released: false, gcOnGlobal: "undefined" });
    expect(stderr.match(/without --expose-gc/g)).toHaveLength(1);
  }, 60_000);
});
