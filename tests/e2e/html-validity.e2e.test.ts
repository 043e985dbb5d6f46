import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { apiData } from "./content-helpers.ts";
import { expectToast, signedInCookies, strings } from "./products-helpers.ts";
import { useBrowser, waitForHydration } from "./support/browser.ts";

// Issue 21.8: every page of the storefront, in ar and en, passes the W3C Nu HTML checker with no errors. The
// server's HTML (what crawlers and the first paint get), all pages checked by one JVM.
const browser = useBrowser();
const root = path.resolve(import.meta.dirname, "../..");
const vnuJar = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
const dir = mkdtempSync(path.join(tmpdir(), "dukkan-html-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** The storefront's pages with the ids they need, as the API lists them (unprefixed: Arabic). */
async function storefrontPaths(): Promise<string[]> {
  const base = browser.baseURL;
  const brands = await apiData<{ id: number; sub_parts: { categories: { id: number }[] }[] }[]>(
    base,
    "ar",
    "brand",
  );
  const brand = brands.find((b) => b.sub_parts.some((s) => s.categories.length > 0)) ?? brands[0]!;
  const category = brand.sub_parts.flatMap((s) => s.categories)[0];
  const blogCategory = (await apiData<{ id: number }[]>(base, "ar", "blog-category"))[0]!;
  const blog = (
    await apiData<{ blog_details: { id: number }[] }>(base, "ar", `blog-category/${blogCategory.id}`)
  ).blog_details[0]!;
  const dealerType = (
    await apiData<{ id: number; dealers: { id: number }[] }[]>(base, "ar", "dealer-type")
  ).find((type) => type.dealers.length > 0)!;
  return [
    "/",
    "/Products",
    "/Products?page=2",
    `/Products/${brand.id}`,
    ...(category ? [`/Products/${brand.id}?category=${category.id}`] : []),
    "/sale",
    "/search",
    `/search?search=${encodeURIComponent("ثلاجة")}`,
    "/search?search=qqqqzzzz",
    "/Product/1",
    `/Blogs/${blogCategory.id}`,
    `/Blog/${blog.id}`,
    "/Branches",
    "/Catalogs",
    "/rule",
    "/dealer-type",
    `/Dealer/${dealerType.id}`,
    `/DealerDetail/${dealerType.dealers[0]!.id}`,
    "/Contact",
    "/cart",
    "/checkout",
    "/Wishlist",
    "/register",
    "/Login",
    "/profile",
    "/order",
    "/no-such-page",
    "/Product/987654",
  ];
}

/** A signed-in client with a line in the cart (added as a shopper adds it): the pages that need either. */
async function shopperCookies(): Promise<string> {
  const context = browser.context();
  await context.clearCookies();
  await context.addCookies(await signedInCookies(browser.baseURL));
  const page = await browser.newPage();
  await page.goto("/en/Product/1");
  await waitForHydration(page);
  const t = strings("en");
  await page.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
  await expectToast(page, t("added_to_cart"));
  const cookies = await context.cookies(browser.baseURL);
  return cookies
    .filter((c) => c.name !== "lang")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

describe("HTML validity (W3C Nu checker)", () => {
  it("finds no error on any page, in ar and en", async () => {
    const cookie = await shopperCookies();
    const paths = await storefrontPaths();
    const files = new Map<string, string>();
    const pages = ["ar", "en"].flatMap((lang) =>
      paths.map((p) => ({ lang, url: lang === "ar" ? p : `/en${p === "/" ? "" : p}` })),
    );
    // A few at a time: the server shares two cores with the browser tests.
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async ({ lang, url }) => {
          const response = await fetch(`${browser.baseURL}${url}`, {
            headers: { cookie: `${cookie}; lang=${lang}` },
            redirect: "manual",
          });
          expect([200, 404], url).toContain(response.status);
          const file = path.join(dir, `${files.size}-${lang}.html`);
          files.set(`file:${file}`, url);
          writeFileSync(file, await response.text());
        }),
      );
    }

    const { stdout } = await promisify(execFile)(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${files.get(m.url) ?? m.url}: ${m.message} «${(m.extract ?? "").slice(0, 120)}»`);
    expect(errors).toEqual([]);
    // Every page was read by the checker.
    expect(files.size).toBe(pages.length);
  });
});
