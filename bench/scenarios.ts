import { randomUUID } from "node:crypto";
import type { BenchFixtures } from "./lib/database.ts";
import type { LoadPlan } from "./lib/load.ts";

export interface BenchContext {
  baseUrl: string;
  fixtures: BenchFixtures;
}

interface Scenario {
  name: string;
  /** For `--only`. */
  group:
    | "list"
    | "detail"
    | "brand"
    | "search"
    | "ssr"
    | "checkout"
    | "orders"
    | "staff"
    | "stock"
    | "staff10";
  /** `uncached` runs on a server started with CACHE=off. */
  server: "uncached" | "cached";
  /** Concurrent connections, when the scenario's budget names its own (else `--connections`). */
  connections?: number;
  prepare(context: BenchContext): Promise<LoadPlan>;
}

const key = "api_key=dukkan-public";
let counter = 0;
/** Rate-limited endpoints count per address: spread the load over forwarded addresses (TRUST_PROXY=true). */
const forwardedFor = () => {
  const i = counter++;
  return { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
};
const rotate = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};
const get = (paths: string[], budget?: string, headers?: Record<string, string>): LoadPlan => {
  const next = rotate(paths);
  return { next: () => ({ path: next(), headers }), budget };
};

/** Pages as a phone's browser asks for them: it takes brotli and gzip (the page cache keeps only those). */
const page = (paths: string[], budget?: string) =>
  get(paths, budget, { "accept-encoding": "gzip, deflate, br" });

/** A mixed query set: Arabic, Kurdish, English, Turkish, Italian, misspelt, codes, digits in Arabic script. */
export const searchQueries: [string, string][] = [
  ["ar", "ثلاجة"],
  ["ar", "مغسلة حمام"],
  ["ar", "بالثلاجة"],
  ["ar", "خلاط مطبخ"],
  ["ar", "ثلاجت"],
  ["ar", "سخان ماء"],
  ["ckb", "سەلاجە"],
  ["ckb", "ئاوگەرمکەر"],
  ["ckb", "سهلاجه"],
  ["en", "refrigerator"],
  ["en", "refrigerater"],
  ["en", "washbasn"],
  ["en", "kitchen sink"],
  ["en", "dishwsher"],
  ["en", "water heeter"],
  ["tr", "buzdolabi"],
  ["it", "lavastovigle"],
  ["it", "frigorifero"],
  ["en", "DK-SNK-1001"],
  ["ar", "DK-WHT-١٠٤٤"],
];

function searchPlan(): LoadPlan {
  const next = rotate(searchQueries);
  return {
    budget: "p95 ≤ 20 ms",
    next: () => {
      const [lang, query] = next();
      return {
        path: `/api/v1/${lang}/products/search?${new URLSearchParams({ search: query })}&${key}`,
        headers: forwardedFor(),
      };
    },
  };
}

async function checkoutPlan({ baseUrl, fixtures }: BenchContext): Promise<LoadPlan> {
  // One signed-in client per connection.
  const tokens: string[] = [];
  for (let i = 0; i < 50; i++) {
    const phone = `0770${String(Date.now() % 1_000_000).padStart(6, "0")}${i % 10}`.slice(0, 11);
    const credentials = { full_name: `Bench ${i}`, phone, password: `bench-pass-${randomUUID()}` };
    const headers = { "content-type": "application/json", ...forwardedFor() };
    await fetch(`${baseUrl}/api/v1/client?${key}`, {
      method: "POST",
      headers,
      body: JSON.stringify(credentials),
    });
    const login = await fetch(`${baseUrl}/api/v1/client-login?${key}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ phone: credentials.phone, password: credentials.password }),
    });
    const token = ((await login.json()) as { token?: string }).token;
    if (token) tokens.push(token);
  }
  if (tokens.length === 0) throw new Error("bench: no client could sign in for the checkout scenario");
  const nextToken = rotate(tokens);
  const nextSize = rotate(fixtures.sizes);
  return {
    budget: "p95 ≤ 250 ms",
    next: () => {
      const size = nextSize();
      return {
        path: `/api/v1/orders?${key}`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${nextToken()}`,
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({
          customer: {
            full_name: "Bench Customer",
            phone: "07701234567",
            governorate_id: 1,
            city: "Baghdad",
            address: "Karrada, street 62",
          },
          items: [{ product_id: size.productId, color_id: size.colorId, size_id: size.sizeId, quantity: 1 }],
          payment_method: "cod",
        }),
      };
    },
  };
}

