import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiData, expectNoHorizontalOverflow, expectSeo, screenshots } from "./content-helpers.ts";
import { expectAccessible, screenshotDir, useBrowser, waitForHydration } from "./support/browser.ts";

const browser = useBrowser();

interface Blog {
  id: number;
  blog_category_id: number;
  title: string;
  image: string;
  images: string[];
  note: string;
  created_at: string;
}
interface BlogCategory {
  id: number;
  name: string;
  blog_details: Blog[];
}
interface Advert {
  image: string;
  link: string | null;
}

const cases = [
  {
    lang: "ar",
    prefix: "",
    forward: "ArrowLeft",
    back: "ArrowRight",
    swipeNext: 160,
    counter: (i: number, n: number) => `${i} من ${n}`,
  },
  {
    lang: "en",
    prefix: "/en",
    forward: "ArrowRight",
    back: "ArrowLeft",
    swipeNext: -160,
    counter: (i: number, n: number) => `${i} of ${n}`,
  },
] as const;

async function swipe(page: Page, dx: number): Promise<void> {
  const box = await page.getByTestId("gallery-stage").boundingBox();
  if (!box) throw new Error("no gallery stage");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

describe("blog pages", () => {
  beforeAll(() => {
    mkdirSync(screenshotDir, { recursive: true });
  });

  for (const c of cases) {
    it(`shows a blog category's gallery with the full-screen viewer in ${c.lang}`, async () => {
      const category = await apiData<BlogCategory>(browser.baseURL, c.lang, "blog-category/1");
      const posts = category.blog_details;
      expect(posts.length).toBeGreaterThan(2);

      const page = await browser.newPage();
      const pathname = `${c.prefix}/Blogs/1`;
      expect((await page.goto(pathname))?.status()).toBe(200);
      await waitForHydration(page);
      await expectSeo(page, browser.baseURL, pathname);
      expect(await page.getByRole("heading", { level: 1, name: category.name }).isVisible()).toBe(true);
      const openers = page.getByRole("button", { name: new RegExp(posts[0]!.title.slice(0, 10)) });
      expect(await openers.count()).toBeGreaterThan(0);
      for (const post of posts) {
        expect(await page.getByRole("link", { name: post.title, exact: true }).getAttribute("href")).toBe(
          `${c.prefix}/Blog/${post.id}`,
        );
      }
      await expectAccessible(page);
      await screenshots(page, `content-blogs-${c.lang}`);
      await expectNoHorizontalOverflow(page);

      // Open the first image: counter, download link, previous disabled at the start.
      const grid = page.locator("main ul").first().getByRole("button");
      expect(await grid.count()).toBe(posts.length);
      await grid.first().click();
      const viewer = page.getByRole("dialog");
      await viewer.waitFor();
      const counter = page.getByTestId("gallery-counter");
      const previous = viewer.getByRole("button", {
        name: c.lang === "ar" ? "الصورة السابقة" : "Previous image",
      });
      const next = viewer.getByRole("button", { name: c.lang === "ar" ? "الصورة التالية" : "Next image" });
      expect(await counter.textContent()).toBe(c.counter(1, posts.length));
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      const download = viewer.getByRole("link", {
        name: c.lang === "ar" ? "تنزيل الصورة" : "Download image",
      });
      expect(await download.getAttribute("href")).toBe(posts[0]!.image);
      expect(await download.getAttribute("download")).not.toBeNull();
      expect((await fetch(posts[0]!.image)).status).toBe(200);
      await expectAccessible(page);

      // In RTL the next image is to the left: the arrow keys follow the reading direction.
      await page.keyboard.press(c.forward);
      expect(await counter.textContent()).toBe(c.counter(2, posts.length));
      expect(await download.getAttribute("href")).toBe(posts[1]!.image);
      await page.keyboard.press(c.back);
      expect(await counter.textContent()).toBe(c.counter(1, posts.length));
      await page.keyboard.press(c.back);
      expect(await counter.textContent(), "no wrap at the start").toBe(c.counter(1, posts.length));

      // The previous/next buttons sit at the start/end sides of the reading direction.
      const [prevBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
      if (c.lang === "ar") expect(prevBox!.x).toBeGreaterThan(nextBox!.x);
      else expect(prevBox!.x).toBeLessThan(nextBox!.x);

      // Swipe towards the start side: next; the other way: previous; a short drag: nothing.
      await swipe(page, c.swipeNext);
      expect(await counter.textContent()).toBe(c.counter(2, posts.length));
      await swipe(page, -c.swipeNext);
      expect(await counter.textContent()).toBe(c.counter(1, posts.length));
      await swipe(page, c.swipeNext / 8);
      expect(await counter.textContent()).toBe(c.counter(1, posts.length));

      // Next up to the end: next disabled, the key stops there.
      for (let i = 1; i < posts.length; i++) await next.click();
      expect(await counter.textContent()).toBe(c.counter(posts.length, posts.length));
      expect(await next.isDisabled()).toBe(true);
      expect(await previous.isDisabled()).toBe(false);
      await page.keyboard.press(c.forward);
      expect(await counter.textContent()).toBe(c.counter(posts.length, posts.length));
      if (c.lang === "ar") {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.screenshot({ path: `${screenshotDir}/content-blog-viewer-ar-360.png` });
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      // Escape closes and gives focus back to the image that opened the viewer.
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });
      expect(await grid.first().evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it(`shows a blog post with its advert and the recent posts in ${c.lang}`, async () => {
      const post = (await apiData<BlogCategory>(browser.baseURL, c.lang, "blog-category/1")).blog_details[0]!;
      const recent = await apiData<Blog[]>(browser.baseURL, c.lang, "blog?limit=5");
      const adverts = await apiData<Advert[]>(browser.baseURL, c.lang, "adverties?type=vertical");

      const page = await browser.newPage();
      const pathname = `${c.prefix}/Blog/${post.id}`;
      // The spec's client passes the post in `data`: accepted and ignored.
      expect((await page.goto(`${pathname}?data=${encodeURIComponent('{"title":"x"}')}`))?.status()).toBe(
        200,
      );
      await waitForHydration(page);
      await expectSeo(page, browser.baseURL, pathname);
      expect(await page.getByRole("heading", { level: 1, name: post.title }).isVisible()).toBe(true);
      expect(await page.getByText(post.note).isVisible()).toBe(true);
      expect(await page.locator("article header time").getAttribute("datetime")).toBe(post.created_at);
      const breadcrumb = page.getByRole("navigation").filter({ has: page.locator('[aria-current="page"]') });
      expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(post.title);

      const sidebar = page.getByRole("complementary", { name: c.lang === "ar" ? "محتوى جانبي" : "Sidebar" });
      expect(await sidebar.locator(`img[src^="${adverts[0]!.image}"]`).count()).toBe(1);
      const expected = recent.filter((p) => p.id !== post.id).slice(0, 4);
      const links = sidebar.getByRole("region").getByRole("link");
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        expected.map((p) => `${c.prefix}/Blog/${p.id}`),
      );

      // The post's images open the same viewer.
      const images = page.locator("#post-images-title + ul").getByRole("button");
      expect(await images.count()).toBe(post.images.length);
      await images.nth(1).click();
      await page.getByRole("dialog").waitFor();
      expect(await page.getByTestId("gallery-counter").textContent()).toBe(c.counter(2, post.images.length));
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      await expectAccessible(page);
      await screenshots(page, `content-blog-${c.lang}`);
      await expectNoHorizontalOverflow(page);
    });
  }

  it.each(["/Blogs/999", "/en/Blog/999999", "/Blog/abc"])("answers 404 for %s", async (url) => {
    const page = await browser.newPage({ documentStatus: 404 });
    expect((await page.goto(url))?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });
});
