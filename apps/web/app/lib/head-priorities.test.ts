import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { headRewriter, lowerScriptPreloads } from "./head-priorities.server.ts";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(headRewriter())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("script preloads after what paints the page (issue 20)", () => {
  it("gives every module preload a low fetch priority and leaves other links alone", () => {
    expect(
      lowerScriptPreloads(
        '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>',
      ),
    ).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchPriority="low" href="/a.js"/><link rel="modulepreload" fetchPriority="low" href="/b.js"/>',
    );
  });

  it("rewrites the head even when chunks split it, and passes the body through byte for byte", async () => {
    const html = `<html><head><title>دكان</title><link rel="modulepreload" href="/a.js"/></head><body>مغسلة <link rel="modulepreload" href="/kept.js"/></body></html>`;
    const bytes = Buffer.from(html, "utf8");
    const expected = html.replace(
      '<link rel="modulepreload" href="/a.js"/>',
      '<link rel="modulepreload" fetchPriority="low" href="/a.js"/>',
    );
    // Every split point, including inside the Arabic letters' two-byte sequences and inside `</head>`.
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through([Buffer.from("<p>نص</p>")])).toBe("<p>نص</p>");
  });
});
