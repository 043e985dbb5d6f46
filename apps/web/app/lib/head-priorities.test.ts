import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { documentRewriter, stylesheetsFirst, takeScriptPreloads } from "./head-priorities.server.ts";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(documentRewriter())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("the head in the order a phone needs it (issue 20)", () => {
  it("takes the module preloads out of the head, with or without a nonce, and leaves other links alone", () => {
    expect(
      takeScriptPreloads(
        '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js" nonce="n0nce"/><link rel="preload" as="image" href="/i.svg"/>',
      ),
    ).toEqual({
      head: '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/i.svg"/>',
      preloads: ["/a.js", "/b.js"],
    });
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

  it("rewrites the head and the module script even when chunks split them, and passes the rest byte for byte", async () => {
    const script = [
      'import "/m.js";',
      'import * as route0 from "/root.js";',
      'import * as route1 from "/home.js";',
      '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/entry.js");',
    ].join("\n");
    const html = `<html><head><meta name="viewport" content="width=device-width"/><title>دكان</title><link rel="modulepreload" href="/m.js"/><link rel="modulepreload" href="/entry.js" nonce="n"/><link rel="stylesheet" href="/a.css"/></head><body>مغسلة <script>window.x = 1;</script><p>حوض</p><script nonce="n" type="module" async="">${script}</script><p>بعد</p><script>window.y = "type=\\"module\\"";</script></body></html>`;
    const booted = await through([Buffer.from(html, "utf8")]);
    const bootText = booted.match(/<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/)?.[1];
    expect(bootText).toContain('for (const href of ["/m.js","/entry.js"])');
    expect(bootText).toContain('Promise.all([import("/m.js"), import("/root.js"), import("/home.js")])');
    expect(bootText).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(bootText).toContain('"first-contentful-paint"');
    const expected = html
      .replace(
        '<link rel="modulepreload" href="/m.js"/><link rel="modulepreload" href="/entry.js" nonce="n"/><link rel="stylesheet" href="/a.css"/>',
        "",
      )
      .replace("<title>", '<link rel="stylesheet" href="/a.css"/><title>')
      .replace(script, bootText!);
    expect(booted).toBe(expected);
    const bytes = Buffer.from(html, "utf8");
    // Every split point, including inside the Arabic letters' two-byte sequences, `</head>` and the script.
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });

  it("leaves a module script that is not React Router's as it is", async () => {
    const html = `<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">import "/a.js"; start();</script></body></html>`;
    expect(await through([Buffer.from(html)])).toBe(
      html.replace('<link rel="modulepreload" href="/a.js"/>', ""),
    );
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through([Buffer.from("<p>نص</p>")])).toBe("<p>نص</p>");
  });
});
