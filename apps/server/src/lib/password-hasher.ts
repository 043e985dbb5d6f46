import { hash, verify } from "@node-rs/argon2";
import { AppError } from "#server/lib/app-error.ts";

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). `2` is `Algorithm.Argon2id` (a const enum). */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Thrown when too many hashes are already waiting: the caller answers 429 with Retry-After. */
export class HasherBusyError extends AppError {
  constructor() {
    super("rate_limited", "Too many requests, try again later");
    this.retryAfterSeconds = 1;
  }
}

/** A counting semaphore with a bounded queue. */
export function createSemaphore(limit: number, maxQueue: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) {
        if (queue.length >= maxQueue) throw new HasherBusyError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        const next = queue.shift();
        // The slot passes straight to the next waiter, so `active` stays the same.
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for unknown phones, so timing does not reveal registration. */
  verifyDummy(password: string): Promise<void>;
}

/**
 * Each argon2 run takes 19 MiB and a libuv thread; the semaphore caps how many run at once (and how many wait),
 * so a flood of logins cannot exhaust memory.
 */
export function createPasswordHasher(
  options: { maxConcurrent?: number; maxQueue?: number } = {},
): PasswordHasher {
  const semaphore = createSemaphore(options.maxConcurrent ?? 4, options.maxQueue ?? 100);
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= hash("dummy password that never matches", argon2Options);
    return dummy;
  };
  return {
    hash: (password) => semaphore.run(() => hash(password, argon2Options)),
    async verify(hashed, password) {
      return semaphore.run(async () => {
        try {
          return await verify(hashed, password);
        } catch {
          return false;
        }
      });
    },
    async verifyDummy(password) {
      const hashed = await dummyHash();
      await semaphore.run(() => verify(hashed, password).catch(() => false));
    },
  };
}
