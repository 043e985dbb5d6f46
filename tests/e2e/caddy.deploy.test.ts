import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./support/global-setup.ts";
import { type ReleaseServer, startRelease } from "./support/release.ts";

// Issue 36.3: deploy/Caddyfile's proxy in front of two instances of the installed release on PostgreSQL and
// Redis, as docs/operations.md sets them up, with Caddy's own CA (`tls internal`) in place of a public one.
// The HTTPS client trusts that CA (its root certificate, read from Caddy's storage): certificates are checked.

const root = path.resolve(import.meta.dirname, "../..");
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A Redis database of its own: the test empties it. */
const redisDb = 12;
const redisUrl = `redis://127.0.0.1:6379/${redisDb}`;

const hasCaddy = spawnSync("caddy", ["version"]).status === 0;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Sends one Redis command (RESP) and resolves with the first line of the answer, or null if none answers. */
function redisCommand(...words: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port: 6379 });
    socket.setTimeout(2000);
    const command = `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join("")}`;
    socket.once("connect", () => socket.write(command));
    socket.once("data", (data) => {
      socket.end();
      resolve(data.toString().split("\r\n")[0] ?? null);
    });
    socket.once("error", () => resolve(null));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(null);
    });
  });
}

const hasPostgres = await postgresAnswers();
const hasRedis = (await redisCommand("PING")) === "+PONG";
if (!hasPostgres && process.env.REQUIRE_POSTGRES === "1")
  throw new Error(`PostgreSQL does not answer at ${postgresUrl} and REQUIRE_POSTGRES=1`);
if (!hasRedis && process.env.REQUIRE_REDIS === "1")
  throw new Error("Redis does not answer at 127.0.0.1:6379 and REQUIRE_REDIS=1");
const missing = [
  hasCaddy ? "" : "caddy (apt-get install caddy)",
  hasPostgres ? "" : `PostgreSQL at ${postgresUrl}`,
  hasRedis ? "" : "Redis at 127.0.0.1:6379",
].filter(Boolean);
if (missing.length > 0)
  console.warn(`[deploy] Caddy in front of two instances: skipped, no ${missing.join(", no ")}`);

/** The test's Caddyfile: deploy/Caddyfile's reverse_proxy block as it is, on this test's ports and storage. */
function caddyfile(options: { httpsPort: number; httpPort: number; storage: string; upstreams: number[] }) {
  const deployed = readFileSync(path.join(root, "deploy/Caddyfile"), "utf8");
  const proxy = deployed.match(
    /^\treverse_proxy 127\.0\.0\.1:3001 127\.0\.0\.1:3002 \{\n[\s\S]*?^\t\}\n/m,
  )?.[0];
  if (!proxy)
    throw new Error("deploy/Caddyfile has no `reverse_proxy 127.0.0.1:3001 127.0.0.1:3002 { … }` block");
  const upstreams = options.upstreams.map((port) => `127.0.0.1:${port}`).join(" ");
  return `{
\tadmin off
\tstorage file_system ${options.storage}
\tskip_install_trust
\tauto_https disable_redirects
\thttp_port ${options.httpPort}
\thttps_port ${options.httpsPort}
}

https://localhost:${options.httpsPort} {
\ttls internal
${proxy.replace("127.0.0.1:3001 127.0.0.1:3002", upstreams)}}
`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  issuer?: string;
}

