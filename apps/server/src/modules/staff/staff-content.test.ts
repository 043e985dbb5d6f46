import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let editor: { id: number; token: string };
let translator: { token: string };
let agent: { token: string };
let catalogueEditor: { token: string };
let serial = 0;
/** Words no seeded text has, distinct per database. */
const word = (stem: string) => `${stem}${testDatabaseKind === "pglite" ? "p" : "q"}${++serial}`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "content_editor");
  translator = await signedInStaff(t, owner, "translator"); // granted ckb
  agent = await signedInStaff(t, owner, "order_agent");
  catalogueEditor = await signedInStaff(t, owner, "catalogue_editor");
});
afterAll(async () => {
  await t?.close();
});

type Payload = Record<string, unknown>;
function send(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  payload?: Payload,
  token?: string,
) {
  const [pathname = "", query = ""] = path.split("?");
  return t.app.inject({
    method,
    url: api(pathname, Object.fromEntries(new URLSearchParams(query))),
    headers: token === undefined ? bearer(editor.token) : token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}
async function created(kind: string, payload: Payload) {
  const res = await send("POST", `staff/content/${kind}`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Payload & { id: number };
}
const publicList = async (path: string, lang = "en") => {
  const [pathname = "", query = ""] = path.split("?");
  const res = await t.app.inject({
    url: api(`${lang}/${pathname}`, Object.fromEntries(new URLSearchParams(query))),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Payload[];
};
const auditOf = async (entity: string, id: number) => {
  const res = await send("GET", `staff/audit?entity=${entity}&entity_id=${id}`, undefined, owner.token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { action: string; actor: { id: number } }[]).map((e) => e.action);
};

/** One valid row of each kind (the parents made first). */
async function validBodies(): Promise<Record<string, Payload>> {
  const category = await created("blog-categories", { name: { ar: "أخبار", en: word("News") } });
  const type = await created("dealer-types", { name: { ar: "موزع", en: word("Distributor") } });
  return {
    slides: { media_type: "image", image: "slides/a.webp", main_text: { ar: "<h2>عرض</h2>" }, active: true },
    features: { icon: "icons/star.svg", title: { ar: "توصيل سريع", en: word("Fast") } },
    adverts: { type: "horizontal", image: "adverts/a.webp", link: "/Products" },
    blogs: {
      blog_category_id: category.id,
      title: { ar: "مقال", en: word("Post") },
      image: "blogs/a.webp",
      images: ["blogs/b.webp", "blogs/c.webp"],
    },
    branches: {
      name: { ar: "فرع الكرادة", en: word("Karrada") },
      image: "branches/a.webp",
      address: { ar: "بغداد" },
      phone: "٠٧٧٠ ١٢٣ ٤٥٦٧",
      hours: [{ ar: "السبت إلى الخميس: ٩ إلى ٩" }],
    },
    dealers: {
      dealer_type_id: type.id,
      name: { ar: "وكيل", en: word("Dealer") },
      logo: "dealers/a.webp",
      address: { ar: "البصرة" },
      locations: [{ name: { ar: "المعرض" }, link: "https://maps.example.com/?q=1" }],
    },
    rules: { title: { ar: "الشروط", en: word("Terms") }, pdf: "rules/terms.pdf" },
    "whatsapp-contacts": {
      name: { ar: "المبيعات" },
      phone: "+964 770 123 4567",
      department: { ar: "البيع" },
    },
  };
}

describe(`staff content on ${testDatabaseKind}`, () => {
  it("creates, lists, changes and deletes every kind, each write in the audit log", async () => {
    const bodies = await validBodies();
    for (const [kind, body] of Object.entries(bodies)) {
      const row = await created(kind, body);
      const list = await send("GET", `staff/content/${kind}`);
      expect(list.statusCode).toBe(200);
      expect(
        (list.json().data as Payload[]).map((r) => r.id),
        kind,
      ).toContain(row.id);

      const field = { slides: "main_text", adverts: "text", blogs: "title", rules: "title" }[kind] ?? "name";
      const text = kind === "features" ? "title" : field;
      const changed = await send("PATCH", `staff/content/${kind}/${row.id}`, { [text]: { ar: "نص معدل" } });
      expect(changed.statusCode, `${kind}: ${changed.body}`).toBe(200);
      // A published slide or advert keeps its live text: the change waits as its draft (issue 33).
      const scheduled = kind === "slides" || kind === "adverts";
      const stored = changed.json().data as Payload;
      expect(((scheduled ? stored.draft : stored) as Payload)[text]).toEqual({ ar: "نص معدل" });

      expect((await send("DELETE", `staff/content/${kind}/${row.id}`)).statusCode, kind).toBe(204);
      expect((await send("GET", `staff/content/${kind}/${row.id}`)).statusCode).toBe(404);
      const entity = {
        slides: "slide",
        features: "feature",
        adverts: "advert",
        blogs: "blog",
        branches: "branch",
        dealers: "dealer",
        rules: "rule",
        "whatsapp-contacts": "whatsapp_contact",
      }[kind] as string;
      const actions = await auditOf(entity, row.id);
      expect(actions, kind).toEqual(["delete", "update", "create"]);
    }
  });

  it("stores phones in Latin digits, a dealer's locations with it, and sanitizes HTML", async () => {
    const bodies = await validBodies();
    const branch = await created("branches", {
      ...bodies.branches,
      description: { ar: '<p onclick="x()">أهلاً<script>alert(1)</script></p>' },
    });
    expect(branch.phone).toBe("0770 123 4567");
    expect(JSON.stringify(branch.description)).not.toMatch(/script|onclick/);
    const dealer = await created("dealers", bodies.dealers as Payload);
    expect(dealer.locations).toEqual([{ name: { ar: "المعرض" }, link: "https://maps.example.com/?q=1" }]);
    const moved = await send("PATCH", `staff/content/dealers/${dealer.id}`, {
      locations: [
        { name: { ar: "الفرع" }, link: "https://maps.example.com/?q=2" },
        { name: { ar: "المخزن" }, link: "/" },
      ],
    });
    expect((moved.json().data.locations as unknown[]).length).toBe(2);
    const res = await t.app.inject({ url: api(`en/dealer-type/${dealer.dealer_type_id}`) });
    const shown = res.json().data as { dealers: Payload[] };
    const onSite = shown.dealers.find((d) => d.id === dealer.id) as { dealer_locations: unknown[] };
    expect(onSite.dealer_locations).toHaveLength(2);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = (await send("GET", "staff/content/slides")).json().data.length;
    const cases: [string, Payload, string][] = [
      ["slides", { media_type: "image", main_text: { ar: "عنوان" } }, "image"],
      ["slides", { media_type: "image", image: "s.webp", main_text: { ar: "" } }, "main_text.ar"],
      [
        "slides",
        { media_type: "image", image: "s.webp", main_text: { ar: "x" }, button_link: "javascript:alert(1)" },
        "button_link",
      ],
      [
        "slides",
        {
          media_type: "image",
          image: "s.webp",
          main_text: { ar: "x" },
          starts_at: "2026-12-02T00:00:00Z",
          ends_at: "2026-12-01T00:00:00Z",
        },
        "ends_at",
      ],
      ["features", { icon: "i.svg", title: { ar: "x".repeat(10_000) } }, "title.ar"],
      ["blogs", { blog_category_id: 2_000_000, title: { ar: "x" }, image: "b.webp" }, "blog_category_id"],
      ["branches", { name: { ar: "x" }, image: "b.webp", address: { ar: "x" }, phone: "call me" }, "phone"],
      ["adverts", { type: "diagonal", image: "a.webp" }, "type"],
    ];
    for (const [kind, body, field] of cases) {
      const res = await send("POST", `staff/content/${kind}`, body);
      expect([400, 422], `${kind} ${field}: ${res.body}`).toContain(res.statusCode);
      expect(Object.keys(res.json().errors ?? {}), `${kind}: ${res.body}`).toContain(field);
    }
    expect((await send("GET", "staff/content/slides")).json().data.length).toBe(before);
  });

  it("refuses to delete a blog category or dealer type that still has rows", async () => {
    const bodies = await validBodies();
    const post = await created("blogs", bodies.blogs as Payload);
    const res = await send("DELETE", `staff/content/blog-categories/${post.blog_category_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().in_use).toBe(1);
  });

  it("checks roles: no token 401, an order agent 403, a translator only texts in their languages", async () => {
    const rule = await created("rules", { title: { ar: "شروط الضمان" } });
    expect((await send("GET", "staff/content/rules", undefined, "")).statusCode).toBe(401);
    expect((await send("GET", "staff/content/rules", undefined, agent.token)).statusCode).toBe(403);
    expect((await send("POST", "staff/content/rules", { title: { ar: "x" } }, agent.token)).statusCode).toBe(
      403,
    );
    expect((await send("GET", "staff/settings", undefined, agent.token)).statusCode).toBe(403);
    const path = `staff/content/rules/${rule.id}`;
    const ckb = await send(
      "PATCH",
      path,
      { title: { ar: "شروط الضمان", ckb: "مەرجەکانی گەرەنتی" } },
      translator.token,
    );
    expect(ckb.statusCode, ckb.body).toBe(200);
    const ar = await send("PATCH", path, { title: { ar: "تغيير" } }, translator.token);
    expect(ar.statusCode).toBe(403);
    expect(ar.json().errors).toHaveProperty(["title.ar"]);
    expect((await send("PATCH", path, { pdf: null }, translator.token)).statusCode).toBe(403);
    expect((await send("DELETE", path, undefined, translator.token)).statusCode).toBe(403);
    expect((await publicList("rule", "ckb")).map((r) => r.title)).toContain("مەرجەکانی گەرەنتی");
  });

  it("lets a catalogue editor translate content, never relink, renumber, re-image or publish it (issue 32)", async () => {
    const slide = await created("slides", {
      media_type: "image",
      image: "slides/a.webp",
      main_text: { ar: "<h2>عرض</h2>" },
      button_link: "/Products",
      active: false,
    });
    const contact = await created("whatsapp-contacts", {
      name: { ar: "المبيعات", en: word("Sales") },
      phone: "07701234567",
      department: { ar: "البيع" },
    });
    const slidePath = `staff/content/slides/${slide.id}`;
    const contactPath = `staff/content/whatsapp-contacts/${contact.id}`;
    const refused = [
      [contactPath, { phone: "07709999999" }],
      [slidePath, { button_link: "https://evil.example" }],
      [slidePath, { image: "slides/other.webp" }],
      [slidePath, { active: true }],
    ] as const;
    for (const [path, body] of refused) {
      const res = await send("PATCH", path, body, catalogueEditor.token);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(403);
    }
    const after = (await send("GET", slidePath)).json().data as Payload;
    expect(after).toMatchObject({ button_link: "/Products", image: "slides/a.webp", active: false });
    expect((await send("GET", contactPath)).json().data).toMatchObject({ phone: contact.phone });
    // Texts in any language are theirs to translate (the role has translations.edit in all five).
    const translated = await send(
      "PATCH",
      slidePath,
      { main_text: { ar: "<h2>عرض</h2>", en: "<h2>Offer</h2>" } },
      catalogueEditor.token,
    );
    expect(translated.statusCode, translated.body).toBe(200);
    for (const [method, path] of [
      ["POST", `${slidePath}/publish`],
      ["DELETE", slidePath],
      ["POST", "staff/content/slides"],
    ] as const) {
      expect(
        (await send(method, path, method === "POST" ? {} : undefined, catalogueEditor.token)).statusCode,
      ).toBe(403);
    }
  });

  it("answers a translator's null for a nullable text with 403 or 200, never 500 (issue 32)", async () => {
    const advert = await created("adverts", {
      type: "horizontal",
      image: "adverts/a.webp",
      link: "/Products",
      text: { ar: "عرض الصيف", ckb: "ئۆفەر" },
    });
    const path = `staff/content/adverts/${advert.id}`;
    // Clearing the Arabic too: not theirs to change.
    const res = await send("PATCH", path, { text: null }, translator.token);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors).toHaveProperty(["text.ar"]);
    const none = await created("adverts", { type: "horizontal", image: "adverts/a.webp", link: "/Products" });
    const noop = await send("PATCH", `staff/content/adverts/${none.id}`, { text: null }, translator.token);
    expect(noop.statusCode, noop.body).toBe(200);
  });

  it("refuses links that leave the shop by a protocol-relative path (issue 32)", async () => {
    for (const link of [
      "//evil.example",
      "//evil.example/Products",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const res = await send("POST", "staff/content/adverts", {
        type: "horizontal",
        image: "adverts/a.webp",
        link,
      });
      expect([400, 422], `${link}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().errors, link).toHaveProperty("link");
    }
    for (const link of ["/", "/Products?brand=1", "https://example.com/x"]) {
      const res = await send("POST", "staff/content/adverts", {
        type: "horizontal",
        image: "adverts/a.webp",
        link,
      });
      expect(res.statusCode, `${link}: ${res.body}`).toBe(201);
    }
  });

  it("writes no audit entry for a change that changes nothing (issue 32)", async () => {
    const rule = await created("rules", { title: { ar: "شروط التوصيل" } });
    const path = `staff/content/rules/${rule.id}`;
    expect((await send("PATCH", path, {})).statusCode).toBe(200);
    expect((await send("PATCH", path, { title: { ar: "شروط التوصيل" } })).statusCode).toBe(200);
    expect(await auditOf("rule", rule.id)).toEqual(["create"]);
    expect((await send("PATCH", path, { title: { ar: "شروط الشحن" } })).statusCode).toBe(200);
    expect(await auditOf("rule", rule.id)).toEqual(["update", "create"]);
  });

  it("keeps a draft slide off the storefront until published; its preview link shows it first", async () => {
    const title = word("Launch");
    const slide = await created("slides", {
      media_type: "image",
      image: "slides/launch.webp",
      main_text: { ar: "<h2>إطلاق</h2>", en: `<h2>${title}</h2>` },
      button_text: { ar: "تسوق", en: "Shop the launch" },
      button_link: "/Products",
      active: false,
    });
    const titles = async () => (await publicList("slides")).map((s) => s.main_text);
    expect(await titles()).not.toContain(`<h2>${title}</h2>`);

    const link = await send("POST", `staff/content/slides/${slide.id}/preview`);
    expect(link.statusCode, link.body).toBe(200);
    const path = link.json().data.path as string;
    expect(path).toMatch(/^\/\?preview=[A-Za-z0-9_-]{32}$/);
    expect((await send("POST", `staff/content/slides/${slide.id}/preview`)).json().data.path).toBe(path);
    const token = path.split("=")[1] as string;
    const ctx = { lang: "en" as const, origin: "http://localhost", requestId: "r" };
    const preview = await t.app.services.content.preview(ctx, token);
    expect(preview.slide).toMatchObject({
      id: slide.id,
      button_text: "Shop the launch",
      button_link: "/Products",
    });
    expect((await t.app.services.content.preview(ctx, "not-a-token-at-all-1234")).slide).toBeNull();
    // The audit log never holds the token.
    const audit = await send("GET", `staff/audit?entity=slide&entity_id=${slide.id}`, undefined, owner.token);
    expect(audit.body).not.toContain(token);

    const published = await send("POST", `staff/content/slides/${slide.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.active).toBe(true);
    expect(await titles()).toContain(`<h2>${title}</h2>`);
    expect((await t.app.services.content.preview(ctx, token)).slide).toBeNull();
    expect(await auditOf("slide", slide.id)).toEqual(["update", "create"]);
  });

  it("shows a scheduled advert only between its dates", async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const link = `https://example.com/${word("ad")}`;
    const advert = await created("adverts", {
      type: "horizontal",
      image: "adverts/later.webp",
      link,
      starts_at: at(hour),
      ends_at: at(2 * hour),
    });
    const links = async () => (await publicList("adverties?type=horizontal")).map((a) => a.link);
    // Published, its date changes wait as a draft until published again (issue 33).
    const changeAndPublish = async (body: Payload) => {
      expect((await send("PATCH", `staff/content/adverts/${advert.id}`, body)).statusCode).toBe(200);
      expect((await send("POST", `staff/content/adverts/${advert.id}/publish`)).statusCode).toBe(200);
    };
    expect(await links()).not.toContain(link);
    await changeAndPublish({ starts_at: at(-hour) });
    expect(await links()).toContain(link);
    const past = await send("PATCH", `staff/content/adverts/${advert.id}`, { ends_at: at(-2 * hour) });
    expect(past.statusCode).toBe(422); // before its start
    await changeAndPublish({ starts_at: null, ends_at: at(-hour) });
    expect(await links()).not.toContain(link);
  });

  it("saves the settings as typed forms, shown on the storefront at once", async () => {
    const forms = await send("GET", "staff/settings");
    expect(forms.statusCode).toBe(200);
    expect(forms.json().data.phone.numbers.length).toBeGreaterThan(0);
    expect(forms.json().data.best_selling).toHaveProperty("shown");

    const phone = await send("PUT", "staff/settings/phone", {
      numbers: ["٠٧٨٠ ٥٥٥ ١٢١٢", "07701112233"],
      icon: null,
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const settings = await publicList("setting");
    const stored = settings.find((s) => s.key === "phone") as { value: string; link: string };
    expect(stored).toMatchObject({ value: "0780 555 1212\n07701112233", link: "tel:+9647805551212" });

    const hidden = await send("PUT", "staff/settings/best_selling", {
      shown: false,
      title: { ar: "الأكثر مبيعاً" },
    });
    expect(hidden.statusCode).toBe(200);
    const home = await t.app.inject({ url: api("en/home") });
    expect(home.json().data.showBestSelling).toBe(false);
    await send("PUT", "staff/settings/best_selling", {
      shown: true,
      title: { ar: "الأكثر مبيعاً", en: "Best sellers" },
    });
    expect((await t.app.inject({ url: api("en/home") })).json().data.showBestSelling).toBe(true);

    const bad = await send("PUT", "staff/settings/email", { email: "not an e-mail", icon: null });
    expect(bad.statusCode).toBe(400);
    expect((await send("GET", "staff/settings")).json().data.email.email).toMatch(/@/);
    const social = await send("PUT", "staff/settings/social", {
      links: [{ name: "X", link: "javascript:1", icon: "i.svg" }],
    });
    expect(social.statusCode).toBe(400);
  });

  it("keeps a published slide live while its changes wait as a draft: previewed, then published (issue 33)", async () => {
    const [live, pending] = [word("Live"), word("Pending")];
    const slide = await created("slides", {
      media_type: "image",
      image: "slides/live.webp",
      main_text: { ar: "<h2>عرض</h2>", en: `<h2>${live}</h2>` },
      button_link: "/Products",
      active: true,
    });
    const path = `staff/content/slides/${slide.id}`;
    const titles = async () => (await publicList("slides")).map((s) => s.main_text);
    expect(await titles()).toContain(`<h2>${live}</h2>`);

    const changed = await send("PATCH", path, {
      main_text: { ar: "<h2>عرض</h2>", en: `<h2>${pending}</h2><script>x</script>` },
      image: "slides/new.webp",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      active: true,
      image: "slides/live.webp",
      main_text: { en: `<h2>${live}</h2>` },
      draft: { image: "slides/new.webp", main_text: { ar: "<h2>عرض</h2>", en: `<h2>${pending}</h2>` } },
    });
    expect(await titles()).toContain(`<h2>${live}</h2>`);
    expect(await titles()).not.toContain(`<h2>${pending}</h2>`);
    // A second change adds to the draft; setting a field back to its live value leaves nothing pending for it.
    const more = await send("PATCH", path, { button_link: "/Catalogs", image: "slides/live.webp" });
    expect(more.json().data.draft).toEqual({
      main_text: { ar: "<h2>عرض</h2>", en: `<h2>${pending}</h2>` },
      button_link: "/Catalogs",
    });

    const link = (await send("POST", `${path}/preview`)).json().data.path as string;
    const ctx = { lang: "en" as const, origin: "http://localhost", requestId: "r" };
    const preview = await t.app.services.content.preview(ctx, link.split("=")[1] as string);
    expect(preview.slide).toMatchObject({
      id: slide.id,
      main_text: `<h2>${pending}</h2>`,
      button_link: "/Catalogs",
    });

    const published = await send("POST", `${path}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      active: true,
      draft: null,
      button_link: "/Catalogs",
      main_text: { en: `<h2>${pending}</h2>` },
    });
    expect(await titles()).toContain(`<h2>${pending}</h2>`);
    expect(await titles()).not.toContain(`<h2>${live}</h2>`);
    expect(await auditOf("slide", slide.id)).toEqual(["update", "update", "update", "create"]);
  });

  it("applies a published advert's pending changes when it is taken off the storefront (issue 33)", async () => {
    const advert = await created("adverts", {
      type: "horizontal",
      image: "adverts/a.webp",
      link: "/Products",
    });
    const path = `staff/content/adverts/${advert.id}`;
    await send("PATCH", path, { link: "/Catalogs" });
    const off = await send("PATCH", path, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, link: "/Catalogs", draft: null });
    // A draft row takes changes at once (nothing of it is live).
    const edited = await send("PATCH", path, { link: "/Branches" });
    expect(edited.json().data).toMatchObject({ link: "/Branches", draft: null });
  });
});
