import type { IndexRead, SearchRepository } from "./search.repository.ts";
import { SearchIndex } from "./search-index.ts";

/**
 * Rows changed this long before the previous read are read again: a transaction that began before that read
 * and committed after it wrote an updated_at the read could not see yet.
 */
const commitMarginMs = 30_000;
/** Without a write through this server, the index still looks for changes (other instances, scripts). */
const recheckMs = 60_000;
/** More changed rows than this share of the index: building anew is cheaper than replacing them one by one. */
const rebuildShare = 0.05;

/**
 * The search index, kept in step with the products table. Any write through the app (Cache.invalidateAll, on
 * this or, through Redis, another instance) marks it stale and the next search first reads the changed rows;
 * otherwise it looks every minute in the background, and counts the listed products to catch deletions.
 */
export class LiveSearchIndex {
  #index: SearchIndex | undefined;
  #since = new Date(0);
  #checkedAt = 0;
  /** Writes seen and writes caught up with: stale while they differ. */
  #writes = 0;
  #caughtUp = 0;
  #pending: Promise<SearchIndex> | undefined;

  constructor(private readonly repository: SearchRepository) {}

  /** Products in the index now (0 before it is first built). */
  size(): number {
    return this.#index?.size ?? 0;
  }

  /** Something was written: the next `current()` reads the changes first. */
  markStale(): void {
    this.#writes += 1;
  }

  /** The index with every write seen so far applied. */
  async current(): Promise<SearchIndex> {
    const writes = this.#writes;
    let index = this.#index ?? (await this.#refresh("build"));
    // A refresh already under way may have begun before the last write: then one more is needed.
    while (this.#caughtUp < writes) index = await this.#refresh("changes");
    if (Date.now() - this.#checkedAt > recheckMs) void this.#refresh("recheck").catch(() => undefined);
    return index;
  }

  /** One refresh at a time; callers during it share its result. */
  #refresh(kind: "build" | "changes" | "recheck"): Promise<SearchIndex> {
    if (this.#pending) return this.#pending;
    const writes = this.#writes;
    this.#pending = this.#load(kind)
      .then((index) => {
        this.#index = index;
        this.#caughtUp = writes;
        this.#checkedAt = Date.now();
        return index;
      })
      .finally(() => {
        this.#pending = undefined;
      });
    return this.#pending;
  }

  async #load(kind: "build" | "changes" | "recheck"): Promise<SearchIndex> {
    const current = this.#index;
    if (kind === "build" || !current) return this.#build();
    const read = await this.repository.changedSince(
      new Date(this.#since.getTime() - commitMarginMs),
      this.#since,
      kind === "recheck",
    );
    // Rows read again for the margin were applied before (unchanged documents cost nothing): only rows new
    // since the last read decide a rebuild, or a bulk update would make every refresh of the next 30 s one.
    if (read.newRows > Math.max(100, current.size * rebuildShare)) return this.#build();
    apply(current, read);
    if (read.listedCount !== undefined && read.listedCount !== current.size) return this.#build();
    this.#since = read.readAt;
    return current;
  }

  /** A new index, built while searches go on with the current one (it yields between batches). */
  async #build(): Promise<SearchIndex> {
    const index = new SearchIndex();
    let since: Date | undefined;
    for await (const batch of this.repository.all()) {
      // The first batch's clock: changes made while the later batches were read are read again next time.
      since ??= batch.readAt;
      apply(index, batch);
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.#since = since ?? new Date(0);
    return index;
  }
}

function apply(index: SearchIndex, read: IndexRead): void {
  for (const id of read.unlisted) index.remove(id);
  for (const product of read.listed) index.upsert(product);
}
