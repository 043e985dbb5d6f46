import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** What a stand-in received: the method, path, headers and body of one request. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Answer = { status: number; body?: string };

/**
 * An HTTP server on a loopback port that answers as the SMS gateway and as the WhatsApp Cloud API would:
 * each request is recorded, then answered by `answer` (which a test may change, make fail or keep waiting).
 */
export async function startHttpStandIn() {
  const received: Received[] = [];
  const standIn = {
    received,
    answer: async (_request: Received): Promise<Answer> => ({ status: 200, body: "{}" }),
    url: "",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const request = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(request);
      const answer = await standIn.answer(request);
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body ?? "");
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

export interface Mail {
  to: string[];
  raw: string;
}

/** An SMTP server (smtp-server from npm) on a loopback port, keeping each message it accepts. */
export async function startSmtpStandIn() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw e-mail (quoted-printable or base64, as nodemailer chooses). */
export function plainTextOf(raw: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r\n\r\n/i.exec(raw);
  if (!part) throw new Error("no text/plain part");
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part[0])?.[1]?.toLowerCase();
  const body = raw.slice(part.index + part[0].length).split(/\r\n--/)[0]!;
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

/** Waits until `check` holds, up to `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 10_000, what = "the condition") {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
