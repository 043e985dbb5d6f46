import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "./idempotency.ts";

describe("idempotencyKeys", () => {
  it("keeps a request's key until it is answered; another request or a success takes a new one", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ sizeId: 4, body: { delta: 5, reason: "received" } });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // Sent again after a lost answer: the same key, so the server applies it once.
    expect(keys.keyFor({ sizeId: 4, body: { delta: 5, reason: "received" } })).toBe(first);
    const other = keys.keyFor({ sizeId: 4, body: { delta: 6, reason: "received" } });
    expect(other).not.toBe(first);
    keys.done();
    // A second delivery of the same quantity is a write of its own.
    expect(keys.keyFor({ sizeId: 4, body: { delta: 6, reason: "received" } })).not.toBe(other);
  });
});
