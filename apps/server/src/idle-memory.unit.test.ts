import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { releaseMemory, releaseMemoryWhenIdle } from "./idle-memory.ts";

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
  it("runs V8's full collection without --expose-gc and leaves no gc on the global object", () => {
    const made = (() => Array.from({ length: 200_000 }, (_, i) => ({ i, text: `item ${i}` })).length)();
    expect(made).toBe(200_000);
    const before = process.memoryUsage().heapUsed;
    releaseMemory();
    expect(process.memoryUsage().heapUsed).toBeLessThan(before);
    expect("gc" in globalThis).toBe(false);
  });
});
