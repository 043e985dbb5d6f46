import { describe, expect, it } from "vitest";
import { useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

/**
 * A page from the whole-page cache (docs/decisions/0015) is static bytes whose inline scripts the policy
 * allows by hash: in a real browser it must hydrate with no script refused, compressed or not.
 */
describe.each([
  ["ar", "/"],
  ["en", "/en/Products"],
])("a cached page in %s", (_lang, url) => {
  it("hydrates with every script allowed by the page's policy", async () => {
    await browser.context().clearCookies();
    // The first view sets the language cookie, the second fills the cache for it, the browser's is a hit.
    for (let i = 0; i < 2; i++) await (await browser.context().request.get(url)).dispose();
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") refused.push(message.text());
    });
    page.on("pageerror", (error) => refused.push(error.message));
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers["x-page-cache"]).toBe("hit");
    expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // Rendered whole before it was kept (decision 0039): every section in place, none sent as a hidden segment
    // for an inline script to move, and no skeleton to swap (the home page's features strip).
    const html = await response!.text();
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain("$RC(");
    expect(html).not.toContain('data-testid="feature-skeletons"');
    await waitForHydration(page);
    expect(refused).toEqual([]);
    await page.close();
  });
});
