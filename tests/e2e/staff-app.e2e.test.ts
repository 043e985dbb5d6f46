import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  apiSignIn,
  checkScreen,
  demoOwner,
  expectDocumentLanguage,
  signInThroughPage,
  staffApi,
} from "./staff-helpers.ts";
import { useBrowser } from "./support/browser.ts";

/**
 * The staff app (issue 16) in one browser profile, as one working day: the owner signs in (Arabic), switches to
 * English, creates an order agent; the agent sees only their menu and is signed out when disabled; another
 * member changes their password; an expired session returns to sign-in and then to the page it was on.
 * Sign-ins are counted: the staff sign-in allows 10 a minute per address, shared with the other test files.
 */
const browser = useBrowser();
const baseURL = browser.baseURL;
let ownerToken = "";
const agent = {
  email: `agent-${randomUUID().slice(0, 8)}@dukkan.iq`,
  password: "Tiles-and-taps-2026",
  name: "Layla Hassan",
};
const editor = { email: `editor-${randomUUID().slice(0, 8)}@dukkan.iq`, password: "Blue-basin-2026" };
const format = (n: number) => n.toLocaleString("en-US");

interface Dashboard {
  orders_today: { status: string; count: number }[];
  low_stock: { low: number; out: number };
  hidden_products: { total: number };
}

