import { describe, expect, it } from "vitest";
import { hydrationSnapshot } from "./hydration-snapshot.ts";

describe("hydrationSnapshot", () => {
  it("hands back the browser's own object when it says what the server's did", () => {
    const current = [{ product: 7, size: "M", quantity: 2 }];
    const server = [{ product: 7, size: "M", quantity: 2 }];
    expect(hydrationSnapshot(server, current)).toBe(current);
    const view = { clientId: 3, user: { id: 3, full_name: "سارا" } };
    expect(hydrationSnapshot({ clientId: 3, user: { id: 3, full_name: "سارا" } }, view)).toBe(view);
    expect(hydrationSnapshot(null, null)).toBeNull();
  });

  it("keeps the server's when the browser's differs, so hydration matches the HTML", () => {
    const server: number[] = [];
    expect(hydrationSnapshot(server, [1])).toBe(server);
    const signedOut = null;
    expect(hydrationSnapshot<{ clientId: number } | null>(signedOut, { clientId: 3 })).toBeNull();
  });
});
