import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "#server/test/harness.ts";
import { startHttpStandIn } from "./messages.test-support.ts";

export interface AppWithSms {
  t: TestApp;
  /** The SMS gateway's stand-in: each message arrives as a POST to /sms/send with `{"to","text"}` JSON. */
  http: Awaited<ReturnType<typeof startHttpStandIn>>;
}

/**
 * A test file's app whose SMS go to a gateway stand-in, with the sender's rounds fast enough for a test: ready
 * in the file's first beforeAll (register further hooks after this call), closed after its tests.
 */
export function useAppWithSms(): AppWithSms {
  const shop = {} as AppWithSms;
  beforeAll(async () => {
    shop.http = await startHttpStandIn();
    shop.t = await buildTestApp({
      messaging: {
        sms: {
          url: `${shop.http.url}/sms/send`,
          method: "POST",
          body: '{"to":"{to}","text":"{text}"}',
          auth: undefined,
        },
        whatsapp: undefined,
        email: undefined,
        pollMs: 50,
        maxAttempts: 3,
        backoffMs: 100,
        leaseMs: 60_000,
      },
    });
  });
  afterAll(async () => {
    await shop.t?.close();
    await shop.http?.close();
  });
  return shop;
}
