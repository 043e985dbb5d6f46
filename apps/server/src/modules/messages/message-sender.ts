import { isLanguage } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import type { MessageRow } from "@dukkan/db/schema/messages";
import { isTemplateKey } from "./message-texts.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { createMessagesSettingsRepository } from "./messages-settings.repository.ts";
import type { MessagingConfig } from "./messaging-config.ts";
import type { Channel, Provider } from "./providers.ts";
import { maskRecipient } from "./redact.ts";

const batchSize = 20;

interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The outbox's background sender: every `pollMs` it claims due messages (another instance never gets the same
 * ones), sends each through its channel's provider, and marks it sent, or queued again after a doubling wait,
 * or failed once it has had `maxAttempts` tries. It runs beside the requests: a slow or failing provider delays
 * only its own messages.
 */
export function createMessageSender(deps: {
  db: Db;
  providers: Partial<Record<Channel, Provider>>;
  config: Pick<MessagingConfig, "pollMs" | "maxAttempts" | "backoffMs" | "leaseMs">;
  log: SenderLog;
}) {
  const { db, providers, config, log } = deps;
  const repository = createMessagesRepository();
  const settings = createMessagesSettingsRepository();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function deliver(row: MessageRow) {
    const who = { id: row.id, channel: row.channel, to: maskRecipient(row.recipient), attempt: row.attempts };
    try {
      const provider = providers[row.channel as Channel];
      if (!provider) throw new Error(`The ${row.channel} channel is not configured`);
      if (!isTemplateKey(row.templateKey)) throw new Error(`Unknown template ${row.templateKey}`);
      if (!isLanguage(row.lang)) throw new Error(`Unknown language ${row.lang}`);
      await provider.send({
        recipient: row.recipient,
        lang: row.lang,
        templateKey: row.templateKey,
        params: row.params,
        // Read at sending time, as the default texts are: a corrected text reaches messages still queued.
        override: await settings.templateOf(db, row.templateKey, row.lang),
      });
      await repository.markSent(db, row.id);
      log.info(who, "message sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= config.maxAttempts;
      const retryInMs = final ? null : config.backoffMs * 2 ** (row.attempts - 1);
      await repository.markFailed(db, row.id, reason.slice(0, 500), retryInMs);
      log.warn(
        { ...who, err: reason, retryInMs },
        final ? "message failed for good" : "message failed, will retry",
      );
    }
  }

  /** One round: claims and sends batches until nothing is due. */
  async function runOnce() {
    for (;;) {
      const rows = await repository.claimDue(db, batchSize, config.leaseMs);
      await Promise.all(rows.map(deliver));
      if (rows.length < batchSize || stopped) return;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log.error({ err: error }, "message sender"))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, config.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the round under way (its tries are recorded before the database closes). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