describe.runIf(missing.length === 0)("Caddy in front of two instances on PostgreSQL and Redis", () => {
  const work = mkdtempSync(path.join(tmpdir(), "dukkan-caddy-"));
  const database = `dukkan_deploy_${process.pid}_${Date.now() % 100_000}`;
  const instances: ReleaseServer[] = [];
  let instanceEnv: (port: number) => Record<string, string>;
  let caddy: ChildProcess;
  let caddyOutput = "";
  let httpsPort = 0;
  let ca: Buffer;
  const agents = new Map<string, https.Agent>();

  /** A request through Caddy over HTTPS from one local address (a client of its own, as Caddy sees it). */
  function request(
    target: string,
    options: { from?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const from = options.from ?? "127.0.0.1";
    const agent = agents.get(from) ?? new https.Agent({ keepAlive: true, ca, localAddress: from });
    agents.set(from, agent);
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: "localhost",
          path: target,
          method: options.method ?? "GET",
          agent,
          headers: {
            host: `localhost:${httpsPort}`,
            ...(body ? { "content-type": "application/json" } : {}),
            ...options.headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const issuer = [(res.socket as TLSSocket).getPeerCertificate().issuer?.CN].flat().join(", ");
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              issuer,
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${target}: no answer in 30 s`)));
      req.on("error", reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // C.UTF-8 collation, as docs/operations.md creates the shop's database.
    await admin.query(
      `CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    await admin.end();
    expect(await redisCommand("SELECT", String(redisDb))).toBe("+OK");
    await redisCommand("FLUSHDB");

    httpsPort = await freePort();
    const ports = [await freePort(), await freePort()];
    const dataDir = path.join(work, "data");
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.pathname = `/${database}`;
    const tokenSecret = randomBytes(48).toString("base64url");
    instanceEnv = (port) => ({
      NODE_ENV: "production",
      DEMO_STORE: "true",
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      TOKEN_SECRET: tokenSecret,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      // Only Caddy's hop (from this machine) is believed about the client's address and protocol.
      TRUST_PROXY: "127.0.0.1",
      PUBLIC_URL: `https://localhost:${httpsPort}`,
      LOGIN_RATE_LIMIT: "3",
      LOG_LEVEL: "warn",
    });
    // Both at once on the empty database: one migrates and seeds under the start-up lock, the other waits.
    instances.push(...(await Promise.all(ports.map((port) => startRelease(instanceEnv(port))))));

    const storage = path.join(work, "caddy");
    const config = path.join(work, "Caddyfile");
    writeFileSync(config, caddyfile({ httpsPort, httpPort: await freePort(), storage, upstreams: ports }));
    caddy = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
      env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout?.on("data", (chunk) => (caddyOutput += chunk));
    caddy.stderr?.on("data", (chunk) => (caddyOutput += chunk));
    const rootCertificate = path.join(storage, "pki/authorities/local/root.crt");
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyOutput}`);
      if (existsSync(rootCertificate)) {
        ca = readFileSync(rootCertificate);
        const health = await request("/api/health").catch(() => null);
        if (health?.status === 200) break;
      }
      if (Date.now() > deadline) throw new Error(`Caddy did not answer over HTTPS in 30 s:\n${caddyOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  afterAll(async () => {
    for (const agent of agents.values()) agent.destroy();
    caddy?.kill("SIGTERM");
    await Promise.all(instances.map((instance) => instance.stop()));
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await redisCommand("SELECT", String(redisDb)).then(() => redisCommand("FLUSHDB"));
    rmSync(work, { recursive: true, force: true });
  });

  it("serves the storefront, the staff app and the API over HTTPS with Caddy's certificate", async () => {
    const home = await request("/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toContain("text/html");
    expect(home.body).toMatch(/<html[^>]* lang="ar"/);
    expect(home.body).toMatch(/<html[^>]* dir="rtl"/);
    expect(home.issuer).toMatch(/Caddy Local Authority/);
    expect((await request("/en/Products")).status).toBe(200);
    const staff = await request("/staff/");
    expect(staff.status).toBe(200);
    expect(staff.body).toContain('<div id="root"');
    const health = await request("/api/health");
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok", databaseKind: "postgres" });
  });

  it("sets the refresh cookie Secure for a client signed in through the API", async () => {
    const phone = `0771${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    const password = "Mixer-tap-and-basin-58";
    const from = "127.0.0.4";
    const registered = await request("/api/v1/client?api_key=dukkan-public", {
      from,
      method: "POST",
      body: { full_name: "Caddy Client", phone, password },
    });
    expect(registered.status, registered.body).toBe(201);
    const login = await request("/api/v1/client-login?api_key=dukkan-public", {
      from,
      method: "POST",
      body: { phone, password },
    });
    expect(login.status, login.body).toBe(200);
    const cookies = [login.headers["set-cookie"] ?? []].flat();
    const refresh = cookies.find((cookie) => cookie.startsWith("dukkan_refresh="));
    expect(refresh).toBeDefined();
    expect(refresh).toMatch(/; Secure/i);
    expect(refresh).toMatch(/; HttpOnly/i);
  });

  it("limits sign-ins per client address as Caddy saw it, whatever X-Forwarded-For a client sends", async () => {
    let phoneNumber = Date.now() % 1_000_000;
    /** A wrong sign-in for a phone nobody has (a new one each time: the per-account delays stay out of it). */
    const wrongSignIn = (from: string, forwardedFor: string) =>
      request("/api/v1/client-login?api_key=dukkan-public", {
        from,
        method: "POST",
        headers: { "x-forwarded-for": forwardedFor },
        body: { phone: `0772${String(phoneNumber++).padStart(7, "0")}`, password: "Not-the-password-1" },
      }).then((answer) => answer.status);

    // LOGIN_RATE_LIMIT=3 a minute, counted in Redis across both instances: the fourth is refused.
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push(await wrongSignIn("127.0.0.2", `198.51.100.${i + 1}`));
    expect(first).toEqual([401, 401, 401, 429]);
    // A new X-Forwarded-For does not make a new client: Caddy replaced it with the address it saw.
    expect(await wrongSignIn("127.0.0.2", "203.0.113.77")).toBe(429);
    // Another client, behind the same proxy, is not blocked.
    expect(await wrongSignIn("127.0.0.3", "198.51.100.1")).toBe(401);
  });

  it("loses no request while one instance restarts", async () => {
    const paths = [
      "/",
      "/en/Products",
      "/staff/",
      // Liveness: /api/health and /ready answer 503 from an instance that is draining, on purpose (they tell
      // Caddy to stop sending it traffic); a shopper never asks them.
      "/api/health/live",
      "/api/v1/ar/products?page=1&per_page=10&api_key=dukkan-public",
    ];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let duringRestart = 0;
    let restarting = false;
    let running = true;
    const loop = async (worker: number) => {
      for (let i = worker; running; i++) {
        const target = paths[i % paths.length]!;
        try {
          const { status } = await request(target, { from: "127.0.0.5" });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200) failures.push(`${target}: ${status}`);
          if (restarting) duringRestart++;
        } catch (error) {
          failures.push(`${target}: ${(error as Error).message}`);
        }
      }
    };
    const loops = [0, 1, 2, 3].map(loop);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const [a] = instances.splice(0, 1);
    restarting = true;
    expect(await a!.stop()).toBe(0);
    const port = Number(new URL(a!.base).port);
    instances.unshift(await startRelease(instanceEnv(port)));
    restarting = false;
    // Long enough for Caddy's active health check (every 2 s) to send requests to the new instance again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    running = false;
    await Promise.all(loops);

    expect(failures).toEqual([]);
    expect(duringRestart).toBeGreaterThan(10);
    console.log(
      `[deploy] restart of one instance: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(", ")}, ${duringRestart} answered while it was down or starting`,
    );
  });
});