/** The demo owner's access token (the staff list and search need one); the sign-in is rate-limited per address. */
export async function staffToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/staff/login?${key}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...forwardedFor() },
    body: JSON.stringify({ email: "staff@dukkan.iq", password: "Dukkan-staff-2026" }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`bench: the demo owner could not sign in (${res.status})`);
  return token;
}

/**
 * The staff order list (issue 17) on the bench's 100,000 orders, as the desk uses it: the first page, the saved
 * views, a filter, and searches by phone (any digit form), name and order number.
 */
async function orderListPlan({ baseUrl }: BenchContext): Promise<LoadPlan> {
  const headers = { authorization: `Bearer ${await staffToken(baseUrl)}` };
  const next = rotate([
    "page=1",
    "view=to_confirm",
    "view=cash_not_settled",
    "view=today",
    "status=delivered&governorate_id=3&page=2",
    `q=${encodeURIComponent("0771 234")}`,
    `q=${encodeURIComponent("٠٧٩٠٥٥٥")}`,
    `q=${encodeURIComponent("مريم")}`,
    "q=DK-B00123",
  ]);
  return {
    budget: "p95 ≤ 100 ms (issue 17: lists well under 100 ms)",
    next: () => ({ path: `/api/v1/staff/orders?${next()}&per_page=25&${key}`, headers }),
  };
}

/** Staff catalogue requests (issue 16): each is a page of 50 rows with its total, never cached. */
async function staffPlan(baseUrl: string, queries: string[], budget: string): Promise<LoadPlan> {
  const headers = { authorization: `Bearer ${await staffToken(baseUrl)}` };
  const next = rotate(queries);
  return { budget, next: () => ({ path: `/api/v1/staff/products?${next()}&per_page=50&${key}`, headers }) };
}

/**
 * The stock, taxonomy and audit screens' requests (issue 16): the home screen's low and out-of-stock lists and a
 * code search in them, a size's history, brands and categories by use, and the audit log (all of it, and one
 * entity's), each a page with its total.
 */
async function stockTaxonomyAuditPlan({ baseUrl, fixtures }: BenchContext): Promise<LoadPlan> {
  const headers = { authorization: `Bearer ${await staffToken(baseUrl)}` };
  const size = fixtures.sizes[0]!.sizeId;
  const next = rotate([
    "stock/low?min=1&threshold=5&active=true&per_page=20",
    "stock/low?threshold=0&active=true&per_page=20&page=3",
    "stock/low?threshold=5&q=DK-SNK&per_page=20",
    `sizes/${size}/movements?per_page=20`,
    "brands?per_page=20&sort=usage",
    "categories?per_page=20&sort=usage",
    `categories?per_page=20&q=${encodeURIComponent("مغاسل")}`,
    "audit?per_page=20",
    `audit?per_page=20&entity=product&entity_id=${fixtures.productId}`,
  ]);
  return {
    budget: "p95 well under 100 ms (issue 16: lists)",
    next: () => ({ path: `/api/v1/staff/${next()}&${key}`, headers }),
  };
}

const staffSearches = [...searchQueries.map(([, query]) => query), "مغسله", "خلاط", "DK-SNK", "١٠٤٤"].map(
  (q) => `q=${encodeURIComponent(q)}`,
);

const detailPaths = (f: BenchFixtures, lang = "ar") =>
  f.productIds.map((id) => `/api/v1/${lang}/products/${id}?${key}`);

