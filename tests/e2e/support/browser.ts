import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Axe from "axe-core";
import { type Browser, type BrowserContext, chromium, type Download, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

export const screenshotDir = path.resolve(import.meta.dirname, "../../../test-results");

interface TrackedPage {
  page: Page;
  errors: string[];
}

/**
 * Registers hooks for a browser context per test file, in the Chromium the global set-up started (a fresh context
 * has no cookies, storage or cache), and returns `open`, which gives a page whose `pageerror`s and console errors
 * fail the test that opened it.
 */
export function useBrowser() {
  const baseURL = inject("baseURL");
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const open: TrackedPage[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  });

  afterEach(async () => {
    const tracked = open.splice(0);
    await Promise.all(tracked.map(({ page }) => page.close()));
    expect(
      tracked.flatMap(({ errors }) => errors),
      "page errors and console errors",
    ).toEqual([]);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  return {
    baseURL,
    context(): BrowserContext {
      if (!context) throw new Error("browser not started");
      return context;
    },
    /**
     * `documentStatus`: an expected error status of the document, which Chromium logs as a console error.
     * `expectedFailures`: URLs of requests expected to answer an error status (a 403 the client refreshes
     * after, a 404 of an endpoint not built yet), which Chromium logs as console errors too.
     */
    async newPage(options: { documentStatus?: number; expectedFailures?: RegExp } = {}): Promise<Page> {
      if (!context) throw new Error("browser not started");
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const expected =
          options.documentStatus !== undefined &&
          message.location().url === page.url() &&
          message.text().includes(`status of ${options.documentStatus}`);
        const expectedFailure =
          options.expectedFailures !== undefined &&
          message.text().startsWith("Failed to load resource") &&
          options.expectedFailures.test(message.location().url);
        if (!expected && !expectedFailure)
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      open.push({ page, errors });
      return page;
    },
  };
}

/** A download's bytes. Through its stream: the browser is shared over a connection, so `download.path()` has no file here. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Waits until React has hydrated the document (the root sets `data-hydrated` in an effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Sections below the first screen skip rendering until scrolled near (`render-near-viewport`); axe reads
 * colours from what is rendered and a full-page screenshot shows only what is. Both see them rendered, as a
 * reader scrolling there does. Through the CSSOM, which a page's style-src policy allows (the staff app has
 * no 'unsafe-inline').
 */
async function renderSkippedSections(page: Page, rendered: boolean): Promise<void> {
  await page.evaluate((on) => {
    for (const element of document.querySelectorAll<HTMLElement>(".render-near-viewport")) {
      element.style.contentVisibility = on ? "visible" : "";
    }
  }, rendered);
}

/**
 * Screenshots are for people to look at, not checked: `E2E_SCREENSHOTS=off` (as `.ci/run` sets, where nobody sees
 * them) skips the full-page ones.
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS !== "off";

/** A screenshot of the whole page, sections below the first screen included. */
export async function screenshotWhole(page: Page, file: string): Promise<void> {
  if (!screenshotsWanted) return;
  await renderSkippedSections(page, true);
  await page.screenshot({ path: file, fullPage: true });
  await renderSkippedSections(page, false);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as it stands: axe-core is put into the document once (a client-side navigation keeps
 * it) and run there. Not `@axe-core/playwright`: it evaluates axe's 650 kB anew on every call and finishes each run
 * in a blank page of its own, 2–5 s a call against ~1 s here on a 2-core machine (decision 0047). Frames are left
 * out: the only ones are third-party maps, which load nothing in tests; the frame element itself is still checked.
 */
async function axeViolations(page: Page): Promise<Axe.Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Only violations come back: axe then gathers no node details for what passed (about a third of its time).
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    return (await axe.run(document, { resultTypes: ["violations"], iframes: false })).violations;
  });
}

/** axe's serious and critical violations on the page, one line each: impact, rule, help and the elements. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await renderSkippedSections(page, true);
  const violations = await axeViolations(page);
  await renderSkippedSections(page, false);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Runs axe on the page; serious and critical violations fail. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await blockingViolations(page)).toEqual([]);
}
