import type { ContentEntity } from "@dukkan/contracts";
import {
  adverts,
  blogCategories,
  blogs,
  branches,
  dealers,
  dealerTypes,
  features,
  rules,
  slides,
  whatsappContacts,
} from "@dukkan/db/schema/content";
import { type SQL, sql } from "drizzle-orm";
import type { WrittenEntities } from "#server/modules/catalog/write-steps.service.ts";

/** Storefront content's tables, by entity (every kind of packages/contracts/src/content-kinds.ts). */
export const contentTables = {
  blog: blogs,
  slide: slides,
  feature: features,
  advert: adverts,
  branch: branches,
  dealer: dealers,
  rule: rules,
  blog_category: blogCategories,
  dealer_type: dealerTypes,
  whatsapp_contact: whatsappContacts,
} as const satisfies Record<ContentEntity, unknown>;

/** A dealer's map locations, part of its snapshot (written with it, shown in its history). */
const dealerLocations = sql`jsonb_build_object('locations', coalesce((SELECT jsonb_agg(jsonb_build_object(
  'name', l.name, 'link', l.link) ORDER BY l.id) FROM dealer_locations l WHERE l.dealer_id = t.id), '[]'::jsonb))`;

/** A row of `t` as its snapshot: its columns (snake_case) and the relations written with it. */
export function snapshotSql(entity: ContentEntity): SQL {
  switch (entity) {
    // A preview link's token is a capability to see a draft: not for the audit log.
    case "slide":
    case "advert":
      return sql`to_jsonb(t) - 'preview_token'`;
    case "dealer":
      return sql`to_jsonb(t) || ${dealerLocations}`;
    default:
      return sql`to_jsonb(t)`;
  }
}

/** Content's entities for the write steps it shares with the catalogue. */
export const contentEntities: WrittenEntities<ContentEntity> = { tables: contentTables, snapshotSql };
