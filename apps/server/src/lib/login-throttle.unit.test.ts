import { describe, expect, it } from "vitest";
import { createSemaphore, HasherBusyError } from "#server/lib/password-hasher.ts";
import { delayAfter, perAccount, retryAfterSeconds, throttleKeys } from "./login-throttle.ts";

describe("login throttle", () => {
  it("lets 5 attempts through, then delays grow and stop at 15 minutes", () => {
    expect([0, 4, 5, 6, 7, 20].map((n) => delayAfter(n))).toEqual([0, 0, 15, 30, 60, 900]);
  });

  it("allows an account 100 failures from all addresses before its own delays", () => {
    expect([99, 100, 101].map((n) => delayAfter(n, perAccount.free))).toEqual([0, 15, 30]);
  });

  it("computes the wait from the last attempt, and forgets after an hour", () => {
    const now = 1_000_000_000;
    expect(retryAfterSeconds({ attempts: 5, lastAttemptAt: now - 5_000 }, 5, now)).toBe(10);
    expect(retryAfterSeconds({ attempts: 5, lastAttemptAt: now - 16_000 }, 5, now)).toBe(0);
    expect(retryAfterSeconds({ attempts: 30, lastAttemptAt: now - 60_000 }, 5, now)).toBe(840);
    expect(retryAfterSeconds({ attempts: 30, lastAttemptAt: now - 3_601_000 }, 5, now)).toBe(0);
    expect(retryAfterSeconds(null, 5, now)).toBe(0);
  });

  it("keys the counters by account and address with an HMAC that holds neither", () => {
    const one = throttleKeys("secret", { account: "phone:+9647701234567", address: "10.0.0.1" });
    const other = throttleKeys("secret", { account: "phone:+9647701234567", address: "10.0.0.2" });
    expect(one.perAddress).not.toBe(other.perAddress);
    expect(one.perAccount).toBe(other.perAccount);
    expect(one.perAccount).not.toBe(
      throttleKeys("another", { account: "phone:+9647701234567", address: "" }).perAccount,
    );
    expect(JSON.stringify(one)).not.toMatch(/7701234567|10\.0\.0/);
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
