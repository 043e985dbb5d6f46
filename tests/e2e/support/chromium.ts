import { existsSync } from "node:fs";
import { type BrowserServer, chromium } from "playwright-core";

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the same Blink without the full
 * browser's UI layer, ~13 % faster browser-test files on a 2-core machine (decision 0048). Else the full Chromium,
 * headless. `CHROMIUM_PATH` overrides both.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

const launchArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * One Chromium for all browser-test files (the e2e global set-up starts it): each file connects and works in a
 * browser context of its own, which keeps its cookies, storage and cache apart as a new browser would. A launch
 * took ~1.4 s and a connection with a new context ~0.4 s (decision 0048).
 */
export function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: launchArgs });
}
