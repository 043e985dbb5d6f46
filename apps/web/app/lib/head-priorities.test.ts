import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { headRewriter, lowerScriptPreloads, stylesheetsFirst } from "./head-priorities.server.ts";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(headRewriter())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("the head in the order a phone needs it (issue 20)", () => {
  it("gives every module preload a low fetch priority and leaves other links alone", () => {
    expect(
      lowerScriptPreloads(
        '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>',
      ),
    ).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchPriority="low" href="/a.js"/><link rel="modulepreload" fetchPriority="low" href="/b.js"/>',
    );
  });

  it("moves the stylesheets to the head's start, after the viewport, in their order", () => {
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
    const head = `<head><meta charSet="utf-8"/>${viewport}<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/a.js"/><link nonce="" rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/>`;
    expect(stylesheetsFirst(head)).toBe(
      `<head><meta charSet="utf-8"/>${viewport}<link nonce="" rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/><link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/a.js"/>`,
    );
  });

  it("leaves a head without a viewport or without stylesheets as it is", () => {
    const noViewport =
      '<head><link rel="preload" as="image" href="/a.svg"/><link rel="stylesheet" href="/a.css"/>';
    expect(stylesheetsFirst(noViewport)).toBe(noViewport);
    const noStylesheet =
      '<head><meta name="viewport" content="width=device-width"/><link rel="icon" href="/i.svg"/>';
    expect(stylesheetsFirst(noStylesheet)).toBe(noStylesheet);
  });

  it("rewrites the head even when chunks split it, and passes the body through byte for byte", async () => {
    const html = `<html><head><meta name="viewport" content="width=device-width"/><title>دكان</title><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/></head><body>مغسلة <link rel="modulepreload" href="/kept.js"/><link rel="stylesheet" href="/kept.css"/></body></html>`;
    const bytes = Buffer.from(html, "utf8");
    const expected = html
      .replace('<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/>', "")
      .replace("<title>", '<link rel="stylesheet" href="/a.css"/><title>')
      .replace("دكان</title>", 'دكان</title><link rel="modulepreload" fetchPriority="low" href="/a.js"/>');
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
