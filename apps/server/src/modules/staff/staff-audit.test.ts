import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "#server/modules/clients/accounts.test-support.ts";
import { orderFixtures, staffCall } from "#server/modules/orders/order-desk.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { demoOwner, patchStaff, type StaffSession, signedInStaff, signIn } from "./staff.test-support.ts";

let t: TestApp;
let owner: StaffSession;
let editor: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signIn(t, demoOwner);
  editor = await signedInStaff(t, owner, "catalogue_editor");
});
afterAll(async () => {
  await t?.close();
});

const audit = (query: Record<string, string | number>, token = owner.token) =>
  t.app.inject({ url: api("staff/audit", query), headers: bearer(token) });

/** A part created and renamed by the editor, in requests of their own ids. */
async function editedPart() {
  const writes = t.app.services.catalogWrites;
  const as = (requestId: string) => ({ actor: { kind: "staff" as const, id: editor.id }, requestId });
  const part = await writes.createPart(as("req-create"), { name: { ar: "مغاسل", en: "Basins" } });
  await writes.updatePart(as("req-rename"), part.id as number, { name: { ar: "مغاسل", en: "Sinks" } });
  return part.id as number;
}

describe(`the audit view on ${testDatabaseKind}`, () => {
  it("lists an entity's writes newest first with the actor's name, before/after and request id", async () => {
    const partId = await editedPart();
    const res = await audit({ entity: "part", entity_id: partId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(["update", "create"]);
    const [renamed, created] = body.data;
    expect(renamed).toMatchObject({
      entity: "part",
      entity_id: partId,
      actor: { kind: "staff", id: editor.id, name: "Test catalogue_editor" },
      request_id: "req-rename",
      before: { name: { ar: "مغاسل", en: "Basins" } },
      after: { name: { ar: "مغاسل", en: "Sinks" } },
    });
    expect(created).toMatchObject({ before: null, request_id: "req-create" });
  });

  it("filters by actor and time, and pages", async () => {
    await editedPart();
    await editedPart();
    const mine = (await audit({ actor_id: editor.id, per_page: 2 })).json();
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.data).toHaveLength(2);
    expect(mine.last_page).toBe(Math.ceil(mine.total / 2));
    expect(mine.data.every((e: { actor: { id: number } }) => e.actor.id === editor.id)).toBe(true);
    const page2 = (await audit({ actor_id: editor.id, per_page: 2, page: 2 })).json();
    expect(page2.data[0].id).toBeLessThan(mine.data[1].id);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await audit({ actor_id: editor.id, from: future })).json().total).toBe(0);
    expect((await audit({ actor_id: editor.id, to: future })).json().total).toBe(mine.total);
    // The seed's writes have no staff actor, so no name.
    const seeded = (await audit({ entity: "color", entity_id: 1 })).json();
    expect(seeded.data.at(-1).actor).toEqual({ kind: "seed", id: null, name: null });
  });

  it("records staff account changes: who gave whom which role, a password reset, never the hash", async () => {
    const account = await signedInStaff(t, owner, "order_agent");
    const reset = await patchStaff(t, owner.token, account.id, {
      role: "stock_clerk",
      password: "Another-tap-2026",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const entries = (await audit({ entity: "staff_user", entity_id: account.id })).json();
    expect(entries.data.map((e: { action: string }) => e.action)).toEqual(["update", "create"]);
    const [changed, created] = entries.data;
    expect(created.after).toMatchObject({ role: "order_agent", active: true });
    expect(changed).toMatchObject({
      actor: { kind: "staff", name: "Dukkan staff" },
      before: { role: "order_agent" },
      after: { role: "stock_clerk", password: "reset" },
    });
    expect(JSON.stringify(entries.data)).not.toMatch(/password_hash|passwordHash|\$argon|Another-tap/);
  });

  it("answers bad filters with 400 and field errors", async () => {
    const queries: Record<string, string | number>[] = [
      { entity: "spaceship" },
      { entity_id: "abc" },
      { actor_id: -3 },
      { from: "yesterday" },
      { from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z" },
      { page: 0 },
      { per_page: 101 },
    ];
    for (const query of queries) {
      const res = await audit(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json(), JSON.stringify(query)).toMatchObject({ code: "bad_request" });
      expect(Object.keys(res.json().errors).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it("names an order by its number and a size by its product, colour and size (issue 33)", async () => {
    const { freshSize, placeOrder } = await orderFixtures(t);
    const size = await freshSize(5);
    const order = await placeOrder([{ size, quantity: 1 }]);
    const cancel = await staffCall(t, owner.token, "POST", `staff/orders/${order.order_number}/status`, {
      status: "cancelled",
      reason: "changed their mind",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const orders = (await audit({ entity: "order", per_page: 1 })).json();
    expect(orders.data[0]).toMatchObject({ after: { status: "cancelled" } });
    expect(orders.data[0].subject).toEqual({ number: order.order_number });

    const priced = await t.app.services.catalogWrites.updateSize(
      { actor: { kind: "staff", id: editor.id }, requestId: "req-price" },
      size.sizeId,
      { price: size.price + 1_000 },
    );
    expect(priced.id).toBe(size.sizeId);
    const sizes = (await audit({ entity: "size", entity_id: size.sizeId })).json();
    const subject = sizes.data[0].subject;
    expect(subject.name.ar.length).toBeGreaterThan(0);
    expect(subject.color.ar.length).toBeGreaterThan(0);
    expect(subject.size.ar.length).toBeGreaterThan(0);
    const colour = (await audit({ entity: "product_color", entity_id: size.colorId })).json();
    expect(colour.data[0].subject).toEqual({ name: subject.name, color: subject.color });
    // An entity the log does not name from elsewhere (its snapshots do): no subject.
    expect((await audit({ entity: "color", entity_id: 1 })).json().data[0].subject).toBeNull();
  });
});
