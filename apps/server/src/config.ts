import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadMessagingConfig, type MessagingConfig } from "./modules/messages/messaging-config.ts";

export interface AppConfig {
  /**
   * A live shop (`NODE_ENV=production`, set by the operator): an empty database stays empty unless DEMO_STORE
   * says otherwise, no account has a published password, the server listens on every interface. `npm start`
   * without NODE_ENV is the local demo (scripts/start.mjs sets DUKKAN_LOCAL_DEMO=1).
   */
  production: boolean;
  /** Whether an empty database gets the demo store (DEMO_STORE; default: not in production). */
  demoStore: boolean;
  port: number;
  /** Outside production 127.0.0.1 unless HOST says otherwise: the demo's published password never faces a network. */
  host: string;
  /** Where the embedded database, media and generated secrets live. */
  dataDir: string;
  mediaDir: string;
  /** Where media live: the data directory (MEDIA_STORE=dir, the default) or an S3-compatible bucket (decision 0030). */
  mediaStore: MediaStoreConfig;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The public client key every `/api/v1` call carries; not a secret. */
  apiKey: string;
  tokenSecret: string;
  /** Fixed public origin for absolute media URLs; derived from each request when unset. */
  publicUrl: string | undefined;
  logLevel: string;
  /**
   * Which proxies to believe about the client's address and protocol (X-Forwarded-*): false (none, the
   * default), true (all), a hop count, or addresses/CIDRs. Rate limits by IP depend on it.
   */
  trustProxy: boolean | number | string;
  /** Who may read /metrics (issue 40): these addresses or networks (METRICS_ALLOW, default loopback)… */
  metricsAllow: string[];
  /** …or anyone sending `Authorization: Bearer <METRICS_TOKEN>`. */
  metricsToken: string | undefined;
  /** CACHE=off turns the read cache off (for measuring the uncached path); on by default. */
  cacheEnabled: boolean;
  /** ROBOTS=off (a staging server): robots.txt disallows every page (issue 35). */
  robotsEnabled: boolean;
  /** Sign-in (and password) attempts a minute per client address, clients and staff (LOGIN_RATE_LIMIT). */
  loginAttemptsPerMinute: number;
  /** Multiplies the per-address limits of the shop's writes (SHOP_RATE_LIMIT_SCALE, plugins/rate-limit.ts). */
  shopRateLimitScale: number;
  /** WhatsApp, SMS and e-mail providers (each off unless configured) and the outbox sender (issue 39). */
  messaging: MessagingConfig;
}

/** MEDIA_STORE=s3: the bucket every instance reads and writes (S3_* variables). */
export interface S3MediaConfig {
  kind: "s3";
  /** S3_ENDPOINT: an S3-compatible server's URL; unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the SDK's own chain (an instance role, say). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
  /** MEDIA_CACHE_MB: how much of the bucket this instance keeps on its disk (least recently used dropped first). */
  cacheMegabytes: number;
  /** How long a cached copy is served before the bucket is asked whether it changed or was deleted. */
  cacheFreshSeconds: number;
}
export type MediaStoreConfig = { kind: "dir" } | S3MediaConfig;

export class ConfigError extends Error {}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** The directory npm was started from, so `./data` means the repository root for `npm start`. */
function invocationDir(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === "false") return false;
  if (raw === "true") return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function parsePositiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/**
 * The access-token signing secret: TOKEN_SECRET when given, else one generated once and kept in DATA_DIR
 * so that tokens survive a restart.
 */
function resolveTokenSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.TOKEN_SECRET) {
    if (env.TOKEN_SECRET.length < 32)
      throw new ConfigError("TOKEN_SECRET must be at least 32 characters long");
    return env.TOKEN_SECRET;
  }
  const file = path.join(dataDir, "token-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, secret, { mode: 0o600 });
    } catch (error) {
      throw new ConfigError(
        `DATA_DIR ${dataDir} is not writable (${(error as Error).message}): set DATA_DIR to a writable directory`,
      );
    }
    return secret;
  }
}

function parseMediaStore(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const kind = env.MEDIA_STORE || "dir";
  if (kind === "dir") return { kind };
  if (kind !== "s3") throw new ConfigError(`MEDIA_STORE must be dir or s3, got "${kind}"`);
  if (!env.S3_BUCKET) throw new ConfigError("MEDIA_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT unless on AWS)");
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither");
  return {
    kind,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || "us-east-1",
    bucket: env.S3_BUCKET,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseBoolean("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE, false),
    cacheMegabytes: parsePositiveInteger("MEDIA_CACHE_MB", env.MEDIA_CACHE_MB, 512),
    cacheFreshSeconds: 60,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(invocationDir(env), env.DATA_DIR ?? "data");
  const production = env.NODE_ENV === "production" && env.DUKKAN_LOCAL_DEMO !== "1";
  return {
    production,
    demoStore: parseBoolean("DEMO_STORE", env.DEMO_STORE, !production),
    port: parsePort(env.PORT),
    host: env.HOST || (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    mediaStore: parseMediaStore(env),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    apiKey: env.API_KEY || "dukkan-public",
    tokenSecret: resolveTokenSecret(env, dataDir),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsAllow: (env.METRICS_ALLOW ?? "127.0.0.1/8,::1")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN || undefined,
    cacheEnabled: env.CACHE !== "off",
    robotsEnabled: env.ROBOTS !== "off",
    loginAttemptsPerMinute: parsePositiveInteger("LOGIN_RATE_LIMIT", env.LOGIN_RATE_LIMIT, 10),
    shopRateLimitScale: parsePositiveInteger("SHOP_RATE_LIMIT_SCALE", env.SHOP_RATE_LIMIT_SCALE, 1),
    messaging: loadMessagingConfig(env),
  };
}
