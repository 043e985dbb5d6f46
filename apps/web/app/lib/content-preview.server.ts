import type { ContentPreview, RequestContext, StorefrontServices } from "@dukkan/contracts";

/**
 * Preview links (issue 18, docs/decisions/0018): `?preview=<token>` on the home page (slides, horizontal adverts)
 * or the product list (vertical adverts) shows a draft before it goes live, to whoever holds the link.
 */
export function previewTokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("preview");
}

export async function previewOf(
  services: StorefrontServices,
  ctx: RequestContext,
  token: string | null | undefined,
): Promise<ContentPreview | null> {
  return token ? services.content.preview(ctx, token) : null;
}

/** The draft goes first, in place of its published self when that is live already. */
export const withPreview = <T extends { id: number }>(items: T[], draft: T | null | undefined): T[] =>
  draft ? [draft, ...items.filter((item) => item.id !== draft.id)] : items;

/** A preview page is never kept by a cache (ours or a proxy's) and never indexed. */
export const previewHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
