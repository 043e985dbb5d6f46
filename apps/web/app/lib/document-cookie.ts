import { readCookie } from "./language.ts";

/**
 * `document.cookie`, read at most once per task. Chromium answers each read from the browser process (~50 µs
 * on our 2-core machines), and the stores that read it while rendering (auth, cart, coupon, recent searches) asked
 * 18–30 times during a page's hydration: 4.5–7.8 ms of the main thread (decision 0044). A write through
 * `writeDocumentCookie` makes the next read fresh; a cookie set by a response arrives in a later task, whose
 * first read is fresh too.
 */
let header: string | null = null;

/** The whole `Cookie` string as the page sees it now. */
export function documentCookies(): string {
  if (header === null) {
    header = document.cookie;
    queueMicrotask(() => {
      header = null;
    });
  }
  return header;
}

export function readDocumentCookie(name: string): string | undefined {
  return readCookie(documentCookies(), name);
}

/** Sets one cookie (a `Set-Cookie`-style string). */
export function writeDocumentCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: plain cookies the server reads as well (spec §9)
  document.cookie = cookie;
  header = null;
}
