/**
 * Whole-page HTML cache for visitors whose page does not depend on them (issue 20, docs/decisions/0015).
 *
 * - Only GET requests whose only cookie is the language cookie: a session, a cart or any other cookie means
 *   the page may carry that visitor's data, so it is rendered for them and never kept.
 * - Keyed by origin, language cookie and path + query (the language is the path's prefix or that cookie).
 * - Kept: 200 text/html answers whose only Set-Cookie is the language cookie (the same for every visitor
 *   with that key). The CSP nonce is rendered as a placeholder and spliced in per response.
 * - Bounded (bytes, LRU), fresh for `freshMs`, then served stale for `staleMs` while one request renders
 *   anew in the background; a cold page is rendered once however many visitors wait for it.
 * - Cleared by every write (the read cache's `onInvalidate`, Redis fan-out included); a render that began
 *   before a write is handed out but not kept.
 */

/** Rendered where the nonce goes, replaced by each response's own nonce. Letters only: never escaped. */
export const NONCE_PLACEHOLDER = "dukkanPageCacheNonceSlot";
const LANG_COOKIE = "lang";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A kept page: its body as bytes, cut where the nonce goes, so that a hit copies bytes and builds no string. */
interface KeptPage extends CachedPage {
  segments: Buffer[];
}

interface Entry {
  page: KeptPage;
  bytes: number;
  freshUntil: number;
  staleUntil: number;
}

export interface PageCacheOptions {
  maxBytes?: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
}

export type PageCacheStatus = "hit" | "stale" | "miss";

/** The cache key, or undefined when the request must be rendered for this visitor alone. */
export function pageCacheKey(request: {
  method: string;
  url: string;
  origin: string;
  cookie: string | undefined;
}): string | undefined {
  if (request.method !== "GET" || request.url.length > 1024) return undefined;
  let lang = "";
  for (const part of (request.cookie ?? "").split(";")) {
    const pair = part.trim();
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq) !== LANG_COOKIE) return undefined;
    lang = pair.slice(eq + 1);
  }
  return `${request.origin}\n${lang}\n${request.url}`;
}

/** Whether a rendered answer is the same for every visitor with its key, and so may be kept. */
export function isShareable(page: CachedPage): boolean {
  if (page.status !== 200) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    if (name === "content-type") html = value.startsWith("text/html");
    if (name === "set-cookie" && !value.startsWith(`${LANG_COOKIE}=`)) return false;
    if (name === "cache-control" && /private|no-store/.test(value)) return false;
  }
  return html;
}

export function createPageCache({
  maxBytes = 32 * 1024 * 1024,
  freshMs = 60_000,
  staleMs = 10 * 60_000,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedPage>>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  function keep(key: string, page: CachedPage) {
    remove(key);
    const segments = page.body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
    const size = segments.reduce((sum, segment) => sum + segment.length, 512);
    if (size > maxBytes / 8) return;
    while (bytes + size > maxBytes) {
      // Maps keep insertion order, and every hit re-inserts: the first key is the least recently used.
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
    const at = now();
    entries.set(key, {
      page: { ...page, body: "", segments },
      bytes: size,
      freshUntil: at + freshMs,
      staleUntil: at + freshMs + staleMs,
    });
    bytes += size;
  }

  /** One render per key at a time; its result is kept when shareable and no write happened meanwhile. */
  function renderOnce(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const startedAt = generation;
    const job = render()
      .then((page) => {
        if (startedAt === generation && isShareable(page)) keep(key, page);
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === job) rendering.delete(key);
      });
    rendering.set(key, job);
    return job;
  }

  return {
    /**
     * The page for `key`: from the cache when there, else rendered (once for all who wait). `render` must
     * render with NONCE_PLACEHOLDER as the nonce.
     */
    async get(
      key: string,
      render: () => Promise<CachedPage>,
    ): Promise<{ page: CachedPage | KeptPage; status: PageCacheStatus }> {
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.staleUntil) {
        entries.delete(key);
        entries.set(key, entry);
        if (at < entry.freshUntil) return { page: entry.page, status: "hit" };
        // Stale: this visitor gets it at once; one render in the background brings it up to date.
        renderOnce(key, render).catch(() => remove(key));
        return { page: entry.page, status: "stale" };
      }
      if (entry) remove(key);
      return { page: await renderOnce(key, render), status: "miss" };
    },
    clear() {
      generation += 1;
      entries.clear();
      rendering.clear();
      bytes = 0;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A page's body with this response's nonce in every place the placeholder holds. */
export function withNonce(page: CachedPage | KeptPage, nonce: string): string | Buffer {
  if (!("segments" in page)) return page.body.replaceAll(NONCE_PLACEHOLDER, nonce);
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  page.segments.forEach((segment, i) => {
    if (i > 0) parts.push(nonceBytes);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}
