/** What each translation was written against, owned by apps/server/src/modules/catalog. */
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A translation of one text field (`name`, `description`, `specifications.2`) of one entity into one language,
 * with the md5 of the Arabic source it was written against. The translation is stale while that hash differs
 * from the md5 of the Arabic text now (docs/decisions/0017). Written by the catalogue write path only when it
 * matters: when a translation is set or changed (the new Arabic), and when the Arabic changes under a
 * translation that has no row yet (the Arabic it was written against, the old one). No row: not stale.
 */
export const translationMarks = pgTable(
  "translation_marks",
  {
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    field: text("field").notNull(),
    language: text("language").notNull(),
    sourceHash: text("source_hash").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.field, t.language] })],
);
