import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

const localesDir = path.resolve(import.meta.dirname, "../../apps/web/app/locales");

/** The storefront's own strings for a language (all feature files merged), so tests read what users read. */
export function strings(lang: string): (key: string, values?: Record<string, string | number>) => string {
  const dir = path.join(localesDir, lang);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  }
  return (key, values = {}) =>
    (merged[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
      name in values ? String(values[name]) : m,
    );
}

/** A toast with exactly this text appears. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: "visible", timeout: 10_000 });
}

export interface CartCookieLine {
  product_id: number;
  color_id: number;
  size_id: number;
  quantity: number;
  price: number;
}

/** The `cart` cookie's lines: `product.colour.size.quantity.price`, joined by `~` (issue 21.1). */
export function decodeCart(value: string | undefined): CartCookieLine[] {
  const text = decodeURIComponent(value ?? "");
  if (!text) return [];
  return text.split("~").map((line) => {
    const [product_id, color_id, size_id, quantity, price] = line.split(".").map(Number) as number[];
    return { product_id, color_id, size_id, quantity, price } as CartCookieLine;
  });
}

export async function cartLines(context: BrowserContext, baseURL: string): Promise<CartCookieLine[]> {
  return decodeCart((await context.cookies(baseURL)).find((c) => c.name === "cart")?.value);
}

/** The page's JSON-LD blocks, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** Registers a client through the API and returns the cookies a login in the browser writes (token, user, client_id). */
export async function signedInCookies(baseURL: string) {
  const key = process.env.API_KEY ?? "dukkan-public";
  const phone = `0770${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const password = "Sink-and-tap-42";
  const register = await fetch(`${baseURL}/api/v1/client?api_key=${key}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ full_name: "Zainab Ali", phone, password }),
  });
  expect(register.status, await register.clone().text()).toBeLessThan(300);
  const login = await fetch(`${baseURL}/api/v1/client-login?api_key=${key}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, password }),
  });
  expect(login.status).toBe(200);
  const { token, client } = (await login.json()) as { token: string; client: { id: number } };
  return [
    { name: "token", value: token, url: baseURL },
    { name: "user", value: encodeURIComponent(JSON.stringify(client)), url: baseURL },
    { name: "client_id", value: String(client.id), url: baseURL },
  ];
}
