/** Only a path inside the app: `next=//evil.example` or `next=https://…` would leave it. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}
