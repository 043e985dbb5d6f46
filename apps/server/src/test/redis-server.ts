import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer } from "node:net";

/**
 * A redis-server of a test's own on a free port, never the machine's shared one: stopped, hung and started
 * again at will (issue 40). No persistence: a restart is an empty Redis, as after a crash without AOF.
 */
export async function startRedisServer(binary = process.env.REDIS_SERVER_BIN ?? "/usr/bin/redis-server") {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server = {
    url: `redis://127.0.0.1:${port}/0`,
    /** Started, unless it is running. */
    async start() {
      if (child) return;
      child = spawn(
        binary,
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      await until(() => answers(port), 5_000);
    },
    /** Gone: connections refused. */
    async stop() {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child?.kill("SIGKILL");
      await exited;
      child = undefined;
    },
    /** Still accepting connections, answering nothing: the case timeouts are for. */
    hang: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
  };
  await server.start();
  return server;
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Polls `check` until it holds; rejects after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - startedAt;
}
