import { z } from "zod";

/**
 * Staff uploads (`POST /api/v1/staff/media`, multipart, one `file` field). The kind is read from the content
 * (magic bytes, image metadata), never from the name; SVGs are stored sanitized. `key` is what products,
 * colours and brands store (mediaKeySchema); `url` is where the original is served (`/media/<key>`), and
 * images also at `?w=320|640|1200` as WebP.
 */
export const mediaKinds = ["image", "pdf", "video"] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** The largest upload (bytes): 15 MB, stated in the 413's message. */
export const mediaMaxBytes = 15 * 1024 * 1024;

export const staffMediaSchema = z.object({
  key: z.string(),
  url: z.string(),
  kind: z.enum(mediaKinds),
  content_type: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type StaffMedia = z.infer<typeof staffMediaSchema>;
export const staffMediaResponseSchema = z.object({ data: staffMediaSchema });