describe("the staff app", () => {
  it("signs the owner in (ar, right-to-left) and shows the home numbers the API counts", async () => {
    // The wrong password below is answered 401, which Chromium logs.
    const page = await browser.newPage({ expectedFailures: /\/api\/v1\/staff\/login\b/ });
    await page.goto("/staff/");
    await page.waitForURL(/\/staff\/sign-in$/);
    await page.getByRole("heading", { name: "تسجيل الدخول" }).waitFor();
    await expectDocumentLanguage(page, "ar", "rtl");
    await checkScreen(page, "sign-in-ar");

    await signInThroughPage(page, { email: demoOwner.email, password: "wrong-password" });
    await page.getByRole("alert").getByText("البريد الإلكتروني أو كلمة المرور غير صحيحة.").waitFor();
    await signInThroughPage(page, demoOwner);
    await page.getByRole("heading", { level: 1, name: "الرئيسية" }).waitFor();

    ownerToken = await apiSignIn(baseURL, demoOwner);
    const { body } = await staffApi<{ data: Dashboard }>(baseURL, "staff/dashboard", { token: ownerToken });
    const low = page.getByRole("link", { name: /مقاسات مخزونها منخفض/ });
    expect(await low.textContent()).toContain(format(body.data.low_stock.low));
    const out = page.getByRole("link", { name: /مقاسات نفد مخزونها/ });
    expect(await out.textContent()).toContain(format(body.data.low_stock.out));
    const placed = page.getByRole("link", { name: /^جديد/ });
    const placedToday = body.data.orders_today.find((entry) => entry.status === "placed");
    expect(await placed.textContent()).toContain(format(placedToday!.count));
    // The count inside the sentence is a left-to-right isolate (U+2066 … U+2069).
    const total = await page.getByText(/منتجًا في المجموع/).textContent();
    expect(total).toContain(`\u2066${format(body.data.hidden_products.total)}\u2069`);
    // Counts sit in left-to-right islands inside the right-to-left page.
    expect(await low.locator("bdi").getAttribute("dir")).toBe("ltr");
    await checkScreen(page, "home-ar");

    await low.click();
    await page.waitForURL(/\/staff\/stock\?level=low$/);
    await page.getByRole("heading", { level: 1, name: "المخزون" }).waitFor();
    expect(await page.getByLabel("عرض").inputValue()).toBe("low");
  });

  it("switches to English (left-to-right, remembered) and creates an order agent, saved with Ctrl+S", async () => {
    agent.email = `agent-${randomUUID().slice(0, 8)}@dukkan.iq`;
    const page = await browser.newPage();
    await page.goto("/staff/");
    await page.getByRole("heading", { level: 1, name: "الرئيسية" }).waitFor();
    await page.getByLabel("لغة الواجهة").first().selectOption("en");
    await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
    await expectDocumentLanguage(page, "en", "ltr");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
    await expectDocumentLanguage(page, "en", "ltr");
    await checkScreen(page, "home-en");

    // At 360 px the menu is a drawer.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole("button", { name: "Open the menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // `/` focuses the search on the physical key, whatever the layout types there (ظ on an Arabic one).
    await page.evaluate(() =>
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ظ", code: "Slash", bubbles: true })),
    );
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-shortcut-search"))).toBe(
      true,
    );
    await page.keyboard.type("nobody-at-all");
    await page.getByText("No staff member matches this search.").waitFor();
    expect(page.url()).toContain("q=nobody-at-all");
    await page.getByRole("searchbox").fill("");
    await checkScreen(page, "staff-users-en");

    await page.getByRole("link", { name: "New staff member" }).click();
    await page.getByRole("heading", { level: 1, name: "New staff member" }).waitFor();
    await page.getByRole("button", { name: "Create the account" }).click();
    await page.getByText("This field is required.").first().waitFor();
    await checkScreen(page, "staff-user-new-en");
    await page.getByLabel("Name").fill(agent.name);
    await page.getByLabel("E-mail").fill(agent.email);
    await page.getByRole("radio", { name: /Order agent/ }).check();
    await page.getByLabel("First password").fill(agent.password);
    await page.getByLabel("First password").press("Control+KeyS");
    await page.getByRole("heading", { level: 1, name: agent.name }).waitFor();
    await page.getByText("The account was created.").waitFor();
    await checkScreen(page, "staff-user-edit-en");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/staff\/sign-in$/);
  });

  it("shows the order agent only their menu; disabling the account ends the session at once", async () => {
    await browser.context().clearCookies();
    const page = await browser.newPage({ expectedFailures: /\/api\/v1\/staff\/(dashboard|refresh|me)\b/ });
    await page.goto("/staff/sign-in");
    await signInThroughPage(page, agent);
    await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    // The Orders entry carries the count of orders to confirm beside its name.
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Home",
      expect.stringMatching(/^Orders/),
      "Couriers",
      "Cash settlements",
      "Customers",
    ]);
    await page.getByText("Today's orders by status").waitFor();
    expect(await page.getByText("Products customers cannot see or buy").count()).toBe(0);

    await page.goto("/staff/staff-users");
    await page.getByRole("heading", { level: 1, name: "Not allowed" }).waitFor();
    await checkScreen(page, "not-allowed-en");

    const { body: list } = await staffApi<{ data: { id: number; email: string }[] }>(
      baseURL,
      `staff/staff-users?q=${encodeURIComponent(agent.email)}`,
      { token: ownerToken },
    );
    const id = list.data.find((user) => user.email === agent.email)!.id;
    await page.getByRole("link", { name: /^Orders/ }).click();
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    const disabled = await staffApi(baseURL, `staff/staff-users/${id}`, {
      method: "PATCH",
      token: ownerToken,
      body: { active: false },
    });
    expect(disabled.status).toBe(200);
    await page.getByRole("link", { name: "Home" }).first().click();
    await page.waitForURL(/\/staff\/sign-in/);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
  });

  it("changes one's own password (ar): a wrong current one is refused, the other sessions end", async () => {
    await browser.context().clearCookies();
    editor.email = `editor-${randomUUID().slice(0, 8)}@dukkan.iq`;
    const created = await staffApi(baseURL, "staff/staff-users", {
      method: "POST",
      token: ownerToken,
      body: { email: editor.email, name: "Sara Kamal", role: "content_editor", password: editor.password },
    });
    expect(created.status).toBe(201);
    const elsewhere = await apiSignIn(baseURL, editor);

    // The wrong current password below is answered 422, which Chromium logs.
    const page = await browser.newPage({ expectedFailures: /\/api\/v1\/staff\/me\/password\b/ });
    await page.goto("/staff/sign-in");
    await page.getByLabel("Interface language").selectOption("ar");
    await page.getByRole("heading", { name: "تسجيل الدخول" }).waitFor();
    await signInThroughPage(page, editor);
    await page.getByRole("heading", { level: 1, name: "الرئيسية" }).waitFor();
    const menu = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    expect(await menu.getByRole("link").allTextContents()).toEqual(["الرئيسية", "المحتوى", "الإعدادات"]);

    await page.getByRole("link", { name: /Sara Kamal/ }).click();
    await page.getByRole("heading", { level: 1, name: "حسابي" }).waitFor();
    // The account page also asks for the current password to change the e-mail.
    const passwordForm = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "تغيير كلمة المرور" }) });
    await passwordForm.getByLabel("كلمة المرور الحالية").fill("not-my-password");
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("Green-tiles-2027");
    await page.getByLabel("أعد كتابة كلمة المرور الجديدة").fill("Green-tiles-2027");
    await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
    await page.getByText("كلمة المرور الحالية غير صحيحة.").waitFor();
    await checkScreen(page, "account-ar");

    await passwordForm.getByLabel("كلمة المرور الحالية").fill(editor.password);
    await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
    await page.getByText("تم تغيير كلمة المرور.").waitFor();
    editor.password = "Green-tiles-2027";
    expect((await staffApi(baseURL, "staff/me", { token: elsewhere })).status).toBe(403);
  });

  it("an expired session returns to sign-in, and after signing in to the page it was on (ar)", async () => {
    const page = await browser.newPage();
    await page.goto("/staff/account?from=test");
    await page.getByRole("heading", { level: 1, name: "حسابي" }).waitFor();
    // The refresh cookie expires (the browser drops it); the page is opened again.
    await browser.context().clearCookies();
    await page.reload();
    await page.waitForURL(/\/staff\/sign-in\?next=%2Faccount%3Ffrom%3Dtest$/);
    await page.getByText("سجّل الدخول لتعود إلى الصفحة التي كنت فيها.").waitFor();
    await checkScreen(page, "session-ended-ar");
    await signInThroughPage(page, editor);
    await page.waitForURL(/\/staff\/account\?from=test$/);
    await page.getByRole("heading", { level: 1, name: "حسابي" }).waitFor();
  });
});
