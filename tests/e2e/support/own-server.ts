import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, inject } from "vitest";
import { type StartedServer, startServer } from "./global-setup.ts";

export interface OwnServerOptions {
  /**
   * An SMS gateway's stand-in on a loopback port, with the JSON body the server is told to send it
   * (SMS_GATEWAY_BODY, `{to}` and `{text}` filled in); each body it receives lands in `sms`.
   */
  smsBody?: string;
  /** More settings for the server (`undefined` removes one), as `startServer` takes them. */
  env?: Record<string, string | undefined>;
}

/**
 * A server of the test file's own, for a file that changes what the shared server's other files rely on (shop-wide
 * settings, the owner) or that needs a setting the shared one lacks: started before the file's tests, stopped
 * after them.
 */
export function useOwnServer<Sms = { to: string; text: string }>(options: OwnServerOptions = {}) {
  const sms: Sms[] = [];
  let server: StartedServer | undefined;
  let gateway: Server | undefined;

  beforeAll(async () => {
    const env = { ...options.env };
    if (options.smsBody) {
      gateway = await smsGateway((body) => sms.push(JSON.parse(body) as Sms));
      env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
      env.SMS_GATEWAY_BODY = options.smsBody;
    }
    // The demo store comes seeded, as a copy; a server told not to seed one starts on an empty database.
    const seededFrom = env.DEMO_STORE === "false" ? undefined : inject("seededDataDir");
    server = await startServer(env, { seededFrom });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
  });

  const started = () => {
    if (!server) throw new Error("the own server starts in beforeAll: read it in a test or a hook");
    return server;
  };
  return {
    /** The messages the SMS gateway's stand-in received, oldest first. */
    sms,
    /** http://127.0.0.1:<port> */
    get baseURL() {
      return started().baseURL;
    },
    get port() {
      return started().port;
    },
    /** The last 20 kB the server printed. */
    output: () => started().output(),
  };
}

/** An HTTP server on a loopback port that answers every request as a gateway accepting the message. */
async function smsGateway(received: (body: string) => void): Promise<Server> {
  const gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      received(body);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  return gateway;
}
