import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, signedInClient } from "#server/modules/clients/accounts.test-support.ts";
import { demoOwner, signIn } from "#server/modules/staff/staff.test-support.ts";
import { api, buildTestApp, type TestApp, testDatabaseKind } from "#server/test/harness.ts";
import { registeredRoutes } from "./registered-routes.ts";

/**
 * Issue 32's worst-case bodies sent to every JSON write endpoint of the API, signed in (a staff owner for staff
 * routes, a client for the others) so that each body is really read: each answer is a 4xx with the error
 * envelope, never a 5xx, never slow, while a second client watches /api/health. The upload and import
 * endpoints' hostile files are in staff-media.test.ts and staff-import.test.ts; the per-endpoint limits in
 * plugins/request-bodies.test.ts.
 */
const hostileBodies: Record<string, string | Uint8Array<ArrayBuffer>> = {
  "100,000 levels of nesting": "[".repeat(100_000),
  "40 levels of nesting": `{"a":${"[".repeat(39)}${"]".repeat(39)}}`,
  "prototype pollution": '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  "invalid UTF-8": new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  "not JSON": `{{{{${"x".repeat(10_000)}`,
  "10 MB of spaces": new Uint8Array(10_000_000).fill(0x20),
};
/** Valid JSON that no field accepts: refused by the routes that read a body, ignored by the few that do not. */
const oversizedFields: Record<string, string> = {
  "300,000 combining marks in every usual field": JSON.stringify(
    Object.fromEntries(
      ["name", "title", "notes", "email", "phone", "password", "code", "text", "address"].map((field) => [
        field,
        `ب${"\u0651\u064e".repeat(150_000)}`,
      ]),
    ),
  ),
};

/** Routes whose body would end the signed-in session the others use, and the setup page's (no session). */
const skipped = /\/(logout|refresh|setup)$/;
/** Uploads: multipart bodies of their own, tested with their hostile files elsewhere. */
const multipart = /\/staff\/(media|import\/products(\/dry-run)?)$/;

const concrete = (path: string) =>
  path
    .replace(/^\/api\/v1\//, "")
    .replace(":lang", "ar")
    .replace(":order_number", "DK-NOSUCH")
    .replace(":entity", "product")
    .replace(/:[a-z_]+/g, "1");

let t: TestApp;
let base = "";
let client: Account;
let staffToken = "";
beforeAll(async () => {
  t = await buildTestApp();
  client = await signedInClient(t);
  staffToken = (await signIn(t, demoOwner)).token;
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

describe(`hostile bodies on every write endpoint, on ${testDatabaseKind} (issue 32)`, () => {
  it("answers each with a 4xx envelope, quickly, while /api/health keeps answering", async () => {
    const writes = registeredRoutes(t.app).filter(
      ([method, path]) =>
        ["POST", "PUT", "PATCH"].includes(method) &&
        path.startsWith("/api/v1/") &&
        !skipped.test(path) &&
        !multipart.test(path),
    );
    expect(writes.length).toBeGreaterThan(40);

    let sending = true;
    let slowestHealth = 0;
    const watcher = (async () => {
      while (sending) {
        const started = performance.now();
        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(200);
        slowestHealth = Math.max(slowestHealth, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const problems: string[] = [];
    let slowestAnswer = { ms: 0, what: "" };
    try {
      for (const [method, path] of writes) {
        const token = path.startsWith("/api/v1/staff/") ? staffToken : client.token;
        const cases = { ...hostileBodies, ...oversizedFields };
        for (const [name, body] of Object.entries(cases)) {
          const started = performance.now();
          const res = await fetch(`${base}${api(concrete(path))}`, {
            method,
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body,
          }).catch(() => null);
          const ms = performance.now() - started;
          const what = `${method} ${path} with ${name}`;
          if (ms > slowestAnswer.ms) slowestAnswer = { ms, what };
          // A body refused before it is read may see its connection closed while still being sent.
          if (!res) continue;
          const text = await res.text();
          const valid = name in oversizedFields ? res.status < 500 : res.status >= 400 && res.status < 500;
          if (!valid) problems.push(`${what}: ${res.status} ${text.slice(0, 200)}`);
          if (res.status >= 400 && !/^\{"message":".*","code":"[a-z_]+"/.test(text)) {
            problems.push(`${what}: ${res.status} without the error envelope: ${text.slice(0, 200)}`);
          }
        }
      }
    } finally {
      sending = false;
      await watcher;
    }
    console.log(
      `hostile bodies on ${writes.length} write routes: slowest answer ${Math.round(slowestAnswer.ms)} ms (${slowestAnswer.what}), slowest /api/health ${Math.round(slowestHealth)} ms`,
    );
    expect(problems).toEqual([]);
    // Generous bounds on a shared 2-core machine; a body that blocked the event loop would take seconds.
    expect(slowestAnswer.ms, slowestAnswer.what).toBeLessThan(2000);
    expect(slowestHealth).toBeLessThan(2000);
  }, 180_000);
});
