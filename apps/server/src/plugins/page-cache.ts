/**
 * Whole-page HTML cache for visitors whose page does not depend on them (issue 20, docs/decisions/0015).
 *
 * - Only GET requests whose only cookie is the language cookie: a session, a cart or any other cookie means
 *   the page may carry that visitor's data, so it is rendered for them and never kept.
 * - Keyed by origin, language cookie and path + query (the language is the path's prefix or that cookie).
 * - Kept: 200 text/html answers whose only Set-Cookie is the language cookie (the same for every visitor
 *   with that key). A kept page is static bytes: its inline scripts are allowed by their SHA-256 hashes in
 *   its own Content-Security-Policy instead of a per-response nonce, so it is compressed once (brotli and
 *   gzip) when kept and every hit sends those bytes as they are (docs/decisions/0015, addendum).
 * - Bounded (bytes, LRU), fresh for `freshMs`, then served stale for `staleMs` while one request renders
 *   anew in the background; a cold page is rendered once however many visitors wait for it.
 * - Cleared by every write (the read cache's `onInvalidate`, Redis fan-out included); a render that began
 *   before a write is handed out but not kept.
 */

import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import { slots } from "../lib/slots.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressions at a time. Each brotli encoder holds its own tables: 50 pages compressed at once at quality 9
 * took the process from 225 MB to 1.1–1.7 GB resident (issue 20). Two slots keep both cores busy.
 */
const COMPRESSION_SLOTS = 2;
/** Quality 6: 2 % larger than 9 on a product page (20.9 vs 20.5 KB), 3× faster, a tenth of the memory. */
const BROTLI_QUALITY = 6;

const compressing = slots(COMPRESSION_SLOTS);

/** Rendered where the nonce goes; a kept page drops it (hashes instead), others get each response's nonce. */
export const NONCE_PLACEHOLDER = "dukkanPageCacheNonceSlot";
const LANG_COOKIE = "lang";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * A kept page: compressed once, and the script policy that allows its inline scripts. Only the compressed
 * bytes are kept (a fifth of the page each): the rare client that accepts neither gets the gzip bytes
 * unpacked (`encodedAs`), and the cache holds several times more pages.
 */
export interface KeptPage extends CachedPage {
  encoded: { br: Buffer; gzip: Buffer };
  /** `script-src` sources: 'self' and the SHA-256 of every inline script. */
  scriptSources: string;
  /** A weak validator of the page's text (weak: its brotli and gzip bytes differ), for proxies' 304s. */
  etag: string;
  /** When it was rendered (Last-Modified). */
  renderedAt: number;
}

/** The SHA-256 sources of a page's inline scripts (the exact text between the tags, as CSP hashes it). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(match[1] ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** The page as kept: without nonces, hashed, compressed; undefined if a placeholder is left anywhere else. */
async function toKeptPage(page: CachedPage): Promise<KeptPage | undefined> {
  const html = page.body.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
  if (html.includes(NONCE_PLACEHOLDER)) return undefined;
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    compressing(() =>
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ),
    compressing(() => gzipped(identity, { level: 9 })),
  ]);
  const scriptSources = ["'self'", ...inlineScriptHashes(html)].join(" ");
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  return { ...page, body: "", encoded: { br, gzip }, scriptSources, etag, renderedAt: Date.now() };
}

/** A kept page's bytes in `encoding`; without one, the page itself. */
export function encodedAs(page: KeptPage, encoding: "br" | "gzip" | undefined): Buffer {
  return encoding ? page.encoded[encoding] : gunzipSync(page.encoded.gzip);
}

export const isKept = (page: CachedPage | KeptPage): page is KeptPage => "encoded" in page;

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
  const rendering = new Map<string, Promise<CachedPage | KeptPage>>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  function keep(key: string, kept: KeptPage) {
    remove(key);
    const size = kept.encoded.br.length + kept.encoded.gzip.length + 512;
    if (size > maxBytes / 8) return;
    while (bytes + size > maxBytes) {
      // Maps keep insertion order, and every hit re-inserts: the first key is the least recently used.
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
    const at = now();
    entries.set(key, {
      page: kept,
      bytes: size,
      freshUntil: at + freshMs,
      staleUntil: at + freshMs + staleMs,
    });
    bytes += size;
  }

  /** One render per key at a time; its result is kept when shareable and no write happened meanwhile. */
  function renderOnce(key: string, render: () => Promise<CachedPage>): Promise<CachedPage | KeptPage> {
    const pending = rendering.get(key);
    if (pending) return pending;
    const startedAt = generation;
    const job = render()
      .then(async (page) => {
        const kept = isShareable(page) ? await toKeptPage(page) : undefined;
        if (!kept) return page;
        if (startedAt === generation) keep(key, kept);
        return kept;
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

/** A page that is not kept (an error, a redirect) with this response's nonce where the placeholder is. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/** The encoding to send a kept page in: brotli, then gzip, when the client accepts it (q above 0). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const item of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}
