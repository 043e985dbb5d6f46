import type { Db } from "@dukkan/db";
import { messageEventSettings, messageTemplates } from "@dukkan/db/schema/messages-settings";
import { and, eq, sql } from "drizzle-orm";

/** The staff's choices: channels per event, texts per event and language (decision 0037). */
export function createMessagesSettingsRepository() {
  return {
    /** The event's chosen channels, or null when the staff never chose (every channel). */
    async channelsOf(tx: Db, event: string): Promise<string[] | null> {
      const [row] = await tx
        .select({ channels: messageEventSettings.channels })
        .from(messageEventSettings)
        .where(eq(messageEventSettings.event, event));
      return row?.channels ?? null;
    },

    allChannels: (db: Db) => db.select().from(messageEventSettings),

    async setChannels(db: Db, event: string, channels: string[], staffUserId: number) {
      await db
        .insert(messageEventSettings)
        .values({ event, channels, updatedBy: staffUserId })
        .onConflictDoUpdate({
          target: messageEventSettings.event,
          set: { channels, updatedBy: staffUserId, updatedAt: sql`now()` },
        });
    },

    async templateOf(db: Db, event: string, lang: string): Promise<string | null> {
      const [row] = await db
        .select({ text: messageTemplates.text })
        .from(messageTemplates)
        .where(and(eq(messageTemplates.event, event), eq(messageTemplates.lang, lang)));
      return row?.text ?? null;
    },

    allTemplates: (db: Db) => db.select().from(messageTemplates),

    async setTemplate(db: Db, event: string, lang: string, text: string, staffUserId: number) {
      await db
        .insert(messageTemplates)
        .values({ event, lang, text, updatedBy: staffUserId })
        .onConflictDoUpdate({
          target: [messageTemplates.event, messageTemplates.lang],
          set: { text, updatedBy: staffUserId, updatedAt: sql`now()` },
        });
    },

    async clearTemplate(db: Db, event: string, lang: string) {
      await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.event, event), eq(messageTemplates.lang, lang)));
    },
  };
}
