/**
 * Idempotency-Keys for the writes that add (a stock adjustment, a settlement, an order note; issue 40). The same request sent
 * again, e.g. after a lost answer, keeps its key, so that the server answers the first write instead of
 * applying it twice; a success or another request takes a new key. Random bytes rather than
 * `crypto.randomUUID()`, which a staff app opened over plain HTTP on a shop's network does not have.
 */
export function idempotencyKeys() {
  let pending: { request: string; key: string } | undefined;
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (pending?.request !== text) pending = { request: text, key: randomKey() };
      return pending.key;
    },
    /** The write was answered: the next one, even with the same body, is a new write. */
    done() {
      pending = undefined;
    },
  };
}

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
