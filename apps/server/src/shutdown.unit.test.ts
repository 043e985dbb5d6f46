import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { connectionTracker, type ShutdownSteps, shutdownOnSignal } from "./shutdown.ts";

const shutdownModule = new URL("./shutdown.ts", import.meta.url).href;

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A real HTTP server whose requests take `workMs` to answer. */
async function slowServer(workMs: number) {
  const server = http.createServer((_request, response) => {
    setTimeout(() => response.end("done"), workMs);
  });
  servers.push(server);
  const tracker = connectionTracker(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, tracker, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path: "/", agent }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
        );
      })
      .on("error", reject);
  });
}

describe("connectionTracker", () => {
  it("answers the requests in progress, each saying the connection closes, and stops listening", async () => {
    const { tracker, port } = await slowServer(300);
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = [get(port, agent), get(port, agent)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = tracker.drain();
    expect(await Promise.all(inFlight)).toEqual([
      { status: 200, connection: "close", body: "done" },
      { status: 200, connection: "close", body: "done" },
    ]);
    expect(await drained).toBe(0);
    await expect(get(port, new http.Agent())).rejects.toMatchObject({ code: "ECONNREFUSED" });
    agent.destroy();
  });

  it("serves a request that comes on an idle kept-alive connection, and closes one left idle", async () => {
    const { tracker, port } = await slowServer(0);
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const quiet = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const agent of [busy, quiet]) expect((await get(port, agent)).connection).toBe("keep-alive");
    const drained = tracker.drain();
    // Sent on the connection the drain found idle: answered, not reset.
    expect(await get(port, busy)).toEqual({ status: 200, connection: "close", body: "done" });
    // The quiet one is closed as idle, before the cut (which would count it).
    expect(await drained).toBe(0);
    busy.destroy();
    quiet.destroy();
  });
});

function recordingSteps(
  drain: () => Promise<number>,
): ShutdownSteps & { exits: number[]; closed: boolean; killsAfter: number[] } {
  const steps = {
    exits: [] as number[],
    closed: false,
    killsAfter: [] as number[],
    killAfter: (ms: number) => void steps.killsAfter.push(ms),
    drain,
    async close() {
      steps.closed = true;
    },
    log: () => undefined,
    exit: (code: number) => void steps.exits.push(code),
  };
  return steps;
}

describe("shutdownOnSignal", () => {
  it("drains, closes, then exits 0", async () => {
    const steps = recordingSteps(async () => 0);
    shutdownOnSignal(steps)("SIGTERM");
    await expect.poll(() => steps.exits).toEqual([0]);
    expect(steps.closed).toBe(true);
    // The watchdog is armed at once, half a second after the main thread's own deadline.
    expect(steps.killsAfter).toEqual([9_500]);
  });

  it("exits 1 at once on a second signal, and at the deadline", async () => {
    const never = () => new Promise<number>(() => undefined);
    const twice = recordingSteps(never);
    const handler = shutdownOnSignal(twice, 60_000);
    handler("SIGTERM");
    handler("SIGINT");
    expect(twice.exits).toEqual([1]);

    const late = recordingSteps(never);
    shutdownOnSignal(late, 200)("SIGTERM");
    await expect.poll(() => late.exits).toEqual([1]);
    expect(late.closed).toBe(false);
  });
});

describe("killAfter", () => {
  it("kills the process while its main thread is held in Atomics.wait", () => {
    // The shape of sonic-boom's flushSync on a closed pipe: the main thread sleeps and retries forever.
    const script = `
      const { killAfter } = await import(${JSON.stringify(shutdownModule)});
      killAfter(300);
      const cell = new Int32Array(new SharedArrayBuffer(4));
      for (;;) Atomics.wait(cell, 0, 0, 100);
    `;
    const startedAt = Date.now();
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(child.signal, child.stderr).toBe("SIGKILL");
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });
});
