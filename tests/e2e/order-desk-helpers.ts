import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { productLine } from "./account-helpers.ts";
import { API_KEY, staffApi } from "./staff-helpers.ts";
import { screenshotDir } from "./support/browser.ts";

/** Shared by the order desk's browser tests: orders placed by a client, moved by the owner, printed to PDF. */

export type PlacedOrder = {
  order_number: string;
  total: number;
  customer: { phone: string };
  items: { code: string; quantity: number }[];
};
export type Courier = { id: number; name: string; phone: string };

const apiUrl = (baseURL: string, p: string) =>
  `${baseURL}/api/v1/${p}${p.includes("?") ? "&" : "?"}api_key=${API_KEY}`;
const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, "0");

/** A new client (Arabic name) signed in: its token and phone. */
async function newClient(baseURL: string) {
  const phone = `0782${randomDigits(7)}`;
  const password = "Sink-and-tap-42";
  const register = await fetch(apiUrl(baseURL, "client"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ full_name: "زينب علي", phone, password }),
  });
  expect(register.status).toBe(201);
  const login = await fetch(apiUrl(baseURL, "client-login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return { token, phone };
}

// Registrations are limited to 10 a minute per address (all browser-test files share 127.0.0.1): one client
// per server places the orders, unless a test needs a customer of its own.
const clients = new Map<string, ReturnType<typeof newClient>>();
function sharedClient(baseURL: string) {
  if (!clients.has(baseURL)) clients.set(baseURL, newClient(baseURL));
  return clients.get(baseURL)!;
}

/** A client places an order through the API (Arabic name, in `lang`), with a landmark and a note when given. */
export async function placeOrder(
  baseURL: string,
  lang: string,
  extra: { landmark?: string; notes?: string; quantity?: number; ownClient?: boolean } = {},
): Promise<PlacedOrder> {
  const { token, phone } = await (extra.ownClient ? newClient(baseURL) : sharedClient(baseURL));
  const digits = randomDigits(7);
  const line = await productLine(baseURL);
  const cities = (await (await fetch(apiUrl(baseURL, "ar/cities"))).json()) as { data: { id: number }[] };
  const res = await fetch(apiUrl(baseURL, `orders?lang=${lang}`), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "idempotency-key": `e2e-desk-${digits}-${Date.now()}`,
    },
    body: JSON.stringify({
      customer: {
        full_name: "زينب علي",
        phone,
        governorate_id: cities.data[0]!.id,
        city: "الكرادة",
        address: "شارع 62، دار 14",
        ...(extra.landmark ? { landmark: extra.landmark } : {}),
        ...(extra.notes ? { notes: extra.notes } : {}),
      },
      items: [
        {
          product_id: line.product_id,
          color_id: line.color.id,
          size_id: line.size.size_id,
          quantity: extra.quantity ?? 1,
        },
      ],
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: PlacedOrder }).data;
}

/** The owner's side of the desk: moves and couriers through the API. */
export function deskActions(baseURL: string, token: () => string) {
  async function move(orderNumber: string, body: Record<string, unknown>) {
    const res = await staffApi(baseURL, `staff/orders/${orderNumber}/status`, {
      method: "POST",
      token: token(),
      body,
    });
    expect(res.status).toBe(200);
  }

  /**
   * An order of its own taken to where a test starts, so that a retried test never meets what its failed
   * attempt changed.
   */
  async function orderAt(
    lang: string,
    status: "placed" | "confirmed" | "with_courier",
    courierId: number,
    extra: Parameters<typeof placeOrder>[2] = {},
  ) {
    const order = await placeOrder(baseURL, lang, extra);
    if (status === "placed") return order;
    await move(order.order_number, { status: "confirmed" });
    if (status === "with_courier") {
      await move(order.order_number, { status: "preparing" });
      await move(order.order_number, { status: "with_courier", courier_id: courierId });
    }
    return order;
  }

  async function newCourier(name: string): Promise<Courier> {
    const created = await staffApi<{ data: Courier }>(baseURL, "staff/couriers", {
      method: "POST",
      token: token(),
      body: { name, phone: `0790${randomDigits(7)}` },
    });
    expect(created.status).toBe(201);
    return created.body.data;
  }

  return { move, orderAt, newCourier };
}

/** An Iraqi mobile in E.164 (+9647XXXXXXXXX) as couriers dial it: 07XX XXX XXXX. */
export const nationalPhone = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;

/** Prints the page to PDF with its own paper sizes (the print media, as the print dialog does). */
export async function printToPdf(page: Page): Promise<Buffer> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: "screen" });
  return pdf;
}

export interface PrintedPdf {
  /** the text layer in reading order (`pdftotext -layout`), without direction marks */
  text: string;
  pages: number;
  /** the first page's size in points */
  width: number;
  height: number;
}

/** Keeps the PDF and a PNG of each page (to look at) in test-results, and reads it back with poppler. */
export function readPdf(pdf: Buffer, name: string): PrintedPdf {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `staff-print-${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "60", file, file.replace(/\.pdf$/, "")]);
  const info = execFileSync("pdfinfo", [file]).toString("utf8");
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  return {
    // pdftotext wraps each run in direction embeddings (U+202A…U+202C): the text without them.
    text: execFileSync("pdftotext", ["-layout", file, "-"])
      .toString("utf8")
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ""),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
  };
}

/** Paper sizes in PDF points (1 mm = 72 / 25.4 pt). */
export const paper = {
  a4: { width: 595.3, height: 841.9 },
  slip: { width: (80 * 72) / 25.4, height: (200 * 72) / 25.4 },
};
