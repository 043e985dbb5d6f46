import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectAccessible,
  screenshotDir,
  screenshotWhole,
  useBrowser,
  waitForHydration,
} from "./support/browser.ts";

const browser = useBrowser();
const API_KEY = process.env.API_KEY ?? "dukkan-public";

async function apiData<T>(p: string): Promise<T> {
  const response = await fetch(
    `${browser.baseURL}/api/v1${p}${p.includes("?") ? "&" : "?"}api_key=${API_KEY}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function open(url: string, width = 1280, clock = false): Promise<Page> {
  const page = await browser.newPage();
  if (clock) await page.clock.install();
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return page;
}

describe.each([
  ["ar", "/"],
  ["en", "/en"],
] as const)("home in %s", (lang, home) => {
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    await browser.context().clearCookies();
  });

  it("renders the hero: 70vh, image slides at half opacity, high-priority first image, buy now", async () => {
    const slides = await apiData<{ media_type: string }[]>(`/${lang}/slides`);
    const page = await open(home);
    const hero = page.getByTestId("hero");
    const height = await hero.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(height)).toBe(Math.round(800 * 0.7));
    expect(await page.getByTestId("hero-slide").count()).toBe(slides.length);
    const firstImage = page.getByTestId("hero-slide").first().locator("img");
    expect(await firstImage.getAttribute("fetchpriority")).toBe("high");
    expect(await firstImage.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.5");
    const buy = hero.getByRole("link", { name: lang === "en" ? "Shop now" : undefined }).first();
    expect(await buy.getAttribute("href")).toBe(lang === "en" ? "/en/Products" : "/Products");
    await expectAccessible(page);
  });

  it("moves the hero every 9000 ms, jumps with the dots (the active one wider), pauses in a hidden tab", async () => {
    const page = await open(home, 1280, true);
    const hero = page.getByTestId("hero");
    const slides = page.getByTestId("hero-slide");
    // The first slide's texts are there as they are (no rise-in while the page starts, decision 0039); the other
    // slides' media wait: the next one's picture (the video's poster) comes 3 s before its turn.
    expect(await hero.locator(".rise-in").count()).toBe(0);
    expect(await slides.nth(1).locator("img, video").count()).toBe(0);
    expect(await slides.nth(2).locator("img, video").count()).toBe(0);
    await page.clock.runFor(6100);
    await expect.poll(() => slides.nth(1).locator("img").count()).toBe(1);
    expect(await slides.nth(2).locator("img, video").count()).toBe(0);
    await page.clock.runFor(3000);
    await expect.poll(() => hero.getAttribute("data-active")).toBe("1");
    // A change makes the new slide's texts rise in.
    expect(await hero.locator(".rise-in").count()).toBeGreaterThan(0);

    // A dot jumps to its slide and the count of 9 s starts again from there; interaction does not stop it.
    const dots = page.getByTestId("hero-dot");
    await dots.nth(2).click();
    await expect.poll(() => hero.getAttribute("data-active")).toBe("2");
    // The active dot is the wider one (w-8 against w-2.5; its width transition runs on the real clock).
    const dotClasses = await dots.evaluateAll((els) =>
      els.map((el) => el.firstElementChild?.className ?? ""),
    );
    expect(dotClasses.map((c) => c.includes("w-8"))).toEqual(dotClasses.map((_, i) => i === 2));
    await page.clock.runFor(7500);
    expect(await hero.getAttribute("data-active")).toBe("2");
    await page.clock.runFor(1200);
    await expect.poll(() => hero.getAttribute("data-active")).toBe("0");
    await dots.nth(2).click();
    await expect.poll(() => hero.getAttribute("data-active")).toBe("2");

    // The second slide is a video: muted, looped, with controls once it has been shown.
    const video = slides.nth(1).locator("video");
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.controls, v.autoplay])).toEqual([
      true,
      true,
      true,
      true,
    ]);

    await page.evaluate(() =>
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true }),
    );
    await page.clock.runFor(20_000);
    expect(await hero.getAttribute("data-active")).toBe("2");
    await page.evaluate(() =>
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false }),
    );
    await page.clock.runFor(9100);
    await expect.poll(() => hero.getAttribute("data-active")).toBe("0");
  });

  it("renders the features strip with icon, title and two-line description", async () => {
    const features = await apiData<{ title: string }[]>(`/${lang}/feature`);
    const page = await open(home);
    const strip = page.getByTestId("features");
    await expect.poll(() => strip.locator("h3").allTextContents()).toEqual(features.map((f) => f.title));
    expect(await strip.getByTestId("feature-skeletons").count()).toBe(0);
    expect(
      await strip
        .locator(".line-clamp-2")
        .first()
        .evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).toBe("2");
  });

  it("shows best sellers because the best_selling setting's first item has status 1, with see-more", async () => {
    const [setting] = await apiData<{ status: number }[]>(`/${lang}/setting?typeSetting=best_selling`);
    expect(setting?.status).toBe(1);
    const page = await open(home);
    const section = page.getByTestId("best-selling");
    expect(await section.isVisible()).toBe(true);
    expect(await section.locator("li").count()).toBeGreaterThan(0);
    expect(
      await section
        .getByRole("link", { name: lang === "en" ? "See more" : "عرض المزيد" })
        .getAttribute("href"),
    ).toBe(lang === "en" ? "/en/Products" : "/Products");
  });

  it("lays out the best sellers' cards and fetches their pictures only near a phone's viewport", async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 412, height: 800 });
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await page.goto(home);
    await waitForHydration(page);
    const cards = page.getByTestId("best-selling").locator("li");
    expect(await cards.count()).toBe(10);
    // A skipped card (content-visibility: auto, decision 0045) has no rendered content.
    const rendered = () =>
      cards.evaluateAll((items) =>
        items.map((li) => li.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
      );
    const pictures = await cards
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
    expect(await rendered()).toEqual(Array(10).fill(false));
    expect(images.filter((image) => pictures.includes(image))).toEqual([]);

    await cards.first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered())[0]).toBe(true);
    await expect.poll(() => images.includes(pictures[0]!)).toBe(true);
    await page.close();
  });

  it("shows the 10 newest products on a carousel with arrows, dots and autoplay every 3000 ms, and up to 3 adverts", async () => {
    const page = await open(home, 1280, true);
    const carousel = page.getByTestId("new-products-carousel");
    expect(await carousel.locator('li[aria-roledescription="slide"]').count()).toBe(10);
    // 5 per view at 1024 px and up
    const slideWidth = await carousel
      .locator("li")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    const trackWidth = await carousel
      .locator("ul")
      .first()
      .evaluate((el) => el.clientWidth);
    expect(Math.round(trackWidth / slideWidth)).toBe(5);
    expect(await carousel.getAttribute("data-index")).toBe("0");
    // Off screen it stays where it is; on screen it moves every 3000 ms.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => carousel.getAttribute("data-autoplay")).toBe("off");
    await page.clock.runFor(3100);
    expect(await carousel.getAttribute("data-index")).toBe("0");
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute("data-autoplay")).toBe("on");
    await page.clock.runFor(3100);
    await expect.poll(() => carousel.getAttribute("data-index")).toBe("1");
    await carousel.getByRole("button", { name: lang === "en" ? "Previous" : "السابق" }).click();
    await page.clock.runFor(600);
    await expect.poll(() => carousel.getAttribute("data-index")).toBe("0");
    expect(await carousel.locator('button[aria-current="true"]').count()).toBe(1);
    const adverts = page.getByTestId("adverts").locator("li");
    expect(await adverts.count()).toBeGreaterThan(0);
    expect(await adverts.count()).toBeLessThanOrEqual(3);
  });

  it("links product cards to /Product/{id}, shows the discount as a percentage and prices in IQD", async () => {
    const page = await open(home);
    const card = page.getByTestId("new-products").locator('a[href*="/Product/"]').first();
    expect(await card.getAttribute("href")).toMatch(
      lang === "en" ? /^\/en\/Product\/\d+$/ : /^\/Product\/\d+$/,
    );
    expect(await card.locator("bdi").first().textContent()).toMatch(/^[\d,]+ د\.ع$/);
    const badge = page.locator("main").getByText(/%/).first();
    expect(await badge.textContent()).toMatch(/\d+%/);
  });

  it("shows the brand carousel and the dealer types", async () => {
    const page = await open(home);
    const brands = page.getByTestId("brands");
    expect(await brands.locator('a[href*="/Products/"]').count()).toBeGreaterThan(1);
    const dealers = page.getByTestId("dealer-types");
    expect(await dealers.locator('a[href*="/Dealer/"]').count()).toBeGreaterThan(0);
    expect(await dealers.locator('a[href*="/DealerDetail/"]').count()).toBeGreaterThan(0);
  });

  it("hydrates the sections below a phone's first screen when near, the footer and menu never; the footer's links stay in the app", async () => {
    const page = await open(home, 412);
    // React keeps its fiber on each element it owns (decision 0039).
    const reacts = (testId: string) =>
      page
        .getByTestId(testId)
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    expect(await reacts("hero")).toBe(true);
    expect(await reacts("brands")).toBe(false);
    expect(await reacts("dealer-types")).toBe(false);
    expect(await reacts("site-footer")).toBe(false);
    expect(await reacts("desktop-menu")).toBe(false);
    // Server HTML all the same: readable before it hydrates.
    expect(await page.getByTestId("brands").locator('a[href*="/Products/"]').count()).toBeGreaterThan(1);

    await page.getByTestId("brands").scrollIntoViewIfNeeded();
    await expect.poll(() => reacts("brands")).toBe(true);
    await page.getByTestId("site-footer").scrollIntoViewIfNeeded();
    await expect.poll(() => reacts("dealer-types")).toBe(true);
    expect(await reacts("site-footer")).toBe(false);

    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByTestId("site-footer").locator('a[href$="/Branches"]').click();
    await page.waitForURL(/\/Branches$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("fits a 360 px phone without horizontal overflow and passes axe; screenshots at 360 and 1280", async () => {
    const page = await open(home, 360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshotWhole(page, path.join(screenshotDir, `home-${lang}-360.png`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotWhole(page, path.join(screenshotDir, `home-${lang}-1280.png`));
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(screenshotDir, `home-${lang}-1280-scrolled.png`) });
  });
});
