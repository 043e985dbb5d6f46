import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  apiData,
  expectNoHorizontalOverflow,
  expectSeo,
  screenshots,
  stubMapFrames,
} from "./content-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

interface Branch {
  id: number;
  name: string;
  address: string;
  phone: string;
  secound_phone: string | null;
  email: string | null;
  hours: { name: string }[];
}
interface Brand {
  id: number;
  name: string;
  catalog_file: string | null;
}
interface Rule {
  title: string;
  pdf: string | null;
}
interface Dealer {
  id: number;
  name: string;
  phone: string | null;
  dealer_locations: { id: number; name: string; link: string }[];
}
interface DealerType {
  id: number;
  name: string;
  dealers: Dealer[];
}
interface WhatsAppContact {
  name: string;
  link: string;
}

const langs = [
  { lang: "ar", prefix: "", forward: "ArrowLeft", home: "الرئيسية" },
  { lang: "en", prefix: "", forward: "ArrowRight", home: "Home" },
].map((c) => ({ ...c, prefix: c.lang === "ar" ? "" : "/en" }));

async function open(page: Page, pathname: string): Promise<void> {
  await stubMapFrames(page);
  expect((await page.goto(pathname))?.status()).toBe(200);
  await waitForHydration(page);
}

const tel = (phone: string) => `tel:+964${phone.slice(1)}`;

async function jsonLd(page: Page): Promise<{ "@graph": Record<string, unknown>[] }> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}");
}

async function expectMapFrame(page: Page, frame: ReturnType<Page["locator"]>): Promise<void> {
  expect(await frame.getAttribute("loading")).toBe("lazy");
  expect((await frame.getAttribute("title"))?.length).toBeGreaterThan(0);
  expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.google\.com\/maps\?q=[^&]+&output=embed$/);
  void page;
}

