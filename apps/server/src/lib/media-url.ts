/** Media fields are stored as keys under the media directory, or as absolute URLs that stay as they are (spec §3). */
export function mediaUrl(origin: string, key: string): string;
export function mediaUrl(origin: string, key: string | null | undefined): string | null;
export function mediaUrl(origin: string, key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  // A product written before its first image (the staff dashboard adds images later) has none yet.
  if (key === "") return "";
  if (/^https?:\/\//i.test(key)) return key;
  return `${origin}/media/${key.replace(/^\/+/, "")}`;
}
