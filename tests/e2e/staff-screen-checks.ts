import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectAccessible } from "./support/browser.ts";

/**
 * axe and no sideways scrolling at a phone's 360 px and a desktop's 1280 px (issue 33: a phone shows other
 * parts than a desktop, cards instead of tables, so axe runs at both). Leaves the page at 1280 px.
 */
export async function checkPhoneAndDesktop(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows sideways at ${width} px`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
}