describe("content pages", () => {
  beforeAll(() => {
    mkdirSync(screenshotDir, { recursive: true });
  });

  for (const c of langs) {
    it(`/Branches in ${c.lang}: breadcrumb, tabs, hours, phones, image, map and JSON-LD`, async () => {
      const branches = await apiData<Branch[]>(browser.baseURL, c.lang, "branch");
      expect(branches.length).toBe(2);
      const page = await browser.newPage();
      const pathname = `${c.prefix}/Branches`;
      await open(page, pathname);
      await expectSeo(page, browser.baseURL, pathname);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const crumbs = page.locator("nav ol").filter({ has: page.locator('[aria-current="page"]') });
      expect(await crumbs.getByRole("link", { name: c.home }).getAttribute("href")).toBe(c.prefix || "/");
      expect(await crumbs.locator("li").count()).toBe(2);
      expect(await crumbs.getByRole("link").count(), "only the last crumb is not a link").toBe(1);

      const tabs = page.getByRole("tab");
      expect(await tabs.allTextContents()).toEqual(branches.map((b) => b.name));
      expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
      const panel = page.getByRole("tabpanel");
      const check = async (branch: Branch) => {
        expect(await panel.getByRole("heading", { name: branch.name }).isVisible()).toBe(true);
        expect(await panel.getByText(branch.address).isVisible()).toBe(true);
        const phones = [branch.phone, branch.secound_phone].filter(Boolean) as string[];
        for (const phone of phones) {
          const link = panel.getByRole("link", { name: phone });
          expect(await link.getAttribute("href")).toBe(tel(phone));
          expect(await link.locator("bdi").getAttribute("dir")).toBe("ltr");
        }
        expect(await panel.getByRole("link", { name: branch.email! }).getAttribute("href")).toBe(
          `mailto:${branch.email}`,
        );
        // Hours: 1 column for up to 3 entries (the seeded branches have 2).
        const table = panel.locator("table");
        expect(await table.getAttribute("data-columns")).toBe("1");
        expect(await table.locator("tr").count()).toBe(branch.hours.length);
        expect(await table.locator("tr").first().locator("td").count()).toBe(1);
        expect(await table.locator("td").allTextContents()).toEqual(branch.hours.map((h) => h.name));
        const image = panel.getByRole("img", { name: branch.name });
        expect((await image.boundingBox())?.height).toBe(500);
        const frame = panel.locator("iframe");
        await expectMapFrame(page, frame);
        expect((await frame.boundingBox())?.height).toBe(500);
      };
      await check(branches[0]!);
      await expectAccessible(page);
      await screenshots(page, `content-branches-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Clicking the second tab switches the panel.
      await tabs.nth(1).click();
      expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
      expect(await tabs.first().getAttribute("aria-selected")).toBe("false");
      await check(branches[1]!);
      // Arrow keys move along the tabs in the reading direction.
      await tabs.nth(1).focus();
      await page.keyboard.press(c.forward);
      expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
      expect(await tabs.first().evaluate((el) => el === document.activeElement)).toBe(true);

      const ld = await jsonLd(page);
      expect(ld["@graph"]).toHaveLength(branches.length);
      const first = ld["@graph"][0] as Record<string, unknown>;
      expect(first["@type"]).toBe("HomeGoodsStore");
      expect(first.telephone).toBe(`+964${branches[0]!.phone.slice(1)}`);
      expect((first.address as { streetAddress: string }).streetAddress).toBe(branches[0]!.address);
      expect(first.openingHours).toEqual(["Sa-Th 10:00-21:30", "Fr 16:00-21:30"]);
    });

    it(`/Catalogs in ${c.lang}: the brands with a catalogue file, each linking to it`, async () => {
      const brands = (await apiData<Brand[]>(browser.baseURL, c.lang, "brand")).filter((b) => b.catalog_file);
      expect(brands.length).toBeGreaterThan(0);
      const page = await browser.newPage();
      const pathname = `${c.prefix}/Catalogs`;
      await open(page, pathname);
      await expectSeo(page, browser.baseURL, pathname);
      const items = page.locator("main ul > li");
      expect(await items.count()).toBe(brands.length);
      for (const brand of brands) {
        const item = items.filter({ has: page.getByRole("heading", { name: brand.name, exact: true }) });
        expect(await item.getByRole("link").getAttribute("href")).toBe(brand.catalog_file);
      }
      const pdf = await fetch(brands[0]!.catalog_file!);
      expect(pdf.status).toBe(200);
      await expectAccessible(page);
      await screenshots(page, `content-catalogs-${c.lang}`);
    });

    it(`/rule in ${c.lang}: title, description and the PDF download`, async () => {
      const rules = await apiData<Rule[]>(browser.baseURL, c.lang, "rule");
      const page = await browser.newPage();
      const pathname = `${c.prefix}/rule`;
      await open(page, pathname);
      await expectSeo(page, browser.baseURL, pathname);
      for (const rule of rules) {
        const section = page.getByRole("region", { name: rule.title });
        expect(await section.isVisible()).toBe(true);
        expect(await section.locator("h3, p").count()).toBeGreaterThan(0);
        if (rule.pdf) expect(await section.getByRole("link").getAttribute("href")).toBe(rule.pdf);
      }
      await expectAccessible(page);
      await screenshots(page, `content-rule-${c.lang}`);
    });

    it(`/dealer-type and /Dealer/{id} in ${c.lang}: dealer types and their dealers`, async () => {
      const types = await apiData<DealerType[]>(browser.baseURL, c.lang, "dealer-type");
      const page = await browser.newPage();
      await open(page, `${c.prefix}/dealer-type`);
      await expectSeo(page, browser.baseURL, `${c.prefix}/dealer-type`);
      for (const type of types) {
        const heading = page.getByRole("heading", { level: 2, name: type.name });
        expect(await heading.getByRole("link").getAttribute("href")).toBe(`${c.prefix}/Dealer/${type.id}`);
        for (const dealer of type.dealers) {
          expect(
            await page
              .getByRole("link", { name: new RegExp(dealer.name) })
              .first()
              .getAttribute("href"),
          ).toBe(`${c.prefix}/DealerDetail/${dealer.id}`);
        }
      }
      await expectAccessible(page);
      await screenshots(page, `content-dealer-types-${c.lang}`);

      const type = types[0]!;
      const pathname = `${c.prefix}/Dealer/${type.id}`;
      await open(page, pathname);
      await expectSeo(page, browser.baseURL, pathname);
      expect(await page.getByRole("heading", { level: 1, name: type.name }).isVisible()).toBe(true);
      expect(await page.locator('main a[href*="/DealerDetail/"]').count()).toBe(type.dealers.length);
      await expectAccessible(page);
      // A dealer card leads to its detail page (client-side navigation).
      await page.getByRole("link", { name: new RegExp(type.dealers[0]!.name) }).click();
      await page.waitForURL(`**${c.prefix}/DealerDetail/${type.dealers[0]!.id}`);
      await page.getByRole("heading", { level: 1, name: type.dealers[0]!.name }).waitFor();
    });

    it(`/DealerDetail by id and by name in ${c.lang}: details and one map per location`, async () => {
      const dealers = (await apiData<DealerType[]>(browser.baseURL, c.lang, "dealer-type")).flatMap(
        (t) => t.dealers,
      );
      const other = c.lang === "ar" ? "en" : "ar";
      const otherNames = (await apiData<DealerType[]>(browser.baseURL, other, "dealer-type")).flatMap(
        (t) => t.dealers,
      );
      const dealer = dealers.find((d) => d.dealer_locations.length > 1)!;
      const page = await browser.newPage();
      const byId = `${c.prefix}/DealerDetail/${dealer.id}`;
      await open(page, byId);
      await expectSeo(page, browser.baseURL, byId);
      expect(await page.getByRole("heading", { level: 1, name: dealer.name }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: dealer.phone! }).getAttribute("href")).toBe(
        tel(dealer.phone!),
      );
      const frames = page.locator("main iframe");
      expect(await frames.count()).toBe(dealer.dealer_locations.length);
      for (let i = 0; i < dealer.dealer_locations.length; i++) await expectMapFrame(page, frames.nth(i));
      for (const location of dealer.dealer_locations) {
        expect(await page.getByRole("heading", { level: 3, name: location.name }).isVisible()).toBe(true);
      }
      await expectAccessible(page);
      await screenshots(page, `content-dealer-detail-${c.lang}`);

      // By name: the page's language, the other language, and a URL-encoded name all resolve.
      for (const name of [dealer.name, otherNames.find((d) => d.id === dealer.id)!.name]) {
        await open(page, `${c.prefix}/DealerDetail/${encodeURIComponent(name)}`);
        expect(await page.getByRole("heading", { level: 1, name: dealer.name }).isVisible()).toBe(true);
      }
    });

    it(`/Contact in ${c.lang}: showrooms with phones, hours and maps, WhatsApp contacts, JSON-LD`, async () => {
      const branches = await apiData<Branch[]>(browser.baseURL, c.lang, "branch");
      const response = await fetch(`${browser.baseURL}/api/v1/whats-app?api_key=dukkan-public`);
      const contacts = ((await response.json()) as { data: WhatsAppContact[] }).data;
      const page = await browser.newPage();
      const pathname = `${c.prefix}/Contact`;
      await open(page, pathname);
      await expectSeo(page, browser.baseURL, pathname);
      for (const branch of branches) {
        const card = page.locator(`#branch-${branch.id}`);
        expect(await card.getByRole("heading", { name: branch.name }).isVisible()).toBe(true);
        expect(await card.getByRole("link", { name: branch.phone }).getAttribute("href")).toBe(
          tel(branch.phone),
        );
        expect(await card.locator("table td").count()).toBe(branch.hours.length);
        await expectMapFrame(page, card.locator("iframe"));
      }
      const links = page.locator('a[href^="https://wa.me/"]');
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        expect.arrayContaining(contacts.map((w) => w.link)),
      );
      expect((await jsonLd(page))["@graph"]).toHaveLength(branches.length);
      await expectAccessible(page);
      await screenshots(page, `content-contact-${c.lang}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoHorizontalOverflow(page);
    });
  }

  it.each(["/Dealer/999", "/DealerDetail/nobody-here", "/en/DealerDetail/9999"])(
    "answers 404 for %s",
    async (url) => {
      const page = await browser.newPage({ documentStatus: 404 });
      expect((await page.goto(url))?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    },
  );

  it("serves the content pages in ckb, tr and it with the right direction", async () => {
    const page = await browser.newPage();
    for (const [lang, dir] of [
      ["ckb", "rtl"],
      ["tr", "ltr"],
      ["it", "ltr"],
    ] as const) {
      for (const path of ["/Branches", "/Catalogs", "/rule", "/dealer-type", "/Contact", "/Blogs/1"]) {
        await open(page, `/${lang}${path}`);
        expect(await page.locator("html").getAttribute("dir")).toBe(dir);
        expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      }
    }
    await open(page, "/ckb/Branches");
    await screenshots(page, "content-branches-ckb");
  });

  it("navigates client-side from /Contact to /Branches without errors (showroom JSON-LD stays server-only)", async () => {
    const page = await browser.newPage();
    await open(page, "/en/Contact");
    await page.locator('a[href="/en/Branches"]:visible').first().click();
    await page.getByRole("heading", { level: 1, name: "Our branches" }).waitFor();
    expect(await page.getByRole("tab").count()).toBe(2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
