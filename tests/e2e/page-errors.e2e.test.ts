import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectToast, signedInCookies, strings } from "./products-helpers.ts";
import { expectAccessible, useBrowser, waitForHydration } from "./support/browser.ts";
import { type StartedServer, startServer } from "./support/global-setup.ts";

// Issue 21.4: a page whose data fails keeps the frame (header, footer) and shows its own message, with a 500.
// The data really fails: a server of this file's own, on a PostgreSQL database of its own, whose tables are
// renamed under it once it serves (no mock, no switch in the code).
const browser = useBrowser();
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = `dukkan_e2e_broken_${randomBytes(4).toString("hex")}`;
let server: StartedServer | undefined;
let base = "";

async function startBrokenServer(): Promise<void> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // CACHE off: every page reads the database, not a copy cached before the tables went away.
  server = await startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: "warn", CACHE: "off" });
  base = server.baseURL;
}

/** A line in the cart, added as a shopper adds it, so that the cart and checkout pages read the catalogue. */
async function fillCart(): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${base}/en/Product/1`);
  await waitForHydration(page);
  const t = strings("en");
  await page.getByRole("button", { name: t("add_to_cart"), exact: true }).click();
  await expectToast(page, t("added_to_cart"));
  await page.close();
}

const postgres = await postgresAnswers();

describe.runIf(postgres)("pages whose data fails", () => {
  beforeAll(async () => {
    await admin("postgres", (client) =>
      client.query(
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      ),
    );
    await startBrokenServer();
    await browser.context().addCookies(await signedInCookies(base));
    await fillCart();
    // The settings go first (part of the frame's own data), and the adverts (an extra of /Products).
    await admin(name, (client) =>
      client.query(
        "ALTER TABLE settings RENAME TO settings_gone; ALTER TABLE adverts RENAME TO adverts_gone",
      ),
    );
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await admin("postgres", (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  describe.each(["ar", "en"])("a part failing, in %s", (lang) => {
    const t = strings(lang);

    it("/Products still lists the products in the frame it has, and says the adverts failed", async () => {
      await browser.context().addCookies([{ name: "lang", value: lang, url: base }]);
      const page = await browser.newPage();
      const response = await page.goto(`${base}${lang === "ar" ? "" : `/${lang}`}/Products`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByRole("navigation", { name: t("main_navigation") }).waitFor({ state: "visible" });
      await page.getByTestId("site-footer").waitFor({ state: "visible" });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t("all_products"));
      expect(await page.getByTestId("product-grid").locator("li").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("advert-sidebar").getByRole("alert").textContent()).toBe(
        t("Error loading advertisements"),
      );
      await expectAccessible(page);
    });
  });

  describe.each(["ar", "en"])("the page's data failing, in %s", (lang) => {
    beforeAll(async () => {
      // The catalogue and the governorates go (once, for both languages).
      await admin(name, (client) =>
        client.query(
          "ALTER TABLE IF EXISTS products RENAME TO products_gone; ALTER TABLE IF EXISTS cities RENAME TO cities_gone",
        ),
      );
    });

    const t = strings(lang);
    const prefix = lang === "ar" ? "" : `/${lang}`;

    it.each([
      ["/Products", "all_products"],
      ["/sale", "sale_title"],
      ["/search?search=refrigerator", "search_results"],
      ["/cart", "shoping_cart"],
      ["/checkout", "checkout_title"],
      ["/register", "register_title"],
      ["/profile", "profile_title"],
    ])(
      "%s keeps the frame, names the page and says 'Error loading data', with a 500",
      async (pathname, titleKey) => {
        // Adding to the cart went through an English page: the cookie says en until a page says otherwise.
        await browser.context().addCookies([{ name: "lang", value: lang, url: base }]);
        // The page's own browser-side reads (the wishlist badge, the cart panel) may fail too.
        const page = await browser.newPage({
          documentStatus: 500,
          expectedFailures: new RegExp(`^${base}/`),
        });
        const response = await page.goto(`${base}${prefix}${pathname}`);
        expect(response?.status()).toBe(500);
        await waitForHydration(page);
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        // The frame: the header's navigation and the footer.
        await page.getByRole("navigation", { name: t("main_navigation") }).waitFor({ state: "visible" });
        await page.getByTestId("site-footer").waitFor({ state: "visible" });
        // The page: its banner and its message where the content would be.
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t(titleKey));
        expect(await page.locator("main").getByRole("alert").textContent()).toBe(t("Error loading data"));
        expect(await page.title()).toBe(`${t(titleKey)} | ${t("site_name")}`);
        await expectAccessible(page);
      },
    );
  });
});
