import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "./support/browser.ts";

const API_KEY = process.env.API_KEY ?? "dukkan-public";

let counter = 0;
/** A phone no other test of this run uses (the login throttle is per phone). */
export function uniquePhone(): string {
  counter += 1;
  const digits = `${Date.now() % 1_000_000}${String(counter).padStart(2, "0")}`.slice(-8).padStart(8, "0");
  return `077${digits}`;
}

export const PASSWORD = "kitchen-sink-42";

/** Registers a client through the API (for tests about what comes after registration). */
export async function registerClient(
  baseURL: string,
  phone: string,
  fullName = "Test Client",
): Promise<number> {
  const response = await fetch(`${baseURL}/api/v1/client?api_key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ full_name: fullName, phone, password: PASSWORD, status: 1 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Fills and submits the login form of the page that is open. */
export async function submitLogin(page: Page, phone: string, password = PASSWORD): Promise<void> {
  const form = page.getByTestId("login-form");
  await form.locator('input[name="phone"]').fill(phone);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

export async function openPage(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page);
}

export async function cookie(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === name)?.value;
}

/** One product with a colour and a size in stock, as the cart keeps it. */
export async function productLine(baseURL: string) {
  const list = await fetch(`${baseURL}/api/v1/ar/products?page=1&per_page=30&api_key=${API_KEY}`);
  const { data } = (await list.json()) as { data: { id: number; quantity: number }[] };
  for (const card of data) {
    const detail = (await (
      await fetch(`${baseURL}/api/v1/ar/products/${card.id}?api_key=${API_KEY}`)
    ).json()) as {
      data: {
        id: number;
        name: string;
        image: string;
        discount: number;
        product_colors: {
          id: number;
          color_id: number;
          color_name: string;
          product_color_sizes: { id: number; size: string; price: string; quantity: number }[];
        }[];
      };
    };
    const product = detail.data;
    for (const color of product.product_colors) {
      const size = color.product_color_sizes.find((s) => s.quantity >= 3);
      if (!size) continue;
      const en = (await (
        await fetch(`${baseURL}/api/v1/en/products/${card.id}?api_key=${API_KEY}`)
      ).json()) as {
        data: { name: string };
      };
      return {
        product_id: product.id,
        color: { id: color.id, name: color.color_name },
        size: { size_id: size.id, name: size.size },
        name: { ar: product.name },
        nameEn: en.data.name,
        image: product.image,
        price: Math.round(Number(size.price) - (Number(size.price) * product.discount) / 100),
        quantity: 1,
        max_quantity: size.quantity,
        /** The colour's id in the colours list (what the wishlist keeps), not the product colour's. */
        colorId: color.color_id,
      };
    }
  }
  throw new Error("no product with a size in stock");
}

/**
 * Brings every finite animation (the 0.8 s fade) to its end state at once, so axe measures the final colours.
 * Waiting on `finished` instead hung in the full run: an animation that is paused or never advances (a page
 * Chromium throttles while others run) never settles. Endless ones (a spinner, the navigation bar) are left
 * running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) continue;
      try {
        animation.finish();
      } catch {
        // A zero playback rate cannot finish; such an animation does not change what axe measures.
      }
    }
  });
}