export const scenarios: Scenario[] = [
  {
    name: "product list p1 (uncached)",
    group: "list",
    server: "uncached",
    prepare: async () => ({
      ...get([`/api/v1/ar/products?page=1&${key}`], "≥ 2,000 req/s, p99 ≤ 50 ms"),
      limits: { p99Ms: 50 },
    }),
  },
  {
    name: "product list deep (uncached)",
    group: "list",
    server: "uncached",
    prepare: async ({ fixtures }) =>
      get([
        `/api/v1/ar/products?page=${Math.max(1, Math.floor(fixtures.productIds.length > 0 ? 5000 : 1))}&${key}`,
      ]),
  },
  {
    name: "brand/category (uncached)",
    group: "brand",
    server: "uncached",
    prepare: async ({ fixtures }) =>
      get([`/api/v1/ar/product-category/${fixtures.brandId}/${fixtures.categoryId}?page=2&${key}`]),
  },
  {
    name: "product detail (uncached)",
    group: "detail",
    server: "uncached",
    prepare: async ({ fixtures }) => get(detailPaths(fixtures)),
  },
  { name: "search mixed (uncached)", group: "search", server: "uncached", prepare: async () => searchPlan() },
  {
    name: "product list p1 (cached)",
    group: "list",
    server: "cached",
    prepare: async () => get([`/api/v1/ar/products?page=1&${key}`], "≥ 10,000 req/s"),
  },
  {
    name: "product detail (cached)",
    group: "detail",
    server: "cached",
    prepare: async ({ fixtures }) => get(detailPaths(fixtures).slice(0, 50), "≥ 10,000 req/s"),
  },
  { name: "search mixed (cached)", group: "search", server: "cached", prepare: async () => searchPlan() },
  { name: "SSR / (ar)", group: "ssr", server: "cached", prepare: async () => page(["/"]) },
  { name: "SSR /Products (ar)", group: "ssr", server: "cached", prepare: async () => page(["/Products"]) },
  {
    name: "SSR /Product/{id} (ar)",
    group: "ssr",
    server: "cached",
    prepare: async ({ fixtures }) =>
      page(
        fixtures.productIds.slice(0, 50).map((id) => `/Product/${id}`),
        "≥ 500 req/s, p99 ≤ 100 ms",
      ),
  },
  { name: "checkout", group: "checkout", server: "cached", prepare: checkoutPlan },
  { name: "staff order list (100k orders)", group: "orders", server: "cached", prepare: orderListPlan },
  {
    name: "staff product list (pages, sorts, filters)",
    group: "staff",
    server: "cached",
    prepare: async ({ baseUrl, fixtures }) =>
      staffPlan(
        baseUrl,
        [
          "page=1",
          "page=400",
          "sort=name",
          "sort=-code&page=20",
          "sort=updated",
          `brand=${fixtures.brandId}`,
          `category=${fixtures.categoryId}&sort=name`,
          "active=1&stock=low",
          "stock=out",
          "missing=ckb",
          "hidden=no_image",
        ],
        "p95 well under 100 ms",
      ),
  },
  {
    name: "staff product search",
    group: "staff",
    server: "cached",
    prepare: async ({ baseUrl }) => staffPlan(baseUrl, staffSearches, "p95 well under 100 ms"),
  },
  // Issue 37: the desk's two lists with ten staff users at once, on PGlite and on PostgreSQL (`--store demo`).
  {
    name: "staff product list, 10 staff users",
    group: "staff10",
    server: "cached",
    connections: 10,
    prepare: async ({ baseUrl, fixtures }) => ({
      ...(await staffPlan(
        baseUrl,
        [
          "page=1",
          "page=2",
          "sort=name",
          "sort=-code",
          "sort=updated",
          `brand=${fixtures.brandId}`,
          `category=${fixtures.categoryId}&sort=name`,
          "stock=low",
          `q=${encodeURIComponent("مغسلة")}`,
          "q=DK-SNK",
        ],
        "p95 ≤ 100 ms at 10 staff users",
      )),
      limits: { p95Ms: 100 },
    }),
  },
  {
    name: "staff order list, 10 staff users",
    group: "staff10",
    server: "cached",
    connections: 10,
    prepare: async (context) => ({
      ...(await orderListPlan(context)),
      budget: "p95 ≤ 100 ms at 10 staff users",
      limits: { p95Ms: 100 },
    }),
  },
  {
    name: "staff stock, taxonomy and audit lists",
    group: "stock",
    server: "cached",
    prepare: stockTaxonomyAuditPlan,
  },
];
