/** Media fields are stored as keys under the media directory, or as absolute URLs that stay as they are (spec §3). */
export function mediaUrl(origin: string, key: string): string;
export function mediaUrl(origin: string, key: string | null | undefined): string | null;
export function mediaUrl(origin: string, key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^https?:\/\//i.test(key)) return key;
  return `${origin}/media/${key.replace(/^\/+/, "")}`;
}
