import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3MediaConfig } from "#server/config.ts";

/** The few members of s3rver (which ships no types) the tests use. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: http.Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;
const S3rverServer = createRequire(import.meta.url)("s3rver") as S3rverClass;

export const testBucket = "dukkan-media";

/**
 * A real S3-compatible server (s3rver) in a temporary directory, on a free port, behind a small proxy of the
 * test's own: the instances under test talk to the proxy, which can refuse chosen requests (a bucket that fails
 * one write) while the server itself can be stopped and started again on the same port (a bucket that goes away).
 */
export class TestS3 {
  private readonly directory = mkdtempSync(path.join(tmpdir(), "dukkan-s3-"));
  private server: S3rver | undefined;
  private serverPort = 0;
  private readonly proxy = http.createServer((request, response) => this.forward(request, response));
  /** Requests the proxy answers 500 to (method and path), like a bucket failing those writes. */
  refuse: ((method: string, path: string) => boolean) | null = null;

  async start(): Promise<void> {
    await this.startServer();
    await new Promise<void>((resolve) => this.proxy.listen(0, "127.0.0.1", resolve));
  }

  /** The server is started again on its port, with what it held. */
  async startServer(): Promise<void> {
    this.server = new S3rverServer({
      address: "127.0.0.1",
      port: this.serverPort,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: testBucket }],
    });
    this.serverPort = (await this.server.run()).port;
  }

  /** Stops the server at once, its open connections too: the bucket no longer answers. */
  async stopServer(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.httpServer?.closeAllConnections();
    await server?.close();
  }

  /** MEDIA_STORE=s3 through the proxy, with copies checked against the bucket on every request. */
  config(through: "proxy" | "server" = "proxy"): S3MediaConfig {
    const port = through === "proxy" ? (this.proxy.address() as AddressInfo).port : this.serverPort;
    return {
      kind: "s3",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket: testBucket,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      cacheMegabytes: 64,
      cacheFreshSeconds: 0,
    };
  }

  /** The environment `npm run media` reads for the same bucket. */
  env(): Record<string, string> {
    const config = this.config("server");
    return {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: config.endpoint!,
      S3_REGION: config.region,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
  }

  private forward(request: http.IncomingMessage, response: http.ServerResponse) {
    if (this.refuse?.(request.method ?? "GET", decodeURIComponent(request.url ?? ""))) {
      request.resume();
      response.writeHead(500, { "content-type": "application/xml" });
      response.end("<Error><Code>InternalError</Code><Message>Refused by the test</Message></Error>");
      return;
    }
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: this.serverPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    // The server is down: the client sees its connection dropped, as with a bucket that went away.
    upstream.on("error", () => request.socket.destroy());
    request.pipe(upstream);
  }

  async close(): Promise<void> {
    this.proxy.closeAllConnections();
    await new Promise((resolve) => this.proxy.close(resolve));
    await this.stopServer();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
