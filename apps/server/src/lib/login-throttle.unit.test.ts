import { describe, expect, it } from "vitest";
import { createSemaphore, HasherBusyError } from "#server/lib/password-hasher.ts";
import { createMemoryLoginThrottle, delayAfter, retryAfterSeconds } from "./login-throttle.ts";

describe("login throttle", () => {
  it("lets 5 failures through, then delays grow and stop at 15 minutes", () => {
    expect([0, 4, 5, 6, 7, 20].map(delayAfter)).toEqual([0, 0, 15, 30, 60, 900]);
  });

  it("computes the wait from the last failure", () => {
    const now = 1_000_000;
    expect(retryAfterSeconds({ failures: 5, lastFailureAt: now - 5_000 }, now)).toBe(10);
    expect(retryAfterSeconds({ failures: 5, lastFailureAt: now - 16_000 }, now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBe(0);
  });

  it("counts per phone and forgets on success", async () => {
    const throttle = createMemoryLoginThrottle();
    for (let i = 0; i < 5; i++) await throttle.recordFailure("+9647701234567");
    expect(await throttle.retryAfter("+9647701234567")).toBeGreaterThan(0);
    expect(await throttle.retryAfter("+9647701234568")).toBe(0);
    await throttle.reset("+9647701234567");
    expect(await throttle.retryAfter("+9647701234567")).toBe(0);
  });

  it("stays bounded in size", async () => {
    const throttle = createMemoryLoginThrottle(3);
    for (const phone of ["a", "b", "c", "d"]) for (let i = 0; i < 5; i++) await throttle.recordFailure(phone);
    expect(await throttle.retryAfter("a")).toBe(0); // evicted
    expect(await throttle.retryAfter("d")).toBeGreaterThan(0);
  });
});

describe("hash semaphore", () => {
  it("runs at most `limit` tasks at once and refuses beyond the queue", async () => {
    const semaphore = createSemaphore(2, 2);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const task = () =>
      semaphore.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
      });
    const tasks = [task(), task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(HasherBusyError);
    while (release.length > 0 || semaphore.active > 0) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(tasks);
    expect(peak).toBe(2);
    expect(semaphore.waiting).toBe(0);
  });
});
